/**
 * The core Artifacts built so far (docs/cards.md, Artifact Cards p. 25): two effects, 'top' and 'bottom', one chosen
 * when played. Map / deck effects are played on the owner's turn (cards/mapPlays.ts) and in combat, statistic and
 * Power effects in combat (combat/cards.ts); a play mixing both runs on the effect stack there, in order.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, legalActions, type Action, type CardId, type GameState } from '../src';
import { allCards, expectDecision, expectIllegal, newTurnGame, player, putInDiscard, putInHand, withPlayer } from './helpers';

const instance = (s: GameState, id: string): CardId => allCards(s).find((c) => c.startsWith(`${id}#`)) as CardId;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => plays(s, prefix).map((a) => a.play).sort();

/** p1 on their turn with this artifact in hand (besides the drawn cards). */
function turnWith(id: string): GameState {
  const s = newTurnGame();
  expectDecision(s, 'turn', 'p1');
  return putInHand(s, 'p1', [instance(s, id)]);
}
const play = (s: GameState, id: string, key: 'top' | 'bottom') => apply(s, { type: 'playCard', card: instance(s, id), play: key });

describe('resource Artifacts (on the map): gain, or remove the card for more', () => {
  it.each([
    ['artifact.endless-bag-of-gold', 'gold', 3, 6],
    ['artifact.endless-sack-of-gold', 'gold', 5, 8],
    ['artifact.everpouring-vial-of-mercury', 'valuables', 1, 2],
    ['artifact.inexhaustible-cart-of-lumber', 'buildingMaterials', 2, 4],
  ] as const)('%s: top +%s %i (discarded), bottom removed from the game', (id, resource, top, bottom) => {
    const s = turnWith(id);
    expect(keys(s, id)).toEqual(['bottom', 'top']);
    const before = player(s).resources[resource];
    const card = instance(s, id);

    const t = play(s, id, 'top');
    expect(player(t).resources[resource]).toBe(before + top);
    expect(player(t).discard).toContain(card);
    expectDecision(t, 'turn', 'p1');

    const b = play(s, id, 'bottom');
    expect(player(b).resources[resource]).toBe(before + bottom);
    expect(player(b).discard).not.toContain(card);
    expect(player(b).removed).toContain(card);
    expect(b.log.some((e) => e.type === 'cardRemoved' && e.card === card)).toBe(true);
  });

  it('are Instant: offered in combat too, their effects run on the stack (A1)', () => {
    let s = combatWith(['artifact.endless-bag-of-gold', 'artifact.charm-of-mana', 'artifact.rib-cage']);
    expect(keys(s, 'artifact.endless-bag-of-gold')).toEqual(['bottom', 'top']);
    expect(keys(s, 'artifact.charm-of-mana')).toEqual(['bottom', 'top']);
    expect(keys(s, 'artifact.rib-cage')).toEqual(['bottom']); // no Spell in the discard pile
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.endless-bag-of-gold'), play: 'top' });
    expect(player(s).resources.gold).toBe(gold + 3);
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1', unit: 'castle.griffins' });
  });
});

describe('Everflowing Crystal Cloak', () => {
  it('top: discard 3 cards, then gain 2 valuables', () => {
    let s = turnWith('artifact.everflowing-crystal-cloak');
    const before = player(s).resources.valuables;
    s = play(s, 'artifact.everflowing-crystal-cloak', 'top');
    for (let i = 0; i < 3; i++) {
      expectDecision(s, 'discardCards', 'p1');
      expect(player(s).resources.valuables).toBe(before);
      s = apply(s, { type: 'discard', card: player(s).hand[0] as CardId });
    }
    expect(player(s).resources.valuables).toBe(before + 2);
    expect(player(s).discard).toHaveLength(4);
  });

  it('top needs 3 other cards in hand; bottom gains 1 valuable', () => {
    let s = turnWith('artifact.everflowing-crystal-cloak');
    s = withPlayer(s, 'p1', (p) => {
      p.deck.push(...p.hand.filter((c) => !c.startsWith('artifact.')).slice(2));
      p.hand = p.hand.filter((c) => c.startsWith('artifact.')).concat(p.hand.filter((c) => !c.startsWith('artifact.')).slice(0, 2));
    });
    expect(player(s).hand).toHaveLength(3);
    expect(keys(s, 'artifact.everflowing-crystal-cloak')).toEqual(['bottom']);
    expectIllegal(s, { type: 'playCard', card: instance(s, 'artifact.everflowing-crystal-cloak'), play: 'top' }, 'OPTION_NOT_AVAILABLE');
    const before = player(s).resources.valuables;
    s = play(s, 'artifact.everflowing-crystal-cloak', 'bottom');
    expect(player(s).resources.valuables).toBe(before + 1);
  });
});

