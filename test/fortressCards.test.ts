/**
 * The Fortress box's Artifacts and Abilities beyond Arms of Legion and Endless Purse of Gold (test/expansions.test.ts):
 * Helm of Heavenly Enlightenment, Scales of the Greater Basilisk, Sword of Hellfire, Eagle Eye — each from its
 * printed text (rulings FX110–FX113).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, type Action, type CardId, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { printedSide } from '../src/combat/stats';
import { clone, newTurnGame, nextToLocation, player, putInHand, withPlayer } from './helpers';

const FORTRESS = ['fortress'] as const;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => plays(s, prefix).map((a) => a.play).sort();
const cardIn = (s: GameState, prefix: string) => player(s).hand.find((c) => c.startsWith(prefix)) as CardId;
const play = (s: GameState, prefix: string, key: string) => apply(s, { type: 'playCard', card: cardIn(s, prefix), play: key as never });

/** p1 on their turn in a Fortress game with this card (from the shared decks) in hand. */
function turnWith(id: string): GameState {
  const s = newTurnGame({ expansions: [...FORTRESS] });
  const all = Object.values(s.decks).flatMap((d) => [...d.deck, ...d.discard]);
  return putInHand(s, 'p1', [all.find((c) => c.startsWith(`${id}#`)) as CardId]);
}

/** p1's Griffins (space 6) against Zombies, with these cards in hand and two Power cards to draw. */
const combatWith = (hand: string[]) =>
  createCombat({
    expansions: [...FORTRESS],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.power'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
  });
const griffins = (s: GameState) => s.combat!.units.find((u) => u.id === 'castle.griffins')!;

describe('the Fortress box\'s further Artifacts and Abilities', () => {
  it('are listed with the box, with their levels and copies (component counts)', () => {
    const listed = cards.list({ expansion: 'fortress' });
    const byName = (n: string) => listed.find((c) => c.name === n);
    expect(byName('Helm of Heavenly Enlightenment')).toMatchObject({ category: 'artifact', copies: 1 });
    expect(cardInfo('artifact.helm-of-heavenly-enlightenment').artifactLevel).toBe('relic');
    expect(cards.list({ level: 'relic', expansion: 'fortress' }).map((c) => c.name)).toEqual(['Helm of Heavenly Enlightenment']);
    expect(cardInfo('artifact.scales-of-the-greater-basilisk').artifactLevel).toBe('minor');
    expect(cardInfo('artifact.sword-of-hellfire').artifactLevel).toBe('major');
    expect(byName('Eagle Eye')).toMatchObject({ category: 'ability', copies: 2 });
    const s = newTurnGame({ expansions: [...FORTRESS] });
    expect([...s.decks.ability.deck, ...s.decks.ability.discard].filter((c) => c.startsWith('ability.eagle-eye#'))).toHaveLength(2);
    expect(newTurnGame().decks.ability.deck.some((c) => c.startsWith('ability.eagle-eye#'))).toBe(false);
  });

  it('read as the cards read', () => {
    const text = (id: string) => cards.get(id)!.text;
    expect(text('artifact.helm-of-heavenly-enlightenment')).toMatch(/gain an Expert effect use this round.*draw 2 cards/i);
    expect(text('artifact.scales-of-the-greater-basilisk')).toMatch(/\+3 Power.*\+1 Power.*draw 1 card/i);
    expect(text('artifact.sword-of-hellfire')).toMatch(/\+3 Attack.*suffers 1 damage.*\+4 Attack.*suffers 2 damage/);
    expect(text('ability.eagle-eye')).toMatch(/until you find a Basic Spell.*until you find an Expert Spell/);
  });
});

