/**
 * Cards that act on the town and the turn: the Legion Artifacts (unit discounts), Wisdom (Spell Book purchases),
 * Diplomacy (neutral units per Dwelling), Logistics (movement), Necromancy (after a combat won this turn), and the
 * plays of Angel Wings, Speculum and Town Portal that do not act on the map (docs/cards.md; rulings R30–R33,
 * A40–A45, S30; their map plays are in test/mapCardPlays.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { apply, cardOf, cardPlays, createCombat, legalActions, loadState, NEUTRAL_UNITS, type Action, type CardId, type GameState } from '../src';
import {
  allCards,
  expectDecision,
  expectIllegal,
  isListed,
  modify,
  newTurnGame,
  player,
  putInHand,
  setBuildings,
  setExperience,
  setResources,
  withPlayer,
} from './helpers';

const instance = (s: GameState, id: string, n = 0): CardId => allCards(s).filter((c) => c.startsWith(`${id}#`))[n] as CardId;
const playKeys = (s: GameState, id: string) =>
  legalActions(s)
    .filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${id}#`))
    .map((a) => a.play)
    .sort();
const play = (s: GameState, id: string, key: string) => apply(s, { type: 'playCard', card: player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId, play: key });

/** p1 (Castle, or `hero`) on their turn with these cards in hand, `gold`, these buildings, at `xp` experience. */
function turnWith(ids: string[], opts: { gold?: number; xp?: number; hero?: string; buildings?: Parameters<typeof setBuildings>[2] } = {}): GameState {
  const hero = opts.hero ?? 'catherine';
  let s = newTurnGame({ players: [{ hero }, { hero: hero === 'mutare' ? 'catherine' : 'mutare' }] });
  s = setExperience(s, 'p1', opts.xp ?? 0);
  s = setResources(s, 'p1', { gold: opts.gold ?? 30, valuables: 5 });
  s = setBuildings(s, 'p1', opts.buildings ?? ['bronzeDwelling', 'silverDwelling', 'citadel']);
  s = withPlayer(s, 'p1', (p) => {
    p.units = [];
  });
  s = putInHand(s, 'p1', ids.map((id, i) => instance(s, id, ids.slice(0, i).filter((x) => x === id).length)));
  expectDecision(s, 'turn', 'p1');
  return s;
}
const gold = (s: GameState) => player(s).resources.gold;
const NEUTRAL_TIER = new Map(NEUTRAL_UNITS.map((u) => [u.id, u.tier]));
const sideOf = (s: GameState, unit: string) => player(s).units.find((u) => u.unit === unit)?.side;

// ---- Head / Loins / Legs of Legion ----------------------------------------------------------------

