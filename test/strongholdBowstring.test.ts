/**
 * The Stronghold box's Artifact Bowstring of the Unicorn's Mane (rulings SH127–SH131), from its printed text: "Play
 * this card before a unit activates. Activate one of your Ranged units that has not been activated this round", or
 * "Use this after a Ranged unit's Attack die roll. Ignore 1 Attack die."
 */
import { describe, it, expect } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { STRONGHOLD_DECK_CARDS } from '../src/content/stronghold/cards';

const BOW = 'artifact.bowstring-of-the-unicorns-mane';
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const player = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;
const card = (s: GameState, id: string, prefix: string) => player(s, id).hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const play = (s: GameState, id: string, key: string, extra: Partial<Extract<Action, { type: 'playCard' }>> = {}) =>
  apply(s, { type: 'playCard', card: card(s, id, BOW), play: key, ...extra } as Action);
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** p1's Griffins Pack (Initiative 9) at 1 and Marksmen Few (Ranged, 4) at 2 against p2's Minotaurs (5) at 17. */
const field = (p1Hand: string[], p2Hand: string[] = [], dice: number[] = []): CombatConfig => ({
  seed: 'stronghold-bowstring', expansions: ['stronghold'],
  dice: { attack: dice },
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 1 }, { unit: 'castle.marksmen', space: 2 }], hand: p1Hand },
  defender: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', space: 17 }], hand: p2Hand },
});