describe('Helm of Heavenly Enlightenment (ruling FX110)', () => {
  it('top: one Expert effect use spent this round comes back; offered only once one was spent', () => {
    let s = turnWith('artifact.helm-of-heavenly-enlightenment');
    expect(keys(s, 'artifact.helm')).toEqual(['bottom']);
    s = withPlayer(s, 'p1', (p) => { p.expertUsed = 1; });
    expect(keys(s, 'artifact.helm')).toEqual(['bottom', 'top']);
    const t = play(s, 'artifact.helm', 'top');
    expect(player(t).expertUsed).toBe(0);
    expect(findInvariantViolations(t)).toEqual([]);
  });

  it('bottom: draw 2 cards', () => {
    const s = turnWith('artifact.helm-of-heavenly-enlightenment');
    const hand = player(s).hand.length;
    expect(player(play(s, 'artifact.helm', 'bottom')).hand).toHaveLength(hand - 1 + 2);
  });
});

describe('Scales of the Greater Basilisk', () => {
  it('top +3 Power; bottom +1 Power, then draw a card — in combat only', () => {
    expect(keys(turnWith('artifact.scales-of-the-greater-basilisk'), 'artifact.scales')).toEqual([]);
    const s = combatWith(['artifact.scales-of-the-greater-basilisk']);
    expect(play(s, 'artifact.scales', 'top').combat!.power.p1).toBe(3);
    const b = play(s, 'artifact.scales', 'bottom');
    expect(b.combat!.power.p1).toBe(1);
    expect(player(b).hand.filter((c) => c.startsWith('stat.power'))).toHaveLength(1);
  });
});

describe('Sword of Hellfire (ruling FX113)', () => {
  it('top: your unit +3 Attack and it suffers 1 damage; bottom: +4 Attack and 2 damage', () => {
    const s = combatWith(['artifact.sword-of-hellfire']);
    const t = play(s, 'artifact.sword', 'top');
    expect(griffins(t).attackBonus).toBe(3);
    expect(griffins(t).damage).toBe(1);
    const b = play(s, 'artifact.sword', 'bottom');
    expect(griffins(b).attackBonus).toBe(4);
    expect(griffins(b).damage).toBe(2);
  });

  it('acts on your own unit only: played on a defence, the defending unit suffers the damage', () => {
    let s = createCombat({
      expansions: [...FORTRESS],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['artifact.sword-of-hellfire'] },
    });
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    const sword = s.players[1]!.hand[0]!;
    const played = apply(s, { type: 'playCard', card: sword, play: 'top' });
    const bySword = played.log.filter((e) => e.type === 'damageDealt' && e.source === sword);
    expect(bySword).toEqual([expect.objectContaining({ unit: 'necropolis.zombies', amount: 1 })]);
    const griffinsAttack = (x: GameState) => (x.log.find((e) => e.type === 'attackResolved' && e.attacker === 'castle.griffins') as { attack: number }).attack;
    expect(griffinsAttack(played)).toBe(griffinsAttack(apply(s, { type: 'pass' })));
  });

  it('is not offered where the damage would defeat the unit', () => {
    const s = combatWith(['artifact.sword-of-hellfire']);
    const nearlyDead = (x: GameState, left: number): GameState => {
      const c = clone(x);
      const u = c.combat!.units.find((v) => v.id === 'castle.griffins')!;
      u.side = 'few';
      u.damage = printedSide(u.card, 'few').hp - left;
      return c;
    };
    expect(keys(nearlyDead(s, 2), 'artifact.sword')).toEqual(['top']);
    expect(keys(nearlyDead(s, 1), 'artifact.sword')).toEqual([]);
  });
});