describe('Legion Artifacts', () => {
  it.each([
    ['artifact.head-of-legion', 6, 3],
    ['artifact.loins-of-legion', 5, 2],
    ['artifact.legs-of-legion', 4, 2],
  ] as const)('%s: top lowers one unit cost by %i gold; bottom gains %i gold', (id, discount, gain) => {
    const s = turnWith([id]);
    expect(playKeys(s, id)).toEqual(['bottom', 'top']);
    const top = play(s, id, 'top');
    expect(player(top).unitDiscounts).toEqual([discount]);
    // Crusaders (Silver) cost 6 gold to recruit.
    expect(isListed(top, { type: 'recruit', unit: 'castle.crusaders', discount })).toBe(true);
    const recruited = apply(top, { type: 'recruit', unit: 'castle.crusaders', discount });
    expect(gold(recruited)).toBe(gold(s) - (6 - discount));
    expect(player(recruited).unitDiscounts).toEqual([]);
    const bottom = play(s, id, 'bottom');
    expect(gold(bottom)).toBe(gold(s) + gain);
    expect(player(bottom).unitDiscounts).toEqual([]);
  });

  it('the cost goes down to 0 at most (R30): Halberdiers (2 gold) with a 6-gold discount cost nothing', () => {
    let s = play(turnWith(['artifact.head-of-legion']), 'artifact.head-of-legion', 'top');
    const before = gold(s);
    s = apply(s, { type: 'recruit', unit: 'castle.halberdiers', discount: 6 });
    expect(gold(s)).toBe(before);
    expect(sideOf(s, 'castle.halberdiers')).toBe('few');
  });

  it('lowers a Reinforcement cost too, and makes an unaffordable unit affordable', () => {
    // Griffins (Silver) reinforce for 6 gold; with 2 gold only the discounted reinforcement is possible.
    let s = withPlayer(turnWith(['artifact.legs-of-legion'], { gold: 2 }), 'p1', (p) => {
      p.units = [{ unit: 'castle.griffins', side: 'few' }];
    });
    s = play(s, 'artifact.legs-of-legion', 'top');
    expect(isListed(s, { type: 'reinforce', unit: 'castle.griffins' })).toBe(false);
    expect(isListed(s, { type: 'reinforce', unit: 'castle.griffins', discount: 4 })).toBe(true);
    s = apply(s, { type: 'reinforce', unit: 'castle.griffins', discount: 4 });
    expect(sideOf(s, 'castle.griffins')).toBe('pack');
    expect(gold(s)).toBe(0);
  });

  it('can be played during the recruiting session (R31), which goes on', () => {
    let s = apply(turnWith(['artifact.loins-of-legion']), { type: 'recruit', unit: 'castle.halberdiers' });
    expectDecision(s, 'recruiting', 'p1');
    expect(playKeys(s, 'artifact.loins-of-legion')).toEqual(['bottom', 'top']);
    s = play(s, 'artifact.loins-of-legion', 'top');
    expectDecision(s, 'recruiting', 'p1');
    const before = gold(s);
    s = apply(s, { type: 'recruit', unit: 'castle.crusaders', discount: 5 });
    expect(gold(s)).toBe(before - 1);
    expectDecision(s, 'recruiting', 'p1');
  });

  it('while recruiting, cards whose effects need a decision are not offered (R31)', () => {
    let s = turnWith(['artifact.charm-of-mana', 'artifact.head-of-legion']);
    s = apply(s, { type: 'recruit', unit: 'castle.halberdiers' });
    expect(playKeys(s, 'artifact.charm-of-mana')).toEqual([]);
    expectIllegal(s, { type: 'playCard', card: instance(s, 'artifact.charm-of-mana'), play: 'top' }, 'OPTION_NOT_AVAILABLE');
  });

  it('each discount lowers one cost; a discount not waiting is refused', () => {
    let s = turnWith(['artifact.head-of-legion', 'artifact.legs-of-legion']);
    expectIllegal(s, { type: 'recruit', unit: 'castle.crusaders', discount: 6 }, 'OPTION_NOT_AVAILABLE');
    s = play(play(s, 'artifact.head-of-legion', 'top'), 'artifact.legs-of-legion', 'top');
    expect(player(s).unitDiscounts).toEqual([6, 4]);
    s = apply(s, { type: 'recruit', unit: 'castle.crusaders', discount: 4 });
    expect(player(s).unitDiscounts).toEqual([6]);
    expectIllegal(s, { type: 'recruit', unit: 'castle.griffins', discount: 4 }, 'OPTION_NOT_AVAILABLE');
    const before = gold(s);
    s = apply(s, { type: 'recruit', unit: 'castle.griffins', discount: 6 });
    expect(gold(s)).toBe(before);
  });

  it('a discount played before the Population token is used waits; an unused one ends with the turn (R30)', () => {
    let s = play(turnWith(['artifact.head-of-legion']), 'artifact.head-of-legion', 'top');
    expect(player(s).unitDiscounts).toEqual([6]);
    s = apply(s, { type: 'endTurn' });
    expect(player(s).unitDiscounts).toEqual([]);
  });

  it('a discount also lowers a neutral unit recruited with Diplomacy (R32)', () => {
    let s = turnWith(['artifact.head-of-legion', 'ability.diplomacy'], { buildings: ['bronzeDwelling'], gold: 0 });
    s = modify(s, (x) => {
      x.neutralDecks.bronze.deck.push(x.neutralDecks.bronze.deck.splice(x.neutralDecks.bronze.deck.indexOf('neutral.boars#1'), 1)[0]!);
    });
    s = play(s, 'artifact.head-of-legion', 'top');
    s = play(s, 'ability.diplomacy', 'basic');
    // Boars cost 4 gold: with no gold, only the discounted recruitment is offered.
    expect(legalActions(s)).toEqual([{ type: 'recruit', unit: 'neutral.boars#1', discount: 6 }, { type: 'decline' }]);
    s = apply(s, { type: 'recruit', unit: 'neutral.boars#1', discount: 6 });
    expect(sideOf(s, 'neutral.boars#1')).toBe('neutral');
  });
});