describe("Bowstring of the Unicorn's Mane", () => {
  it('is a Minor Artifact, one copy with the Stronghold box (ruling SH131), listed with its text', () => {
    expect(STRONGHOLD_DECK_CARDS.find((c) => c.id === BOW)).toMatchObject({ copies: 1, artifactLevel: 'minor', name: "Bowstring of the Unicorn's Mane" });
    expect(cards.list({ expansion: 'stronghold' }).some((c) => c.id === BOW)).toBe(true);
    expect(cards.get(BOW)!.text).toMatch(/before a unit activates: a selected friendly Ranged unit that has not activated this Combat Round activates instead/i);
    expect(cards.get(BOW)!.text).toMatch(/after a Ranged unit's Attack die roll: ignore 1 Attack die/i);
  });

  it('top: before a unit activates, one of your Ranged units that has not activated activates instead; the other then activates (SH127, SH128)', () => {
    let s = createCombat(field([BOW]));
    expect(s.pending).toMatchObject({ kind: 'beforeActivation', player: 'p1', unit: 'castle.griffins' });
    expect(plays(s, BOW).map((a) => `${a.play} ${a.target}`)).toEqual(['top castle.marksmen']);
    expect(legalActions(s).some((a) => a.type === 'pass')).toBe(true);
    s = checked(play(s, 'p1', 'top', { target: 'castle.marksmen' }));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.marksmen' });
    expect(unit(s, 'castle.marksmen').activated).toBe(true);
    expect(unit(s, 'castle.griffins').activated).toBe(false);
    expect(player(s, 'p1').discard.some((c) => c.startsWith(BOW))).toBe(true);
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' }); // the Bowstring is spent: no window
  });

  it('passing lets the unit activate, and the window is not asked again for it', () => {
    let s = apply(createCombat(field([BOW])), { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    // Before the Minotaurs activate, p1 may play it again: the Marksmen still wait.
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'beforeActivation', player: 'p1', unit: 'dungeon.minotaurs' });
  });

  it('is offered only with a Ranged unit of yours that has not activated this round, and never in another window', () => {
    const s = createCombat({ ...field([BOW]), attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 1 }], hand: [BOW] } });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    expect(plays(s, BOW).filter((a) => a.play === 'top')).toEqual([]);
    // Without the card, the same combat never asks.
    expect(createCombat(field([])).pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  });

  it('refuses a unit that is not your Ranged unit waiting to activate, with a typed error', () => {
    const s = createCombat(field([BOW]));
    for (const target of ['castle.griffins', 'dungeon.minotaurs']) {
      try {
        play(s, 'p1', 'top', { target });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(IllegalActionError);
        expect((e as IllegalActionError).code).toBe('OPTION_NOT_AVAILABLE');
      }
    }
  });

  it("bottom: after your Ranged unit's two Attack dice (next to its target, the lower counts), ignore the lower one (SH129)", () => {
    // The Marksmen at 13 next to the Minotaurs at 17: the ranged penalty rolls two dice and keeps the lower.
    let s = createCombat({ ...field([BOW], [], [-1, 1]), attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', side: 'pack', space: 13 }], hand: [BOW] } });
    // The Marksmen are the unit about to activate: the top has no other unit to activate, and no window opens (SH128).
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.marksmen' });
    s = apply(s, { type: 'attack', target: 'dungeon.minotaurs' });
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'attackRoll', player: 'p1' });
    expect(s.combat!.attack!.attackDice).toEqual([-1, 1]);
    expect(plays(s, BOW).map((a) => a.play)).toEqual(['bottom']);
    s = checked(play(s, 'p1', 'bottom'));
    // The -1 ignored, the +1 counts alone: Attack 2 + 1.
    expect(s.log.find((e) => e.type === 'attackResolved')).toMatchObject({ attacker: 'castle.marksmen', attack: 3 });
  });

  it("bottom: on an enemy Ranged unit's single Attack die, its result does not count; never after a non-Ranged unit's roll (SH129, SH130)", () => {
    // p1's Marksmen Few at 1 (the attacker first among Initiative 4) shoot p2's Halberdiers Few at 13 (neither next to
    // them nor in the Backline: one die, +1).
    let s = createCombat({
      seed: 'stronghold-bowstring', expansions: ['stronghold'],
      dice: { attack: [1, 1] },
      attacker: { hero: 'rion', units: [{ unit: 'castle.marksmen', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }], hand: [BOW] },
    });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.marksmen' });
    s = apply(s, { type: 'attack', target: 'castle.halberdiers' });
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'attackRoll', player: 'p2' });
    expect(s.combat!.attack!.attackDice).toEqual([1]);
    expect(plays(s, BOW).map((a) => a.play)).toEqual(['bottom']);
    s = checked(play(s, 'p2', 'bottom'));
    // Marksmen Attack 2, the +1 ignored, Halberdiers Defense 1: 1 damage, not 2.
    expect(unit(s, 'castle.halberdiers').damage).toBe(1);
    // The Griffins' attack (Flying) on Marksmen: no Bowstring after their roll.
    let g = createCombat({
      seed: 'stronghold-bowstring', expansions: ['stronghold'],
      dice: { attack: [1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 13 }], hand: [BOW] },
      defender: { hero: 'rion', units: [{ unit: 'castle.marksmen', side: 'pack', space: 17 }] },
    });
    expect(g.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    g = apply(g, { type: 'attack', target: 'castle.marksmen' });
    while (g.pending?.kind === 'reaction') g = apply(g, { type: 'pass' });
    expect(plays(g, BOW)).toEqual([]);
  });

  it("bottom: on an enemy Ranged unit's two dice, its player ignores the higher one — the one they would least leave it (SH129)", () => {
    // Marksmen at 1 and Halberdiers at 17, Backline into Backline: two dice, the lower counts.
    let s = createCombat({
      seed: 'stronghold-bowstring', expansions: ['stronghold'],
      dice: { attack: [1, -1] },
      attacker: { hero: 'rion', units: [{ unit: 'castle.marksmen', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }], hand: [BOW] },
    });
    s = apply(s, { type: 'attack', target: 'castle.halberdiers' });
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    expect(s.combat!.attack!.attackDice).toEqual([1, -1]);
    s = play(s, 'p2', 'bottom');
    expect(unit(s, 'castle.halberdiers').damage).toBe(0); // Attack 2, die -1, Defense 1
  });
});