describe('Eagle Eye (ruling FX112)', () => {
  /** p1 with Eagle Eye, the Spell deck stacked so that `top` come off it first (the last one is the top card). */
  const stacked = (top: string[]) => {
    const s = turnWith('ability.eagle-eye');
    const c = clone(s);
    const pile = c.decks.spell;
    const wanted = top.map((id) => pile.deck.find((x) => x.startsWith(`${id}#`) && !pile.discard.includes(x)) as CardId);
    pile.deck = pile.deck.filter((x) => !wanted.includes(x)).concat([...wanted].reverse());
    return { s: c, wanted };
  };

  it('Basic: Spell cards are drawn until a Basic Spell; it is kept (or discarded), the others shuffled back', () => {
    const { s, wanted } = stacked(['spell.fireball', 'spell.prayer', 'spell.bless']);
    const size = s.decks.spell.deck.length;
    let t = play(s, 'ability.eagle-eye', 'basic');
    expect(t.pending).toMatchObject({ kind: 'lookAtTopCard', player: 'p1', deck: 'spell' });
    expect(t.revealed).toEqual([wanted[2]]);
    expect(t.decks.spell.deck).toContain(wanted[0]);
    expect(t.decks.spell.deck).toContain(wanted[1]);
    expect(t.decks.spell.deck).toHaveLength(size - 1);
    const kept = apply(t, { type: 'takeCard', card: wanted[2]! });
    expect(player(kept).hand).toContain(wanted[2]);
    t = apply(t, { type: 'discard', card: wanted[2]! });
    expect(t.decks.spell.discard.at(-1)).toBe(wanted[2]);
    expect(findInvariantViolations(t)).toEqual([]);
  });

  it('Expert: until an Expert Spell (Magic Arrow is Basic)', () => {
    const { s, wanted } = stacked(['spell.magic-arrow', 'spell.bless', 'spell.fireball']);
    const withUse = withPlayer(s, 'p1', (p) => { p.experience = 2; }); // level II: one Expert effect use
    const t = play(withUse, 'ability.eagle-eye', 'expert');
    expect(t.revealed).toEqual([wanted[2]]);
    expect(player(t).expertUsed).toBe(1);
  });
});

describe('Recanter\'s Cloak (ruling FX114)', () => {
  const arrowPlays = (s: GameState) => plays(s, 'spell.magic-arrow');
  const start = () => combatWith(['artifact.recanters-cloak', 'spell.magic-arrow', 'stat.power']);

  it('top (Ongoing): no Hero casts a Spell with 0 Power this combat; Empowered, only its effects with Power', () => {
    let s = start();
    expect(arrowPlays(s).some((a) => a.play === 'spell' && a.power === 0)).toBe(true);
    s = play(s, 'artifact.recanters-cloak', 'top');
    expect(s.combat!.spellBan).toBe('unempowered');
    expect(arrowPlays(s).map((a) => a.play)).toEqual(['alternative']);
    s = play(s, 'stat.power', 'basic');
    const casts = arrowPlays(s).filter((a) => a.play === 'spell');
    expect(casts.length).toBeGreaterThan(0);
    expect(casts.every((a) => a.power === 1)).toBe(true);
    expect(() => apply(s, { ...casts[0]!, power: 0 })).toThrow(/Power tier/);
  });

  it('binds the enemy Hero too', () => {
    let s = createCombat({
      expansions: [...FORTRESS],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['artifact.recanters-cloak'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['spell.magic-arrow'] },
    });
    s = play(s, 'artifact.recanters-cloak', 'bottom');
    expect(s.combat!.spellBan).toBe('all');
    while (s.pending?.player === 'p1' && legalActions(s).some((a) => a.type === 'endActivation' || a.type === 'pass')) {
      s = apply(s, legalActions(s).find((a) => a.type === 'endActivation' || a.type === 'pass')!);
      if (s.pending?.player === 'p2') break;
    }
    const arrow = legalActions(s).filter((a) => a.type === 'playCard' && a.card.startsWith('spell.magic-arrow#')) as Array<{ play: string }>;
    expect(s.pending?.player).toBe('p2');
    expect(arrow.map((a) => a.play)).toEqual(['alternative']);
  });

  it('bottom (Ongoing): no Spell at all, even Empowered; the card is removed from the game', () => {
    let s = start();
    const cloak = cardIn(s, 'artifact.recanters-cloak');
    s = play(s, 'artifact.recanters-cloak', 'bottom');
    expect(player(s).removed).toContain(cloak);
    expect(player(s).discard).not.toContain(cloak);
    s = play(s, 'stat.power', 'basic');
    expect(arrowPlays(s).map((a) => a.play)).toEqual(['alternative']);
  });

  it('reads as the card reads', () => {
    expect(cards.get('artifact.recanters-cloak')!.text).toMatch(/Top \(Ongoing, in combat\): During this combat, no Hero can cast a Spell with 0 Power\. Bottom .*Remove this card.*no Hero can cast Spells/);
  });
});