// ---- Wisdom ---------------------------------------------------------------------------------------

describe('Wisdom', () => {
  const guild = { buildings: ['bronzeDwelling', 'mageGuild'] as Parameters<typeof setBuildings>[2] };

  it.each([['basic', 0, 3], ['expert', 2, 4]] as const)('%s: the Spell Book costs 2 gold less and does Search (%i → %i)', (key, xp, search) => {
    let s = turnWith(['ability.wisdom'], { ...guild, xp });
    s = play(s, 'ability.wisdom', key);
    expect(player(s).spellPurchase).toEqual({ discount: 2, search });
    const before = gold(s);
    s = apply(s, { type: 'buySpells' });
    expect(gold(s)).toBe(before - 4); // Castle's Spell Book costs 6
    s = apply(s, { type: 'searchReveal' });
    expect(s.revealed).toHaveLength(search);
    expect(player(s).spellPurchase).toBeNull();
  });

  it('makes a purchase possible with 2 gold less than the printed cost', () => {
    let s = turnWith(['ability.wisdom'], { ...guild, gold: 4 });
    expect(isListed(s, { type: 'buySpells' })).toBe(false);
    s = play(s, 'ability.wisdom', 'basic');
    expect(isListed(s, { type: 'buySpells' })).toBe(true);
  });

  it('is used up by one purchase and ends with the turn (A40)', () => {
    let s = play(turnWith(['ability.wisdom'], guild), 'ability.wisdom', 'basic');
    s = apply(s, { type: 'endTurn' });
    expect(player(s).spellPurchase).toBeNull();
  });

  it('two Wisdom cards lower the cost twice; the larger Search holds (A40)', () => {
    let s = turnWith(['ability.wisdom', 'ability.wisdom'], { ...guild, xp: 2 });
    s = play(play(s, 'ability.wisdom', 'expert'), 'ability.wisdom', 'basic');
    expect(player(s).spellPurchase).toEqual({ discount: 4, search: 4 });
  });
});

// ---- Diplomacy ------------------------------------------------------------------------------------