describe('Charm of Mana', () => {
  it('top: discard 2 cards, then draw 3', () => {
    let s = turnWith('artifact.charm-of-mana');
    const hand = player(s).hand.length;
    s = play(s, 'artifact.charm-of-mana', 'top');
    s = apply(s, { type: 'discard', card: player(s).hand[0] as CardId });
    s = apply(s, { type: 'discard', card: player(s).hand[0] as CardId });
    expectDecision(s, 'turn', 'p1');
    expect(player(s).hand).toHaveLength(hand - 1 - 2 + 3);
  });

  it('bottom: draw 2 cards, then discard 1', () => {
    let s = turnWith('artifact.charm-of-mana');
    const hand = player(s).hand.length;
    s = play(s, 'artifact.charm-of-mana', 'bottom');
    expectDecision(s, 'discardCards', 'p1');
    expect(player(s).hand).toHaveLength(hand - 1 + 2);
    s = apply(s, { type: 'discard', card: player(s).hand[0] as CardId });
    expect(player(s).hand).toHaveLength(hand);
    expectDecision(s, 'turn', 'p1');
  });
});

describe('Rib Cage', () => {
  it('top: take a Spell from the discard pile into hand, then shuffle the discard pile into the deck', () => {
    let s = turnWith('artifact.rib-cage');
    expect(keys(s, 'artifact.rib-cage')).toEqual([]); // no Spell in the discard pile
    const spell = allCards(s).find((c) => c.startsWith('spell.') && !player(s).hand.includes(c)) as CardId;
    s = putInDiscard(s, 'p1', [spell, instance(s, 'stat.attack')]);
    expect(keys(s, 'artifact.rib-cage')).toEqual(['top']);
    const deck = player(s).deck.length;
    s = play(s, 'artifact.rib-cage', 'top');
    expectDecision(s, 'takeFromDiscard', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'takeCard', card: spell }]);
    s = apply(s, { type: 'takeCard', card: spell });
    expect(player(s).hand).toContain(spell);
    expect(player(s).discard).toEqual([]);
    expect(player(s).deck).toHaveLength(deck + 2); // the Attack card and the Rib Cage itself
    expectDecision(s, 'turn', 'p1');
  });
});

/** Griffins (Initiative 6) activate first against Zombies; p1 holds `hand` over a deck of two Power cards. */
const combatWith = (hand: string[]) =>
  createCombat({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.power'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
  });
const griffins = (s: GameState) => s.combat!.units.find((u) => u.id === 'castle.griffins')!;
const cardIn = (s: GameState, prefix: string) => player(s).hand.find((c) => c.startsWith(prefix))!;
const attack = (s: GameState) => griffins(s).attackBonus;
const defense = (s: GameState) => griffins(s).defenseBonus;
const powerOf = (s: GameState) => s.combat!.power.p1 ?? 0;
const drawn = (s: GameState) => player(s).hand.filter((c) => c.startsWith('stat.power')).length;

