/**
 * The Stronghold box's cards built on the stronghold-cards branch: the Artifacts Diplomat's Ring, Quiet Eye of the
 * Dragon and Thunder Helmet, and the copies it adds of Magic Arrow, Offense, Scouting and Wisdom — each from its printed
 * text, with the box in play (rulings SH60–SH64), and the Astrologers Proclaim card Judge Dread (SH70, SH71).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CardId, type Expansion, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { attackOf, defenseOf } from '../src/combat/stats';
import { neutralUnit } from '../src/data/units';
import { addBuildings, allCards, modify, newGame, newTurnGame, player, rich } from './helpers';

const STRONGHOLD = ['stronghold'] as const;
const ARTIFACTS = ['diplomats-ring', 'quiet-eye-of-the-dragon', 'thunder-helmet'];
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => [...new Set(plays(s, prefix).map((a) => a.play))].sort();
const play = (s: GameState, prefix: string, key: string, target?: string) =>
  apply(s, plays(s, prefix).find((a) => a.play === key && (target === undefined || a.target === target)) as Action);
const unitIn = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const inHand = (s: GameState, prefix: string) => player(s).hand.find((c) => c.startsWith(prefix)) as CardId;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
/** Every copy of a card in a game: shared decks, players' zones. */
const count = (s: GameState, id: string) => allCards(s).filter((c) => c.startsWith(`${id}#`)).length;

/** p1's turn in a Stronghold game holding these cards (taken from wherever they are), and these in the discard pile. */
function holding(ids: string[], discard: string[] = []): GameState {
  return modify(newTurnGame({ expansions: [...STRONGHOLD] }), (s) => {
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard, p.hand]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    while (p1.discard.length > 0) p1.deck.push(p1.discard.pop() as string);
    for (const [pile, list] of [[p1.hand, ids], [p1.discard, discard]] as const) {
      for (const id of list) {
        const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x) && !p1.discard.includes(x)) as string;
        for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
        pile.push(c);
      }
    }
  });
}

/** p1's Griffins (space 6) against Sandro's Zombies (10) and Skeletons (19), with these cards in hand. */
const combatWith = (hand: string[], expansions: Expansion[] = [...STRONGHOLD]) =>
  createCombat({
    expansions,
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.attack', 'stat.defense', 'stat.knowledge'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.skeletons', space: 19 }] },
  });

/** Passes until the next Combat Round starts (or the combat ends). */
function nextRound(s: GameState): GameState {
  const round = s.combat!.round;
  for (let i = 0; i < 400 && s.combat && s.combat.round === round; i++) {
    const a = legalActions(s);
    s = apply(s, a.find((x) => x.type === 'endActivation' || x.type === 'pass' || x.type === 'decline') ?? a.find((x) => x.type !== 'playCard')!);
  }
  return s;
}

