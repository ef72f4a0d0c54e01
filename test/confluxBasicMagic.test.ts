/**
 * The Conflux box's Ability cards Basic Air, Earth, Fire and Water Magic, each from its printed text, and the box's
 * copies of Estates, Logistics and Wisdom (rulings CF40–CF45).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { cardOf } from '../src/kernel/ids';
import { expectDecision, modify, newTurnGame, player, runEffects } from './helpers';
import { aiSkillSchoolPower } from '../src/cards/schoolMagic';
import { AI_SKILL_USES } from '../src/combat/aiHero';

const CONFLUX = ['conflux'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const powers = (s: GameState, card: string) => [...new Set(plays(s, card).filter((a) => a.play === 'spell').map((a) => a.power))];
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const schoolOf = (c: string) => cardInfo(cardOf(c)).school;

/** p1's turn in a Conflux game, with p1's copy of this card taken from the Ability deck and put into play (or the hand). */
function withCard(id: string, where: 'play' | 'hand' = 'play'): GameState {
  return modify(newTurnGame({ expansions: [...CONFLUX] }), (s) => {
    const pile = s.decks.ability;
    const card = [...pile.deck, ...pile.discard].find((c) => c.startsWith(`${id}#`)) as string;
    for (const z of [pile.deck, pile.discard]) if (z.includes(card)) z.splice(z.indexOf(card), 1);
    if (where === 'play') s.players[0]!.permanent = card;
    else s.players[0]!.hand.push(card);
  });
}

/** The state with the Spell deck's order set: these cards first (taken from wherever they are in it), the rest after. */
const spellDeckStartingWith = (s: GameState, ids: string[]): GameState =>
  modify(s, (t) => {
    const pile = t.decks.spell;
    const front: string[] = [];
    for (const id of ids) {
      const c = [...pile.deck, ...pile.discard].find((x) => x.startsWith(`${id}#`) && !front.includes(x));
      if (c === undefined) throw new Error(`no ${id} in the Spell deck`);
      front.push(c);
    }
    pile.discard = pile.discard.filter((c) => !front.includes(c));
    if (pile.discard.length === 0) pile.discard.push(pile.deck.find((c) => !front.includes(c)) as string);
    // The deck's top is its last card: the first of `ids` last.
    pile.deck = [...pile.deck.filter((c) => !front.includes(c) && !pile.discard.includes(c)), ...front.reverse()];
  });

const searchSpells = (s: GameState) => runEffects(s, 'p1', [{ op: 'search', deck: 'spell', count: 2, optional: false }]);

describe("the Conflux box's Basic Magic Ability cards", () => {
  it('are in the Ability deck with the box (2 of each, CF45), with 2 more Estates, Logistics and Wisdom, and not without it', () => {
    const listed = cards.list({ expansion: 'conflux' }).filter((c) => c.category === 'ability');
    expect(listed.map((c) => [c.name, c.copies])).toEqual([['Basic Air Magic', 2], ['Basic Earth Magic', 2], ['Basic Fire Magic', 2], ['Basic Water Magic', 2]]);
    const count = (s: GameState, id: string) => [...s.decks.ability.deck, ...s.decks.ability.discard, ...s.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard])].filter((c) => c.startsWith(`${id}#`)).length;
    const core = newTurnGame();
    const box = newTurnGame({ expansions: [...CONFLUX] });
    for (const school of ['air', 'earth', 'fire', 'water']) {
      expect(count(box, `ability.basic-${school}-magic`)).toBe(2);
      expect(count(core, `ability.basic-${school}-magic`)).toBe(0);
    }
    for (const id of ['ability.estates', 'ability.logistics', 'ability.wisdom']) expect(count(box, id)).toBe(count(core, id) + 2);
  });

  it('have generated texts in the printed words', () => {
    expect(cards.get('ability.basic-air-magic')?.text).toMatch(
      /Basic \(Permanent\): This card stays in play; instead of Searching the Spell deck, you may take the first Spell of the School of Air Magic in it .*into your hand, then shuffle the deck\..*Expert \(Instant, uses one of your Expert effects this round\): As you cast one of your Spells of the School of Air Magic.*it is cast with \+3 Power/s,
    );
    expect(cards.get('ability.basic-water-magic')?.text).toContain('School of Water Magic');
  });

  it('Basic is played on the map as the Permanent card', () => {
    const s = withCard('ability.basic-earth-magic', 'hand');
    const basic = plays(s, 'ability.basic-earth-magic').find((a) => a.play === 'basic');
    expect(basic).toBeDefined();
    const after = checked(apply(s, basic as Action));
    expect(player(after).permanent).toMatch(/^ability\.basic-earth-magic#/);
  });
});

