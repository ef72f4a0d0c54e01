/**
 * Playing cards on the map (cards/mapPlays.ts; General Card Rules p. 21, Statistic and Ability Cards p. 23) and the
 * core Ability cards built so far (docs/cards.md): Estates, Leadership (map), Armorer, Offense, Sorcery (combat).
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, legalActions, type Action, type CardId, type GameState } from '../src';
import { Draft } from '../src/kernel/draft';
import { whyNotMapPlay } from '../src/cards/mapPlays';
import { allCards, clone, expectDecision, expectIllegal, newTurnGame, player, putInHand, setExperience, setMorale, withPlayer } from './helpers';

const instance = (s: GameState, id: string, n = 0): CardId => allCards(s).filter((c) => c.startsWith(`${id}#`))[n] as CardId;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => plays(s, prefix).map((a) => a.play).sort();

/** p1 on their turn with these card ids in hand (besides the drawn ones), at `xp` experience. */
function turnWith(ids: string[], xp = 0): GameState {
  let s = setExperience(newTurnGame(), 'p1', xp);
  expectDecision(s, 'turn', 'p1');
  s = putInHand(s, 'p1', ids.map((id, i) => instance(s, id, ids.slice(0, i).filter((x) => x === id).length)));
  return s;
}

describe('the map play pipeline', () => {
  it('offers the Basic play of a map card on the own turn; Expert only with an Expert use left (level I has none)', () => {
    const s = turnWith(['ability.estates']);
    expect(keys(s, 'ability.estates')).toEqual(['basic']);
    expectIllegal(s, { type: 'playCard', card: instance(s, 'ability.estates'), play: 'expert' }, 'OPTION_NOT_AVAILABLE');
    expect(keys(turnWith(['ability.estates'], 2), 'ability.estates')).toEqual(['basic', 'expert']);
  });

  it('playing moves the card to the discard pile, logs it and runs its effects', () => {
    let s = turnWith(['ability.estates']);
    const card = instance(s, 'ability.estates');
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'playCard', card, play: 'basic' });
    expect(player(s).hand).not.toContain(card);
    expect(player(s).discard.at(-1)).toBe(card);
    expect(player(s).resources.gold).toBe(gold + 3);
    expect(s.log.some((e) => e.type === 'cardPlayed' && e.card === card && e.play === 'basic')).toBe(true);
    expectDecision(s, 'turn', 'p1');
  });

  it('Expert plays use the Expert effects of the round (level II: one)', () => {
    let s = turnWith(['ability.estates', 'ability.estates'], 2);
    s = apply(s, { type: 'playCard', card: instance(s, 'ability.estates'), play: 'expert' });
    expect(player(s).expertUsed).toBe(1);
    expect(keys(s, 'ability.estates')).toEqual(['basic']);
    expectIllegal(s, { type: 'playCard', card: player(s).hand.find((c) => c.startsWith('ability.estates#'))!, play: 'expert' }, 'OPTION_NOT_AVAILABLE');
  });

  it('lists one action per card id, not per copy', () => {
    const s = turnWith(['ability.estates', 'ability.estates']);
    expect(plays(s, 'ability.estates')).toHaveLength(1);
  });

  it('a choice in the effects becomes a decision (Leadership with a positive token already: spend it first?)', () => {
    let s = setMorale(turnWith(['ability.leadership']), 'p1', { positive: true });
    s = apply(s, { type: 'playCard', card: instance(s, 'ability.leadership'), play: 'basic' });
    expectDecision(s, 'spendMoraleFirst', 'p1');
  });

  it('combat-only plays (Statistic, Armorer) are not offered on the map', () => {
    const s = turnWith(['stat.attack', 'ability.armorer', 'ability.sorcery'], 6);
    for (const id of ['stat.', 'ability.armorer', 'ability.sorcery']) expect(plays(s, id)).toEqual([]);
    expectIllegal(s, { type: 'playCard', card: instance(s, 'ability.armorer'), play: 'basic' }, 'OPTION_NOT_AVAILABLE');
  });

  it('rejects a card not in hand, and a target / power / space on a map play', () => {
    const s = turnWith(['ability.estates', 'ability.leadership']);
    const other = allCards(s).find((c) => c.startsWith('ability.estates#') && !player(s).hand.includes(c)) as CardId;
    expectIllegal(s, { type: 'playCard', card: other, play: 'basic' }, 'CARD_NOT_IN_HAND');
    expectIllegal(s, { type: 'playCard', card: instance(s, 'ability.estates'), play: 'basic', power: 0 }, 'MALFORMED_ACTION');
  });

  it('a faction card cannot be used by another faction (Necromancy is Necropolis-only)', () => {
    const s = turnWith(['ability.necromancy']);
    const card = instance(s, 'ability.necromancy');
    const play = { key: 'basic', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'draw', count: 1 }] } as const;
    const castle = new Draft(clone(s));
    expect(whyNotMapPlay(castle, castle.peek('p1'), card, { ...play, effects: [...play.effects] })).toMatch(/necropolis/);
    const necro = new Draft(clone(withPlayer(s, 'p1', (p) => { p.faction = 'necropolis'; })));
    expect(whyNotMapPlay(necro, necro.peek('p1'), card, { ...play, effects: [...play.effects] })).toBeNull();
  });

  it('Instant plays of map effects are offered in combat too (A1); their choices are decisions there', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', level: 3, units: [{ unit: 'castle.griffins', space: 6 }], hand: ['ability.estates', 'ability.leadership'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1' });
    expect(plays(s, '').map((a) => `${a.card.split('#')[0]} ${a.play}`).sort()).toEqual([
      'ability.estates basic', 'ability.estates expert', 'ability.leadership basic', 'ability.leadership expert',
    ]);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'playCard', card: plays(s, 'ability.estates')[0]!.card, play: 'basic' });
    expect(player(s).resources.gold).toBe(gold + 3);
    s = apply(s, { type: 'playCard', card: plays(s, 'ability.leadership')[0]!.card, play: 'basic' });
    expect(player(s).morale.positive).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1', unit: 'castle.griffins' });
  });
});