describe("the Stronghold box's Artifacts and copies (ruling SH60)", () => {
  it('list the three Artifacts with the box, with their levels, one copy each; only with the box in play', () => {
    const listed = cards.list({ expansion: 'stronghold' });
    for (const a of ARTIFACTS) expect(listed.find((c) => c.id === `artifact.${a}`)).toMatchObject({ category: 'artifact', copies: 1 });
    expect(ARTIFACTS.map((a) => cardInfo(`artifact.${a}`).artifactLevel)).toEqual(['major', 'minor', 'relic']);
    const box = newTurnGame({ expansions: [...STRONGHOLD] });
    const core = newTurnGame();
    for (const a of ARTIFACTS) expect([count(box, `artifact.${a}`), count(core, `artifact.${a}`)]).toEqual([1, 0]);
  });

  it('add 2 Magic Arrows, 2 Offense, 2 Wisdom and 1 Scouting; with the Inferno or Tower box, their copies add up', () => {
    const game = (expansions: Expansion[]) => newTurnGame({ expansions });
    const core = game([]);
    const box = game(['stronghold']);
    for (const [id, n] of [['spell.magic-arrow', 2], ['ability.offense', 2], ['ability.wisdom', 2]] as const) {
      expect(count(box, id) - count(core, id), id).toBe(n);
    }
    expect([count(core, 'ability.scouting'), count(box, 'ability.scouting')]).toEqual([0, 1]);
    expect(count(game(['stronghold', 'inferno']), 'ability.scouting')).toBe(1 + 1);
    expect(count(game(['stronghold', 'tower']), 'ability.scouting')).toBe(1 + 2);
  });

  it('are the Stronghold box\'s (boxOf) and read as the cards read', () => {
    const text = (id: string) => cards.get(`artifact.${id}`)!.text;
    for (const a of ARTIFACTS) expect(cards.get(`artifact.${a}`)!.expansion).toBe('stronghold');
    expect(text('diplomats-ring')).toMatch(/Top \(Instant\): Reroll a die.*Bottom \(Map\): For every Dwelling.*recruit one of them/);
    expect(text('quiet-eye-of-the-dragon')).toMatch(/Top \(Ongoing, in combat\).*\+1 Attack until the end of the combat.*Bottom \(Instant, in combat\).*\+1 Defense/);
    expect(text('thunder-helmet')).toMatch(/Top \(Instant\): Take a Spell card from your discard pile.*Bottom \(Ongoing, in combat\): Remove this card.*whenever you cast a Spell, draw 1 card/);
    for (const a of ARTIFACTS) expect(cards.get(`artifact.${a}`)!.text).not.toMatch(/artifact\.|[a-z]+-[a-z]+/);
  });
});

describe("Diplomat's Ring (ruling SH61)", () => {
  it('top: one die the player throws this turn may be rerolled', () => {
    const t = checked(play(holding(['artifact.diplomats-ring']), 'artifact.diplomats-ring', 'top'));
    expect(player(t).luck.oneDie).toBe(true);
    expect(player(t).discard.some((c) => c.startsWith('artifact.diplomats-ring#'))).toBe(true);
  });

  it('bottom (Map): a neutral unit drawn per Dwelling built, one may be recruited; not offered without a Dwelling', () => {
    let s = holding(['artifact.diplomats-ring']);
    s = modify(s, (x) => { x.players[0]!.buildings = x.players[0]!.buildings.filter((b) => !/dwelling/i.test(b)); });
    expect(keys(s, 'artifact.diplomats-ring')).toEqual(['top']);
    s = rich(addBuildings(s, 'p1', ['bronzeDwelling', 'silverDwelling']));
    expect(keys(s, 'artifact.diplomats-ring')).toEqual(['bottom', 'top']);
    const t = checked(play(s, 'artifact.diplomats-ring', 'bottom'));
    expect(t.pending).toMatchObject({ kind: 'summonNeutral', step: 'recruit' });
    expect(t.revealed).toHaveLength(2);
    const recruit = legalActions(t).find((a) => a.type === 'recruit')!;
    const units = player(t).units.length;
    const u = checked(apply(t, recruit));
    expect(player(u).units.length).toBe(units + 1);
  });

  it('bottom is a Map effect: not offered in a combat; the top is', () => {
    expect(keys(combatWith(['artifact.diplomats-ring']), 'artifact.diplomats-ring')).toEqual(['top']);
  });
});