describe('Basic … Magic in play: instead of Searching the Spell deck (CF40–CF43)', () => {
  it("takes the deck's first Spell of the school, shuffles the deck and ends the Search (CF40)", () => {
    const s = spellDeckStartingWith(withCard('ability.basic-fire-magic'), ['spell.cure', 'spell.slow', 'spell.bloodlust', 'spell.fireball']);
    const searching = searchSpells(s);
    expectDecision(searching, 'search');
    expect(legalActions(searching)).toContainEqual({ type: 'searchFindSchool' });
    const before = searching.decks.spell.deck.length;
    const after = checked(apply(searching, { type: 'searchFindSchool' }));
    expect(after.pending?.kind).not.toBe('search');
    const gained = player(after).hand.filter((c) => !player(s).hand.includes(c));
    expect(gained).toHaveLength(1);
    expect(gained[0]).toMatch(/^spell\.bloodlust#/); // the first Fire Spell, not the Fireball below it
    expect(after.decks.spell.deck).toHaveLength(before - 1);
    expect(after.decks.spell.discard).toEqual(searching.decks.spell.discard); // the discard pile is not shuffled in
    // The player saw the cards looked through, the others did not.
    expect(after.log.some((e) => e.type === 'cardsRevealed' && e.player === 'p1' && e.cards.length === 3)).toBe(true);
  });

  it('is offered beside the usual Search, which stays open (CF40)', () => {
    const searching = searchSpells(withCard('ability.basic-air-magic'));
    expect(legalActions(searching)).toEqual(expect.arrayContaining([{ type: 'searchReveal' }, { type: 'searchFindSchool' }]));
    const revealed = apply(searching, { type: 'searchReveal' });
    expect(revealed.pending).toMatchObject({ kind: 'search', step: 'pick' });
  });

  it('Magic Arrow is a Spell of every school: it is found first when on top (CF41)', () => {
    const s = spellDeckStartingWith(withCard('ability.basic-water-magic'), ['spell.magic-arrow', 'spell.cure']);
    const after = apply(searchSpells(s), { type: 'searchFindSchool' });
    expect(player(after).hand.filter((c) => !player(s).hand.includes(c))[0]).toMatch(/^spell\.magic-arrow#/);
  });

  it('with no Spell of the school in the deck nothing is taken, and the deck is shuffled all the same (CF42)', () => {
    const s = modify(withCard('ability.basic-earth-magic'), (t) => {
      const deck = t.decks.spell.deck;
      t.decks.spell.deck = deck.filter((c) => schoolOf(c) !== 'earth' && schoolOf(c) !== 'any');
      t.decks.spell.discard.push(...deck.filter((c) => schoolOf(c) === 'earth' || schoolOf(c) === 'any'));
    });
    const searching = searchSpells(s);
    const after = checked(apply(searching, { type: 'searchFindSchool' }));
    expect(player(after).hand).toEqual(player(s).hand);
    expect([...after.decks.spell.deck].sort()).toEqual([...searching.decks.spell.deck].sort());
    expect(after.decks.spell.deck).not.toEqual(searching.decks.spell.deck);
  });

  it('is not offered for the Ability or Artifact deck, nor without the card in play (the card in hand does nothing) (CF43)', () => {
    const s = withCard('ability.basic-air-magic');
    const abilities = runEffects(s, 'p1', [{ op: 'search', deck: 'ability', count: 2, optional: false }]);
    expect(legalActions(abilities)).not.toContainEqual({ type: 'searchFindSchool' });
    expect(() => apply(abilities, { type: 'searchFindSchool' })).toThrow(IllegalActionError);
    const inHand = searchSpells(withCard('ability.basic-air-magic', 'hand'));
    expect(legalActions(inHand)).not.toContainEqual({ type: 'searchFindSchool' });
    expect(() => apply(inHand, { type: 'searchFindSchool' })).toThrow(IllegalActionError);
  });
});

describe('Basic … Magic Expert: +3 Power for a Spell of the school (CF44)', () => {
  const combat = (hand: string[], permanent?: string) => {
    const s = createCombat({
      expansions: [...CONFLUX],
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'catherine', level: 7, units: [{ unit: 'castle.griffins', space: 6 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 10 }] },
    });
    if (permanent === undefined) return s;
    return modify(s, (t) => {
      const p = t.players[0]!;
      const card = p.hand.find((c) => c.startsWith(`${permanent}#`)) as string;
      p.hand.splice(p.hand.indexOf(card), 1);
      p.permanent = card;
    });
  };

  it('from the hand: a tier only it reaches discards the card for +3 Power; the other schools get nothing', () => {
    const s = combat(['ability.basic-earth-magic', 'spell.slow', 'spell.bloodlust']);
    expect(powers(s, 'spell.slow')).toEqual([0, 1, 2]);
    expect(powers(s, 'spell.bloodlust')).toEqual([0]);
    expect(plays(s, 'ability.basic-earth-magic')).toEqual([]); // never played by itself
    const cast = checked(apply(s, plays(s, 'spell.slow').find((a) => a.power === 2)!));
    expect(player(cast).hand.some((c) => c.startsWith('ability.basic-earth-magic#'))).toBe(false);
    expect(player(cast).discard.some((c) => c.startsWith('ability.basic-earth-magic#'))).toBe(true);
    expect(player(cast).expertUsed).toBe(1);
  });

  it('from play: the Permanent card is discarded for the +3 Power, its Search replacement gone with it', () => {
    const s = combat(['ability.basic-earth-magic', 'spell.slow'], 'ability.basic-earth-magic');
    expect(powers(s, 'spell.slow')).toEqual([0, 1, 2]);
    const cast = checked(apply(s, plays(s, 'spell.slow').find((a) => a.power === 2)!));
    expect(player(cast).permanent).toBeNull();
    // A cast with no more Power than the player's own keeps the card in play (the Basic effect gives no Power).
    const kept = apply(s, plays(s, 'spell.slow').find((a) => a.power === 0)!);
    expect(player(kept).permanent).toMatch(/^ability\.basic-earth-magic#/);
  });
});

describe('Basic … Magic as an AI Hero\'s Skill card (CF46)', () => {
  it('Basic: nothing (an AI Hero makes no Search); Expert: +3 for the Spells of its school, always in force', () => {
    const fire = 'ability.basic-fire-magic#1' as CardId;
    expect(aiSkillSchoolPower(fire, false, 'spell.fireball#1' as CardId)).toBe(0);
    expect(aiSkillSchoolPower(fire, true, 'spell.fireball#1' as CardId)).toBe(3);
    expect(aiSkillSchoolPower(fire, true, 'spell.magic-arrow#1' as CardId)).toBe(3);
    expect(aiSkillSchoolPower(fire, true, 'spell.cure#1' as CardId)).toBe(0);
    expect(AI_SKILL_USES['ability.basic-fire-magic']).toBe('none');
  });
});

export type { CardId };