describe('Diplomacy', () => {
  it('the Basic (Map) play on the turn; the Expert one only when a combat is declared (test/mapCardPlays.test.ts)', () => {
    expect(cardPlays('ability.diplomacy').map((p) => [p.key, p.timing])).toEqual([['basic', 'map'], ['expert', 'instant']]);
    expect(playKeys(turnWith(['ability.diplomacy'], { xp: 2 }), 'ability.diplomacy')).toEqual(['basic']);
  });

  it('draws one neutral unit per Dwelling, the Gold Dwelling also an Azure one (A41); recruit one, discard the rest', () => {
    let s = turnWith(['ability.diplomacy'], { buildings: ['bronzeDwelling', 'silverDwelling', 'goldDwelling'], gold: 100 });
    s = play(s, 'ability.diplomacy', 'basic');
    expectDecision(s, 'summonNeutral', 'p1');
    const drawn = s.revealed.slice();
    expect(drawn.map((u) => NEUTRAL_TIER.get(cardOf(u)))).toEqual(['bronze', 'silver', 'gold', 'azure']);
    const pick = drawn[1] as string;
    const before = gold(s);
    s = apply(s, { type: 'recruit', unit: pick });
    expect(player(s).units).toContainEqual({ unit: pick, side: 'neutral' });
    expect(gold(s)).toBe(before - (NEUTRAL_UNITS.find((u) => u.id === cardOf(pick))?.recruitCost.gold ?? NaN));
    expect(s.revealed).toEqual([]);
    for (const u of drawn.filter((x) => x !== pick)) {
      expect(Object.values(s.neutralDecks).some((pile) => pile.discard.includes(u))).toBe(true);
    }
    expect(player(s).tokens.population).toBe(true); // no Population token used
    expectDecision(s, 'turn', 'p1');
  });

  it('one Dwelling: one card; declining discards it', () => {
    let s = turnWith(['ability.diplomacy'], { buildings: ['bronzeDwelling'] });
    s = play(s, 'ability.diplomacy', 'basic');
    expect(s.revealed).toHaveLength(1);
    const drawn = s.revealed[0] as string;
    s = apply(s, { type: 'decline' });
    expect(s.neutralDecks.bronze.discard).toContain(drawn);
    expect(player(s).units.some((u) => u.unit === drawn)).toBe(false);
  });

  it('only units whose cost can be paid are offered', () => {
    let s = turnWith(['ability.diplomacy'], { buildings: ['bronzeDwelling'], gold: 0 });
    s = withPlayer(s, 'p1', (p) => {
      p.resources.valuables = 0;
    });
    s = play(s, 'ability.diplomacy', 'basic');
    expect(legalActions(s)).toEqual([{ type: 'decline' }]);
  });

  it('is not offered without a Dwelling', () => {
    expect(playKeys(turnWith(['ability.diplomacy'], { buildings: [] }), 'ability.diplomacy')).toEqual([]);
  });
});

// ---- Logistics ------------------------------------------------------------------------------------

describe('Logistics', () => {
  it('Expert: +1 movement point this turn (the Basic (Ongoing) play: test/mapCardPlays.test.ts)', () => {
    expect(cardPlays('ability.logistics').map((p) => p.key)).toEqual(['basic', 'expert']);
    expect(playKeys(turnWith(['ability.logistics']), 'ability.logistics')).toEqual(['basic']); // level I: no Expert use
    let s = turnWith(['ability.logistics'], { xp: 2 });
    s = play(s, 'ability.logistics', 'expert');
    expect(player(s).mainHero.extra).toBe(1);
    expect(player(s).expertUsed).toBe(1);
    s = apply(s, { type: 'endTurn' });
    expect(player(s).mainHero.extra).toBe(0);
  });
});

/** Attacks whenever p1's unit can, passes every window: the weakened guards fall at the first attack. */
function fightToTheEnd(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 20 && s.combat; i++) {
    const dec = s.pending!;
    const acts = legalActions(s);
    const attack = acts.find((a) => a.type === 'attack');
    if (dec.kind === 'activation' && attack) s = apply(s, attack);
    else if (dec.kind === 'reaction') s = apply(s, { type: 'pass' });
    else if (dec.kind === 'attackRoll') s = apply(s, { type: 'keepDice' });
    else s = apply(s, acts.find((a) => a.type === 'endActivation') ?? acts[0]!);
  }
  return s;
}

// ---- Necromancy -----------------------------------------------------------------------------------