describe('Quiet Eye of the Dragon (ruling SH62)', () => {
  it('top (Ongoing): your selected unit +1 Attack for the rest of the combat, past its attack and the Combat Round', () => {
    const s = combatWith(['artifact.quiet-eye-of-the-dragon']);
    expect(plays(s, 'artifact.quiet-eye').filter((a) => a.play === 'top').map((a) => a.target)).toEqual(['castle.griffins']);
    const before = attackOf(unitIn(s, 'castle.griffins'));
    const t = checked(play(s, 'artifact.quiet-eye', 'top', 'castle.griffins'));
    expect(attackOf(unitIn(t, 'castle.griffins'))).toBe(before + 1);
    const later = checked(nextRound(t));
    expect(later.combat!.round).toBe(t.combat!.round + 1);
    expect(attackOf(unitIn(later, 'castle.griffins'))).toBe(before + 1);
  });

  it('top: a lasting effect — Dispel (the Tower box) takes it away', () => {
    const s = combatWith(['artifact.quiet-eye-of-the-dragon', 'spell.dispel'], ['stronghold', 'tower']);
    const t = checked(play(s, 'artifact.quiet-eye', 'top', 'castle.griffins'));
    expect(unitIn(t, 'castle.griffins').attackGain).toBe(1);
    const u = checked(play(t, 'spell.dispel', 'spell', 'castle.griffins'));
    expect(unitIn(u, 'castle.griffins').attackGain).toBeUndefined();
    expect(attackOf(unitIn(u, 'castle.griffins'))).toBe(attackOf(unitIn(s, 'castle.griffins')));
  });

  it('top: not on the Titans, whom no lasting effect reaches; the Gargoyles may take it (TW2, TW3)', () => {
    const s = createCombat({
      expansions: ['stronghold', 'tower'],
      attacker: { hero: 'catherine', units: [{ unit: 'tower.titans', space: 6 }, { unit: 'tower.gargoyles', space: 2 }], hand: ['artifact.quiet-eye-of-the-dragon'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    let t = s;
    for (let i = 0; i < 20 && plays(t, 'artifact.quiet-eye').every((a) => a.play !== 'top'); i++) t = apply(t, legalActions(t).find((a) => a.type === 'pass' || a.type === 'endActivation' || a.type === 'decline') ?? legalActions(t)[0]!);
    const targets = plays(t, 'artifact.quiet-eye').filter((a) => a.play === 'top').map((a) => a.target);
    expect(targets).toContain('tower.gargoyles');
    expect(targets).not.toContain('tower.titans');
  });

  it('bottom: +1 Defense, as a Statistic card (until the attack resolves)', () => {
    const s = combatWith(['artifact.quiet-eye-of-the-dragon']);
    expect(keys(s, 'artifact.quiet-eye')).toContain('bottom');
    const before = defenseOf(unitIn(s, 'castle.griffins'));
    const t = checked(play(s, 'artifact.quiet-eye', 'bottom'));
    expect(defenseOf(unitIn(t, 'castle.griffins'))).toBe(before + 1);
    expect(unitIn(t, 'castle.griffins').attackGain).toBeUndefined();
  });

  it('is a combat card: neither play is offered on the map', () => {
    expect(keys(holding(['artifact.quiet-eye-of-the-dragon']), 'artifact.quiet-eye')).toEqual([]);
  });
});

describe('Thunder Helmet (rulings SH63, SH64)', () => {
  it('top: a Spell card of the discard pile back to hand, on the map', () => {
    const s = holding(['artifact.thunder-helmet'], ['stat.attack', 'spell.magic-arrow']);
    let t = checked(play(s, 'artifact.thunder-helmet', 'top'));
    if (t.pending?.kind === 'choose' || t.pending?.kind === 'takeFromDiscard') t = checked(apply(t, legalActions(t).find((a) => JSON.stringify(a).includes('spell.magic-arrow'))!));
    expect(player(t).hand.some((c) => c.startsWith('spell.magic-arrow#'))).toBe(true);
    expect(player(t).discard.some((c) => c.startsWith('stat.attack#'))).toBe(true);
  });

  it('top: not offered without a Spell card in the discard pile', () => {
    expect(keys(holding(['artifact.thunder-helmet'], ['stat.attack']), 'artifact.thunder-helmet')).toEqual([]);
  });

  it('bottom (Ongoing): removed, then each Spell cast for the rest of the combat draws a card — past the Combat Round', () => {
    const s = combatWith(['artifact.thunder-helmet', 'spell.magic-arrow', 'spell.magic-arrow']);
    const helmet = inHand(s, 'artifact.thunder-helmet');
    let t = checked(play(s, 'artifact.thunder-helmet', 'bottom'));
    expect(player(t).removed).toContain(helmet);
    expect(player(t).discard).not.toContain(helmet);
    expect(t.combat!.drawOnCastThisCombat).toEqual(['p1']);
    const cast = (x: GameState): GameState => {
      let y = apply(x, { type: 'playCard', card: inHand(x, 'spell.magic-arrow'), play: 'spell', target: 'necropolis.zombies', power: 0 } as Action);
      if (y.pending?.kind === 'spellSchool') y = apply(y, { type: 'chooseSchool', school: 'fire' });
      return checked(y);
    };
    const hand = player(t).hand.length;
    t = cast(t);
    expect(player(t).hand.length).toBe(hand - 1 + 1);
    t = checked(nextRound(t));
    expect(t.combat!.drawOnCastThisCombat).toEqual(['p1']);
    const held = player(t).hand.length;
    t = cast(t);
    expect(player(t).hand.length).toBe(held - 1 + 1);
  });

  it('bottom: no draw for the alternative "+1 Power" (not a cast), nor for the enemy\'s Spells', () => {
    const s = combatWith(['artifact.thunder-helmet', 'spell.magic-arrow']);
    const t = play(s, 'artifact.thunder-helmet', 'bottom');
    const hand = player(t).hand.length;
    const u = checked(play(t, 'spell.magic-arrow', 'alternative'));
    expect(player(u).hand.length).toBe(hand - 1);
  });
});

describe('Judge Dread (rulings SH70, SH71)', () => {
  const JUDGE = 'astrologers.judge-dread#1';
  const guardsOf = (s: GameState) => s.combat!.units.filter((u) => u.owner === null && u.kind === 'unit').map((u) => u.id);
  const tier = (id: string) => neutralUnit(id.slice(0, id.indexOf('#'))).tier;
  /** A combat against neutral guards (level 3, normal) with Judge Dread in force, the attacker's unit placed. */
  const placed = (inForce: boolean): GameState => {
    let s = createCombat({ seed: 'judge', expansions: [...STRONGHOLD], attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] }, defender: { fieldLevel: 3, difficulty: 'normal' } });
    if (inForce) s = modify(s, (x) => { x.astrologers = { deck: [], discard: [], active: JUDGE, nextResourceRound: [], used: [] }; });
    s = apply(s, { type: 'placeUnit', unit: 'castle.halberdiers', space: 5 });
    const step = s.combat!.step;
    if (s.pending?.kind === 'placeUnits' && step.step === 'placement' && step.team === 'attacker') s = apply(s, { type: 'finishPlacement' });
    return s;
  };

  it('is in the Astrologers deck with the box, and only then; reads as the card reads', () => {
    expect(newGame({ astrologers: 'standard', expansions: [...STRONGHOLD] }).astrologers?.deck).toContain(JUDGE);
    expect(newGame({ astrologers: 'standard' }).astrologers?.deck).not.toContain(JUDGE);
    expect(cards.get('astrologers.judge-dread')?.expansion).toBe('stronghold');
    expect(cards.get('astrologers.judge-dread')!.text).toMatch(/start of a combat with neutral units, the attacker may discard all of them and draw/);
  });

  it('the attacker may discard all the guards and draw, for each, a card of its tier', () => {
    const s = placed(true); // a sandbox holds no Astrologers deck: the whole games' walk checks the states (strongholdCards.property)
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p1', optional: true });
    expect((s.pending as Extract<typeof s.pending, { kind: 'choose' }>).options.map((o) => o.key)).toEqual(['redraw']);
    const guards = guardsOf(s);
    expect(guards.length).toBeGreaterThan(1);
    const t = apply(s, { type: 'choose', option: 'redraw' });
    const now = guardsOf(t);
    expect(now).toHaveLength(guards.length);
    for (const g of guards) expect(now).not.toContain(g);
    expect(now.map(tier)).toEqual(guards.map(tier));
    for (const g of guards) expect(t.neutralDecks[tier(g)].discard).toContain(g);
    expect(t.pending?.kind).not.toBe('choose');
  });

  it('declined, the guards stay; without the card, nothing is asked', () => {
    const s = placed(true);
    const t = apply(s, { type: 'decline' });
    expect(guardsOf(t)).toEqual(guardsOf(s));
    expect(placed(false).pending?.kind).not.toBe('choose');
  });
});