describe('Spirit of Oppression (ruling FX115)', () => {
  /** p1 (positive morale) with Spirit of Oppression. */
  const start = () =>
    createCombat({
      expansions: [...FORTRESS],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['artifact.spirit-of-oppression'], deck: ['stat.power', 'stat.power'], morale: 'positive' },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
  /** The actions offered from `s` on, passing and keeping dice, until the attack on the Zombies resolves. */
  const offeredThroughAttack = (s: GameState): Action[] => {
    const seen: Action[] = [];
    let x = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    for (let i = 0; i < 20 && !x.log.some((e) => e.type === 'attackResolved'); i++) {
      const legal = legalActions(x);
      seen.push(...legal);
      x = apply(x, legal.find((a) => a.type === 'pass' || a.type === 'keepDice') ?? legal[0]!);
    }
    return seen;
  };

  it('top (Ongoing): neither player spends positive morale or rerolls an Attack die this combat', () => {
    const s = start();
    expect(legalActions(s).some((a) => a.type === 'useMorale')).toBe(true);
    expect(offeredThroughAttack(s).some((a) => a.type === 'rerollDie')).toBe(true);
    const t = play(s, 'artifact.spirit-of-oppression', 'top');
    expect(t.combat!.oppressed).toBe(true);
    expect(legalActions(t).some((a) => a.type === 'useMorale')).toBe(false);
    const offered = offeredThroughAttack(t);
    expect(offered.some((a) => a.type === 'rerollDie' || a.type === 'useMorale')).toBe(false);
    expect(() => apply(t, { type: 'useMorale', use: 'draw' })).toThrow();
    expect(player(t).morale.positive).toBe(true); // the token is kept, unused
  });

  it('bottom: +1 Power', () => {
    expect(play(start(), 'artifact.spirit-of-oppression', 'bottom').combat!.power.p1).toBe(1);
  });

  it('reads as the card reads', () => {
    expect(cards.get('artifact.spirit-of-oppression')!.text).toMatch(/Top \(Ongoing, in combat\): During this combat, neither player can spend positive morale or reroll an Attack die\. Bottom .*\+1 Power/);
  });
});

describe('Crest of Valor (ruling FX116)', () => {
  /** p1 next to a Warrior's Tomb with Crest of Valor in hand. */
  const atTomb = () => {
    const { s, field } = nextToLocation(newTurnGame({ expansions: [...FORTRESS] }), 'warriors-tomb');
    const crest = [...s.decks.artifact.deck, ...s.decks.artifact.discard].find((c) => c.startsWith('artifact.crest-of-valor#')) as CardId;
    return { s: putInHand(s, 'p1', [crest]), field };
  };
  const visit = (s: GameState, field: number) => {
    let x = apply(s, { type: 'moveHero', hero: 'main', field });
    while (x.pending?.kind === 'search') x = apply(x, { type: 'decline' });
    return x;
  };

  it('top: gain positive morale', () => {
    const { s } = atTomb();
    expect(player(play(s, 'artifact.crest-of-valor', 'top')).morale.positive).toBe(true);
  });

  it('bottom (Map): this turn, the negative morale of a field visited is ignored', () => {
    const { s, field } = atTomb();
    expect(player(visit(s, field)).morale.negative).toBe(true);
    const t = play(s, 'artifact.crest-of-valor', 'bottom');
    expect(player(t).fieldMoraleIgnored).toBe(true);
    const after = visit(t, field);
    expect(player(after).morale).toMatchObject({ negative: false, positive: false });
    expect(findInvariantViolations(after)).toEqual([]);
    expect(player(apply(after, { type: 'endTurn' })).fieldMoraleIgnored).toBeUndefined();
  });

  it('is not a combat effect: the bottom effect is not offered in combat', () => {
    expect(keys(combatWith(['artifact.crest-of-valor']), 'artifact.crest')).toEqual(['top']);
  });

  it('reads as the card reads', () => {
    expect(cards.get('artifact.crest-of-valor')!.text).toMatch(/Top \(Instant\): Gain positive morale\. Bottom \(Map\): This turn, ignore the negative morale effect of a field\./);
  });
});
