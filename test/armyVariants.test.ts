/**
 * The army rule variants (Rule Variants, p. 56–57): Neutral Army — recruiting draws 2 Neutral Unit cards per Dwelling
 * to recruit from — and Gold Pool — unit costs go to a Reserved Pool, returned when a unit is sold, perishes or flips
 * to Few, with the discount cards kept with the units (rulings VA1–VA9).
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, describeAction, describeEvent, HIDDEN, legalActions, loadState, viewFor, type GameState } from '../src';
import { neutralUnit } from '../src/data/units';
import { findInvariantViolations } from '../src/game/invariants';
import { cardOf, expectDecision, expectIllegal, isListed, modify, player, runEffects, setResources, withPlayer } from './helpers';
import { armyTurn, goldPoolShowcase, instanceOf, playFromHand } from './armyHelpers';

const NEUTRAL = { neutralArmy: true } as const;
const GOLD = { goldPool: true } as const;
const tierOf = (unit: string) => neutralUnit(cardOf(unit)).tier;
const costOf = (unit: string) => neutralUnit(cardOf(unit)).recruitCost;
const entryOf = (s: GameState, unit: string) => player(s).reserved.units.find((u) => u.unit === unit);
const sound = (s: GameState) => expect(findInvariantViolations(s)).toEqual([]);

describe('Neutral Army (p. 56)', () => {
  it('recruiting draws 2 Neutral Unit cards per Dwelling, of its tier, with the Population token', () => {
    let s = armyTurn(NEUTRAL); // Bronze and Silver Dwellings
    expect(isListed(s, { type: 'drawNeutrals' })).toBe(true);
    s = apply(s, { type: 'drawNeutrals' });
    expectDecision(s, 'neutralArmy', 'p1');
    expect(player(s).tokens.population).toBe(false);
    expect(s.revealed.map(tierOf)).toEqual(['bronze', 'bronze', 'silver', 'silver']);
    sound(s);
    s = armyTurn(NEUTRAL, { buildings: ['bronzeDwelling', 'silverDwelling', 'goldDwelling'] });
    expect(apply(s, { type: 'drawNeutrals' }).revealed.map(tierOf)).toEqual(['bronze', 'bronze', 'silver', 'silver', 'gold', 'gold']);
  });

  it("instead of the Faction's units: they are not recruited with the token (VA2)", () => {
    const s = armyTurn(NEUTRAL);
    expect(legalActions(s).some((a) => a.type === 'recruit')).toBe(false);
    expectIllegal(s, { type: 'recruit', unit: 'castle.marksmen' }, 'OPTION_NOT_AVAILABLE');
    const drawn = apply(s, { type: 'drawNeutrals' });
    expect(legalActions(drawn).some((a) => a.type === 'recruit' && !a.unit.startsWith('neutral.'))).toBe(false);
  });

  it('any number of the cards drawn are recruited at their printed cost; the others go to their discard piles', () => {
    let s = apply(armyTurn(NEUTRAL), { type: 'drawNeutrals' });
    const [a, b, c, d] = s.revealed as [string, string, string, string];
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'recruit', unit: a });
    s = apply(s, { type: 'recruit', unit: c });
    expect(player(s).resources.gold).toBe(gold - costOf(a).gold - costOf(c).gold);
    expect(player(s).units.slice(-2)).toEqual([{ unit: a, side: 'neutral' }, { unit: c, side: 'neutral' }]);
    expect(s.revealed).toEqual([b, d]);
    expectIllegal(s, { type: 'recruit', unit: a }, 'NOT_REVEALED');
    s = apply(s, { type: 'finishRecruiting' });
    expect(s.revealed).toEqual([]);
    expect(s.neutralDecks.bronze.discard.at(-1)).toBe(b);
    expect(s.neutralDecks.silver.discard.at(-1)).toBe(d);
    expect(s.pending?.kind).toBe('turn');
    sound(s);
  });

  it('refuses a card drawn that cannot be paid for', () => {
    let s = apply(armyTurn(NEUTRAL), { type: 'drawNeutrals' });
    s = setResources(s, 'p1', { gold: 0 });
    const unit = s.revealed.find((u) => costOf(u).gold > 0) as string;
    expect(isListed(s, { type: 'recruit', unit })).toBe(false);
    expectIllegal(s, { type: 'recruit', unit }, 'NOT_ENOUGH_RESOURCES');
  });

  it('the cards drawn are seen by their player alone until recruited or discarded (VA1)', () => {
    const s = apply(armyTurn(NEUTRAL), { type: 'drawNeutrals' });
    expect(viewFor(s, 'p1').revealed).toEqual(s.revealed);
    expect(viewFor(s, 'p2').revealed).toEqual(s.revealed.map(() => HIDDEN));
  });

  it('reinforcing is the same: Faction units with the Citadel, before or after drawing; a neutral unit never (VA3)', () => {
    let s = armyTurn(NEUTRAL);
    expect(isListed(s, { type: 'reinforce', unit: 'castle.griffins' })).toBe(true);
    s = apply(s, { type: 'reinforce', unit: 'castle.griffins' });
    expectDecision(s, 'recruiting', 'p1');
    expect(isListed(s, { type: 'drawNeutrals' })).toBe(true); // the same token use goes on to draw
    s = apply(s, { type: 'drawNeutrals' });
    const unit = s.revealed[0] as string;
    s = apply(s, { type: 'recruit', unit });
    expect(legalActions(s).some((a) => a.type === 'reinforce' && a.unit === unit)).toBe(false);
    expectIllegal(s, { type: 'reinforce', unit }, 'UNKNOWN_UNIT');
    expect(isListed(s, { type: 'drawNeutrals' })).toBe(false); // once per token use
  });

  it('hiring a Secondary Hero is unchanged; without a Dwelling nothing is drawn', () => {
    const s = armyTurn(NEUTRAL, { buildings: [] });
    expect(isListed(s, { type: 'drawNeutrals' })).toBe(false);
    expectIllegal(s, { type: 'drawNeutrals' }, 'NEEDS_DWELLING');
    expect(isListed(s, { type: 'hireSecondaryHero' })).toBe(true);
  });

  it('is off by default: nothing is drawn, the Faction recruits as written', () => {
    const s = armyTurn({});
    expect(isListed(s, { type: 'drawNeutrals' })).toBe(false);
    expectIllegal(s, { type: 'drawNeutrals' }, 'OPTION_NOT_AVAILABLE');
    expect(isListed(s, { type: 'recruit', unit: 'castle.marksmen' })).toBe(true);
  });

  it('a recruited neutral fights in the unit deck like any unit and, lost in combat, goes to its discard pile', () => {
    let s = apply(armyTurn(NEUTRAL), { type: 'drawNeutrals' });
    const unit = s.revealed[0] as string;
    s = apply(apply(s, { type: 'recruit', unit }), { type: 'finishRecruiting' });
    const combat = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'few' }, { unit: cardOf(unit) }] },
      defender: { fieldLevel: 1 },
    });
    expect(combat.combat?.units.some((u) => u.owner === 'p1' && u.side === 'neutral')).toBe(true);
    sound(combat);
    sound(loadState(JSON.stringify(s)));
  });

  it('names the actions as a player reads them', () => {
    const s = armyTurn(NEUTRAL);
    expect(describeAction(s, { type: 'drawNeutrals' })).toBe('Catherine draws 2 Neutral Unit cards for each Dwelling to recruit from');
  });
});

describe('Gold Pool (p. 57)', () => {
  it('recruiting and reinforcing put the resources paid in the Reserved Pool, which cannot be spent', () => {
    let s = armyTurn(GOLD, { gold: 20 });
    s = apply(s, { type: 'recruit', unit: 'castle.crusaders' }); // 6 gold
    s = apply(s, { type: 'reinforce', unit: 'castle.crusaders' }); // 10 gold
    expect(player(s).resources).toEqual({ gold: 4, buildingMaterials: 5, valuables: 5 });
    expect(player(s).reserved.resources).toEqual({ gold: 16, buildingMaterials: 0, valuables: 0 });
    expect(entryOf(s, 'castle.crusaders')).toEqual({
      unit: 'castle.crusaders', recruit: { gold: 6, buildingMaterials: 0, valuables: 0 }, reinforce: { gold: 10, buildingMaterials: 0, valuables: 0 },
      recruitCard: null, reinforceCard: null,
    });
    expectIllegal(s, { type: 'recruit', unit: 'castle.zealots' }, 'NOT_ENOUGH_RESOURCES'); // 8 gold: 4 unspent, the rest reserved
    expect(viewFor(s, 'p2').players[0]?.reserved).toEqual(player(s).reserved); // the Reserved Pool is on the table (VA7)
    sound(s);
  });

  it('the next Population token use sells a bought unit: its costs go back to the Unspent Pool', () => {
    let s = armyTurn(GOLD, { gold: 20 });
    s = apply(s, { type: 'recruit', unit: 'castle.crusaders' });
    s = apply(s, { type: 'reinforce', unit: 'castle.crusaders' });
    s = apply(s, { type: 'finishRecruiting' });
    s = withPlayer(s, 'p1', (p) => { p.tokens.population = true; }); // the next round
    expect(isListed(s, { type: 'sellUnit', unit: 'castle.crusaders' })).toBe(true);
    expect(describeAction(s, { type: 'sellUnit', unit: 'castle.crusaders' })).toBe('Catherine sells the Crusaders (Pack)');
    s = apply(s, { type: 'sellUnit', unit: 'castle.crusaders' });
    expect(player(s).tokens.population).toBe(false);
    expectDecision(s, 'recruiting', 'p1');
    expect(player(s).units.some((u) => u.unit === 'castle.crusaders')).toBe(false);
    expect(player(s).resources).toEqual({ gold: 20, buildingMaterials: 5, valuables: 5 });
    expect(player(s).reserved).toEqual({ resources: { gold: 0, buildingMaterials: 0, valuables: 0 }, units: [] });
    expect(isListed(s, { type: 'recruit', unit: 'castle.crusaders' })).toBe(true); // bought again, freely
    expect(describeEvent(s.log.find((e) => e.type === 'reserveReturned') as GameState['log'][number], s)).toBe(
      'Catherine takes 16 gold back from the Reserved Pool: Crusaders sold',
    );
    sound(s);
  });

  it('sells only a unit bought with the variant, never the last unit card, and only with it on (VA4)', () => {
    let s = armyTurn(GOLD);
    expectIllegal(s, { type: 'sellUnit', unit: 'castle.griffins' }, 'UNIT_NOT_AVAILABLE'); // a starting unit
    expect(legalActions(s).some((a) => a.type === 'sellUnit')).toBe(false);
    s = apply(s, { type: 'recruit', unit: 'castle.marksmen' });
    s = withPlayer(s, 'p1', (p) => { p.units = p.units.filter((u) => u.unit === 'castle.marksmen'); });
    expectIllegal(s, { type: 'sellUnit', unit: 'castle.marksmen' }, 'UNIT_NOT_AVAILABLE');
    expectIllegal(armyTurn({}), { type: 'sellUnit', unit: 'castle.griffins' }, 'OPTION_NOT_AVAILABLE');
  });

  it('a unit that perishes returns its costs (at the end of the combat, VA8)', () => {
    let s = apply(armyTurn(GOLD, { gold: 20 }), { type: 'recruit', unit: 'castle.marksmen' }); // 3 gold
    s = apply(s, { type: 'finishRecruiting' });
    const gold = player(s).resources.gold;
    // The combat's end is where a defeated unit leaves the unit deck: a combat against neutrals, the Marksmen lost.
    let c = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'few' }, { unit: 'castle.marksmen', side: 'few' }] },
      defender: { fieldLevel: 1 },
      variants: GOLD,
    });
    // The sides place their units; the Marksmen then fall (as to an attack) and p1 retreats when it may.
    for (let i = 0; i < 20 && c.pending?.kind === 'placeUnits'; i++) c = apply(c, legalActions(c)[0] as never);
    c = modify(c, (x) => {
      const p = x.players[0] as GameState['players'][number];
      p.resources = { gold, buildingMaterials: 0, valuables: 0 };
      p.reserved = { resources: { gold: 3, buildingMaterials: 0, valuables: 0 }, units: [entryOf(s, 'castle.marksmen') as never] };
      const marksmen = x.combat?.units.find((u) => u.card === 'castle.marksmen');
      if (marksmen) { marksmen.defeated = true; marksmen.space = null; }
    });
    sound(c);
    for (let i = 0; i < 80 && c.pending !== null && !legalActions(c).some((a) => a.type === 'retreat'); i++) c = apply(c, legalActions(c)[0] as never);
    const ended = c.pending === null ? c : apply(c, { type: 'retreat' });
    expect(ended.combat).toBeNull();
    expect(ended.players[0]?.units.some((u) => u.unit === 'castle.marksmen')).toBe(false);
    expect(ended.players[0]?.resources.gold).toBe(gold + 3);
    expect(ended.players[0]?.reserved.units).toEqual([]);
  });

  it('a Pack flipped to its Few side regains its reinforcement cost', () => {
    let s = apply(armyTurn(GOLD, { gold: 20 }), { type: 'reinforce', unit: 'castle.griffins' }); // 6 gold
    s = apply(s, { type: 'finishRecruiting' });
    const gold = player(s).resources.gold;
    s = runEffects(s, 'p1', [{ op: 'flipToFew', unit: 'castle.griffins' }]);
    expect(player(s).units).toContainEqual({ unit: 'castle.griffins', side: 'few' });
    expect(player(s).resources.gold).toBe(gold + 6);
    expect(entryOf(s, 'castle.griffins')?.reinforce).toEqual({ gold: 0, buildingMaterials: 0, valuables: 0 });
    sound(s);
  });

  it('a discount card stays with the unit, and returns to the hand with what was actually paid (VA5)', () => {
    let s = armyTurn(GOLD, { gold: 20, hand: ['artifact.head-of-legion', 'artifact.legs-of-legion'] });
    const head = instanceOf(s, 'artifact.head-of-legion');
    const legs = instanceOf(s, 'artifact.legs-of-legion');
    s = playFromHand(s, 'artifact.head-of-legion', 'top');
    s = playFromHand(s, 'artifact.legs-of-legion', 'top');
    s = apply(s, { type: 'recruit', unit: 'castle.crusaders', discount: 6 }); // 6 gold, 6 off: nothing paid
    s = apply(s, { type: 'reinforce', unit: 'castle.griffins', discount: 4 }); // 6 gold, 4 off: 2 paid
    expect(player(s).discard).not.toContain(head);
    expect(entryOf(s, 'castle.crusaders')).toMatchObject({ recruit: { gold: 0 }, recruitCard: head });
    expect(entryOf(s, 'castle.griffins')).toMatchObject({ reinforce: { gold: 2 }, reinforceCard: legs });
    sound(s);
    // Flipped to Few: the reinforcement's card and the 2 gold paid come back.
    const gold = player(s).resources.gold;
    const flipped = runEffects(apply(s, { type: 'finishRecruiting' }), 'p1', [{ op: 'flipToFew', unit: 'castle.griffins' }]);
    expect(player(flipped).hand).toContain(legs);
    expect(player(flipped).resources.gold).toBe(gold + 2);
    // Sold: the recruitment's card comes back, and nothing else (it cost nothing).
    let sold = withPlayer(apply(s, { type: 'finishRecruiting' }), 'p1', (p) => { p.tokens.population = true; });
    sold = apply(sold, { type: 'sellUnit', unit: 'castle.crusaders' });
    expect(player(sold).hand).toContain(head);
    expect(player(sold).resources.gold).toBe(gold);
    sound(sold);
  });

  it('recruits and reinforces as many units as can be paid for, as the rules already allow (VA9)', () => {
    let s = armyTurn(GOLD, { gold: 40 });
    for (const unit of ['castle.marksmen', 'castle.crusaders', 'castle.zealots']) s = apply(s, { type: 'recruit', unit });
    for (const unit of ['castle.marksmen', 'castle.crusaders']) s = apply(s, { type: 'reinforce', unit });
    expect(player(s).reserved.units.map((u) => u.unit)).toEqual(['castle.marksmen', 'castle.crusaders', 'castle.zealots']);
    sound(s);
  });

  it('with Neutral Army: a neutral unit sold goes to its discard pile; the whole state loads and hides what it must', () => {
    let s = goldPoolShowcase();
    sound(s);
    const neutral = player(s).units.find((u) => u.side === 'neutral')?.unit as string;
    expect(entryOf(s, neutral)?.recruitCard).toMatch(/^artifact\.head-of-legion#/);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'finishRecruiting' });
    s = withPlayer(s, 'p1', (p) => { p.tokens.population = true; });
    expect(describeAction(s, { type: 'sellUnit', unit: neutral })).toBe(`Catherine sells the ${neutralUnit(cardOf(neutral)).name}`);
    s = apply(s, { type: 'sellUnit', unit: neutral });
    expect(s.neutralDecks[tierOf(neutral)].discard.at(-1)).toBe(neutral);
    sound(s);
  });
});