describe('Necromancy', () => {
  /** Sandro on his turn with Few units, Necromancy in hand, no Citadel and no Dwelling; `won`: a combat won this turn. */
  function necropolis(won: boolean, xp = 0): GameState {
    let s = turnWith(['ability.necromancy'], { hero: 'sandro', xp, gold: 30, buildings: [] });
    s = withPlayer(s, 'p1', (p) => {
      p.units = [
        { unit: 'necropolis.skeletons', side: 'few' },
        { unit: 'necropolis.wraiths', side: 'few' },
        { unit: 'necropolis.dread-knights', side: 'few' },
      ];
      p.wonCombatThisTurn = won;
    });
    return loadState(JSON.stringify(s));
  }

  it('is offered only after a combat won this turn', () => {
    expect(playKeys(necropolis(false), 'ability.necromancy')).toEqual([]);
    expect(playKeys(necropolis(true), 'ability.necromancy')).toEqual(['basic']);
  });

  it('Basic: reinforce a Bronze or Silver unit for half its gold cost, rounded down (A43), no Citadel or token', () => {
    let s = play(necropolis(true), 'ability.necromancy', 'basic');
    expectDecision(s, 'reinforceHalfGold', 'p1');
    expect(legalActions(s)).toEqual([
      { type: 'reinforce', unit: 'necropolis.skeletons' },
      { type: 'reinforce', unit: 'necropolis.wraiths' },
      { type: 'decline' },
    ]);
    const before = gold(s);
    // Skeletons reinforce for 3 gold: 1 (rounded down).
    const skel = apply(s, { type: 'reinforce', unit: 'necropolis.skeletons' });
    expect(gold(skel)).toBe(before - 1);
    expect(sideOf(skel, 'necropolis.skeletons')).toBe('pack');
    expect(player(skel).tokens.population).toBe(true);
    // Wraiths reinforce for 6 gold: 3.
    expect(gold(apply(s, { type: 'reinforce', unit: 'necropolis.wraiths' }))).toBe(before - 3);
    expectIllegal(s, { type: 'reinforce', unit: 'necropolis.dread-knights' }, 'OPTION_NOT_AVAILABLE');
    expect(sideOf(apply(s, { type: 'decline' }), 'necropolis.skeletons')).toBe('few');
  });

  it('Expert: any unit; only the gold is halved, other resources are paid in full (A43)', () => {
    let s = play(necropolis(true, 2), 'ability.necromancy', 'expert');
    expect(isListed(s, { type: 'reinforce', unit: 'necropolis.dread-knights' })).toBe(true);
    const before = player(s).resources;
    s = apply(s, { type: 'reinforce', unit: 'necropolis.dread-knights' }); // 20 gold and 1 valuable
    expect(player(s).resources.gold).toBe(before.gold - 10);
    expect(player(s).resources.valuables).toBe(before.valuables - 1);
    expect(sideOf(s, 'necropolis.dread-knights')).toBe('pack');
  });

  it('a Legion discount lowers the halved cost too (R32)', () => {
    let s = necropolis(true);
    s = putInHand(s, 'p1', [instance(s, 'artifact.legs-of-legion')]);
    s = play(play(s, 'artifact.legs-of-legion', 'top'), 'ability.necromancy', 'basic');
    expect(isListed(s, { type: 'reinforce', unit: 'necropolis.wraiths', discount: 4 })).toBe(true);
    const before = gold(s);
    s = apply(s, { type: 'reinforce', unit: 'necropolis.wraiths', discount: 4 }); // 6 → 3 → 0
    expect(gold(s)).toBe(before);
    expect(player(s).unitDiscounts).toEqual([]);
  });

  it('is refused to other factions', () => {
    let s = turnWith(['ability.necromancy']);
    s = withPlayer(s, 'p1', (p) => {
      p.wonCombatThisTurn = true;
      p.units = [{ unit: 'castle.halberdiers', side: 'few' }];
    });
    expect(playKeys(s, 'ability.necromancy')).toEqual([]);
  });

  it('the record of a combat won ends with the turn (A44)', () => {
    const s = apply(necropolis(true), { type: 'endTurn' });
    expect(player(s).wonCombatThisTurn).toBe(false);
  });

  it('a combat won during a turn sets the record (a combat in a game), then Necromancy can be played', () => {
    let s = createCombat({
      dice: { attack: [0, 0, 0, 0] },
      attacker: {
        hero: 'sandro',
        gold: 10,
        hand: ['ability.necromancy'],
        units: [{ unit: 'necropolis.dread-knights', side: 'pack', space: 9 }, { unit: 'necropolis.wraiths', space: 4 }],
      },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 13, damage: 3 }] },
    });
    // The same combat, but fought on p1's turn of a game rather than as a stand-alone sandbox.
    s = modify(s, (x) => {
      x.phase = { step: 'turn', seat: 0 };
    });
    s = fightToTheEnd(s);
    expect(s.combat).toBeNull();
    expect(s.log.some((e) => e.type === 'combatEnded' && e.result === 'attackerWon')).toBe(true);
    expect(player(s).wonCombatThisTurn).toBe(true);
    expectDecision(s, 'turn', 'p1');
    s = play(s, 'ability.necromancy', 'basic');
    s = apply(s, { type: 'reinforce', unit: 'necropolis.wraiths' });
    expect(sideOf(s, 'necropolis.wraiths')).toBe('pack');
    expect(gold(s)).toBe(10 - 3);
  });

  it('a stand-alone combat sandbox leaves no record', () => {
    let s = createCombat({
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', side: 'pack', space: 9 }] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 13, damage: 3 }] },
    });
    s = fightToTheEnd(s);
    expect(s.result).toMatchObject({ winner: 'p1' });
    expect(player(s).wonCombatThisTurn).toBe(false);
  });
});