describe('combat Artifacts', () => {
  it.each([
    ['artifact.armor-of-wonder', 'top', attack, 1, 1],
    ['artifact.armor-of-wonder', 'bottom', defense, 1, 1],
    ['artifact.dragon-scale-armor', 'top', attack, 2, 0],
    ['artifact.dragon-scale-armor', 'bottom', defense, 2, 0],
    ['artifact.dragon-scale-shield', 'top', attack, 2, 0],
    ['artifact.dragon-scale-shield', 'bottom', defense, 2, 0],
    ['artifact.red-dragon-flame-tongue', 'top', defense, 1, 0],
    ['artifact.red-dragon-flame-tongue', 'bottom', attack, 1, 0],
    ['artifact.tunic-of-the-cyclops-king', 'top', powerOf, 1, 1],
    ['artifact.tunic-of-the-cyclops-king', 'bottom', powerOf, 2, 0],
    ['artifact.breastplate-of-petrified-wood', 'top', powerOf, 0, 1],
    ['artifact.breastplate-of-petrified-wood', 'bottom', powerOf, 1, 0],
    ['artifact.rib-cage', 'bottom', powerOf, 1, 0],
  ] as const)('%s %s', (id, key, gained, amount, draws) => {
    let s = combatWith([id]);
    s = apply(s, { type: 'playCard', card: cardIn(s, id), play: key });
    expect(gained(s)).toBe(amount);
    expect(drawn(s)).toBe(draws);
    expect(player(s).discard.some((c) => c.startsWith(id))).toBe(true);
  });

  it('statistic and Power effects are not offered on the map; a plain draw is (Breastplate)', () => {
    for (const id of ['artifact.armor-of-wonder', 'artifact.dragon-scale-armor', 'artifact.red-dragon-flame-tongue', 'artifact.tunic-of-the-cyclops-king']) {
      expect(keys(turnWith(id), id)).toEqual([]);
    }
    let s = turnWith('artifact.breastplate-of-petrified-wood');
    expect(keys(s, 'artifact.breastplate-of-petrified-wood')).toEqual(['top']);
    const hand = player(s).hand.length;
    s = play(s, 'artifact.breastplate-of-petrified-wood', 'top');
    expect(player(s).hand).toHaveLength(hand);
  });

  it('are Instant: offered in a reaction window, changing the statistic of the player\'s unit in the attack', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['artifact.dragon-scale-shield'] },
    });
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(keys(s, 'artifact.dragon-scale-shield')).toEqual(['bottom', 'top']);
    const defenseIn = (x: GameState) => x.log.find((e) => e.type === 'attackResolved' && e.attacker === 'castle.griffins') as { defense: number };
    const passed = apply(s, { type: 'pass' });
    const played = apply(s, { type: 'playCard', card: s.players[1]!.hand[0]!, play: 'bottom' });
    expect(defenseIn(played).defense).toBe(defenseIn(passed).defense + 2);
  });
});