describe('Estates', () => {
  it.each([['basic', 3, 0], ['expert', 6, 2]] as const)('%s: gain %i gold', (play, gold, xp) => {
    let s = turnWith(['ability.estates'], xp);
    const before = player(s).resources.gold;
    s = apply(s, { type: 'playCard', card: instance(s, 'ability.estates'), play });
    expect(player(s).resources.gold).toBe(before + gold);
  });
});

describe('Leadership', () => {
  it('basic: gain positive morale', () => {
    let s = setMorale(turnWith(['ability.leadership']), 'p1', {});
    s = apply(s, { type: 'playCard', card: instance(s, 'ability.leadership'), play: 'basic' });
    expect(player(s).morale.positive).toBe(true);
  });

  it('expert: draw 2 cards, then gain positive morale', () => {
    let s = setMorale(turnWith(['ability.leadership'], 2), 'p1', {});
    const hand = player(s).hand.length;
    s = apply(s, { type: 'playCard', card: instance(s, 'ability.leadership'), play: 'expert' });
    expect(player(s).hand).toHaveLength(hand - 1 + 2);
    expect(player(s).morale.positive).toBe(true);
    expect(player(s).expertUsed).toBe(1);
  });
});

/** Griffins (Initiative 6) activate first against Zombies; p1 holds `hand` over a deck of two Power cards. */
const combatWith = (hand: string[], level = 1) =>
  createCombat({
    attacker: { hero: 'catherine', level, units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.power'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
  });
const griffins = (s: GameState) => s.combat!.units.find((u) => u.id === 'castle.griffins')!;
const handOf = (s: GameState) => player(s).hand;
const cardIn = (s: GameState, prefix: string) => handOf(s).find((c) => c.startsWith(prefix))!;

describe.each([
  ['ability.armorer', (s: GameState) => griffins(s).defenseBonus],
  ['ability.offense', (s: GameState) => griffins(s).attackBonus],
  ['ability.sorcery', (s: GameState) => s.combat!.power.p1 ?? 0],
] as const)('%s (combat)', (id, gained) => {
  it.each([['basic', 1, 1], ['expert', 2, 2]] as const)('%s: +%i, then draw 1 card', (play, amount, level) => {
    let s = combatWith([id], level);
    expect(keys(s, id)).toEqual(level === 1 ? ['basic'] : ['basic', 'expert']);
    s = apply(s, { type: 'playCard', card: cardIn(s, id), play });
    expect(gained(s)).toBe(amount);
    expect(handOf(s)).toHaveLength(1);
    expect(cardOfHand(s)).toBe('stat.power');
    expect(player(s).expertUsed).toBe(play === 'expert' ? 1 : 0);
  });

  it('the Expert play is refused without an Expert use left', () => {
    const s = combatWith([id], 1);
    expectIllegal(s, { type: 'playCard', card: cardIn(s, id), play: 'expert' }, 'OPTION_NOT_AVAILABLE');
  });
});

const cardOfHand = (s: GameState) => (handOf(s)[0] as string).split('#')[0];