// ---- Angel Wings, Speculum, Town Portal ------------------------------------------------------------

describe('Angel Wings, Speculum, Town Portal', () => {
  it('Angel Wings bottom: draw 1 card (the card goes to the discard pile); its top: test/mapCardPlays.test.ts', () => {
    expect(cardPlays('artifact.angel-wings').map((p) => p.key)).toEqual(['top', 'bottom']);
    let s = turnWith(['artifact.angel-wings']);
    const card = instance(s, 'artifact.angel-wings');
    const hand = player(s).hand.length;
    s = play(s, 'artifact.angel-wings', 'bottom');
    expect(player(s).hand).toHaveLength(hand);
    expect(player(s).hand).not.toContain(card);
    expect(player(s).discard).toContain(card);
  });

  it('Speculum bottom: remove it from the game, then draw 1 card; its top: test/mapCardPlays.test.ts', () => {
    expect(cardPlays('artifact.speculum').map((p) => p.key)).toEqual(['top', 'bottom']);
    let s = turnWith(['artifact.speculum']);
    const card = instance(s, 'artifact.speculum');
    const hand = player(s).hand.length;
    s = play(s, 'artifact.speculum', 'bottom');
    expect(player(s).hand).toHaveLength(hand);
    expect(player(s).removed).toContain(card);
    expect(player(s).discard).not.toContain(card);
  });

  it('Town Portal: in combat only the alternative +1 Power (S30); on the map, nowhere to go from the only town', () => {
    expect(cardPlays('spell.town-portal').map((p) => [p.key, p.combatOnly])).toEqual([['spell', false], ['alternative', true]]);
    expect(playKeys(turnWith(['spell.town-portal']), 'spell.town-portal')).toEqual([]); // the Main Hero stands on its only town
    let s = createCombat({
      attacker: { hero: 'catherine', hand: ['spell.town-portal'], units: [{ unit: 'castle.griffins', space: 5 }] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 13 }] },
    });
    while (s.pending?.kind !== 'activation' || s.pending.player !== 'p1') {
      s = apply(s, legalActions(s).find((a) => a.type === 'pass' || a.type === 'endActivation') ?? legalActions(s)[0]!);
    }
    const card = player(s).hand[0] as CardId;
    expect(isListed(s, { type: 'playCard', card, play: 'alternative' })).toBe(true);
    const power = s.combat?.power['p1'] ?? 0;
    s = apply(s, { type: 'playCard', card, play: 'alternative' });
    expect(s.combat?.power['p1']).toBe(power + 1);
  });
});