describe('discard-cost Artifacts (in combat): the discard decision, then the combat effect', () => {
  it.each([
    ['artifact.ogres-club-of-havoc', 'top', attack, 2],
    ['artifact.ogres-club-of-havoc', 'bottom', attack, 1],
    ['artifact.sentinels-shield', 'top', defense, 3],
    ['artifact.sentinels-shield', 'bottom', defense, 2],
    ['artifact.shield-of-the-yawning-dead', 'top', defense, 2],
    ['artifact.shield-of-the-yawning-dead', 'bottom', defense, 1],
    ['artifact.titans-cuirass', 'top', powerOf, 4],
    ['artifact.titans-cuirass', 'bottom', powerOf, 2],
    ['artifact.titans-gladius', 'top', attack, 3],
    ['artifact.titans-gladius', 'bottom', attack, 2],
  ] as const)('%s %s', (id, key, gained, amount) => {
    let s = combatWith([id, 'stat.defense']);
    s = apply(s, { type: 'playCard', card: cardIn(s, id), play: key });
    if (key === 'top') {
      expect(s.pending).toMatchObject({ kind: 'discardCards', player: 'p1', min: 1, max: 1 });
      expect(gained(s)).toBe(0); // the discard first, then the change
      s = apply(s, { type: 'discard', card: cardIn(s, 'stat.defense') });
      expect(player(s).discard.some((c) => c.startsWith('stat.defense'))).toBe(true);
    }
    expect(gained(s)).toBe(amount);
    expect(player(s).discard.some((c) => c.startsWith(id))).toBe(true);
    // The combat goes on where it was: the Griffins' activation.
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1', unit: 'castle.griffins' });
  });

  it('the discard is a cost: top needs other cards in hand (R2)', () => {
    for (const id of ['artifact.ogres-club-of-havoc', 'artifact.titans-cuirass', 'artifact.sword-of-judgement']) {
      const s = combatWith([id]);
      expect(keys(s, id)).toEqual(id.includes('sword') ? [] : ['bottom']);
      expectIllegal(s, { type: 'playCard', card: cardIn(s, id), play: 'top' }, 'OPTION_NOT_AVAILABLE');
    }
    const targ = combatWith(['artifact.targ-of-the-rampaging-ogre', 'stat.attack']);
    expect(keys(targ, 'artifact.targ-of-the-rampaging-ogre')).toEqual(['bottom']);
  });

  it('Targ of the Rampaging Ogre: top discards 2 cards for +2 Defense, then returns to hand; bottom +1 Defense', () => {
    const id = 'artifact.targ-of-the-rampaging-ogre';
    let s = combatWith([id, 'stat.attack', 'stat.defense']);
    const targ = cardIn(s, id);
    s = apply(s, { type: 'playCard', card: targ, play: 'top' });
    s = apply(s, { type: 'discard', card: cardIn(s, 'stat.attack') });
    expect(defense(s)).toBe(0);
    s = apply(s, { type: 'discard', card: cardIn(s, 'stat.defense') });
    expect(defense(s)).toBe(2);
    expect(player(s).hand).toContain(targ);
    expect(player(s).discard).not.toContain(targ);
    expect(player(s).discard).toHaveLength(2);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });

    let b = combatWith([id]);
    b = apply(b, { type: 'playCard', card: cardIn(b, id), play: 'bottom' });
    expect(defense(b)).toBe(1);
    expect(player(b).discard).toContain(targ);
  });

  it.each([['top', attack], ['bottom', defense]] as const)('Sword of Judgement %s: discard X cards for +X', (key, gained) => {
    const id = 'artifact.sword-of-judgement';
    let s = combatWith([id, 'stat.attack', 'stat.defense', 'stat.power']);
    s = apply(s, { type: 'playCard', card: cardIn(s, id), play: key });
    expect(s.pending).toMatchObject({ kind: 'discardCards', min: 1 });
    expect(legalActions(s).some((a) => a.type === 'finishDiscarding')).toBe(false);
    s = apply(s, { type: 'discard', card: cardIn(s, 'stat.attack') });
    s = apply(s, { type: 'discard', card: cardIn(s, 'stat.defense') });
    expect(gained(s)).toBe(0);
    s = apply(s, { type: 'finishDiscarding' });
    expect(gained(s)).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  });

  it('in a reaction window: the decision comes mid-attack, then the window goes on', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['artifact.sentinels-shield', 'stat.attack'] },
    });
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    const defenseIn = (x: GameState) => x.log.find((e) => e.type === 'attackResolved' && e.attacker === 'castle.griffins') as { defense: number };
    const passed = apply(s, { type: 'pass' });
    const shield = s.players[1]!.hand.find((c) => c.startsWith('artifact.'))!;
    s = apply(s, { type: 'playCard', card: shield, play: 'top' });
    expect(s.pending).toMatchObject({ kind: 'discardCards', player: 'p2' });
    expect(defenseIn(s)).toBeUndefined();
    s = apply(s, { type: 'discard', card: s.players[1]!.hand[0]! });
    // The window went on (p1 has no card to play) and the attack resolved with the +3 Defense.
    expect(defenseIn(s).defense).toBe(defenseIn(passed).defense + 3);
  });
});
