/**
 * The Stronghold box's Spell Quicksand (rulings SH100–SH108): its face-down tokens placed one at a time, up to 2 / 4 / 6
 * with 0 / 1 / 2 Power, half of them Quicksand; a unit entering a token's space reveals it, and a Quicksand token ends
 * its movement and activation; views show where the tokens lie, not another player's faces.
 */
import { describe, it, expect } from 'vitest';
import { apply, cards, createCombat, describeEvent, IllegalActionError, legalActions, loadState, viewFor, type Action, type CombatConfig, type GameState } from '../src';
import type { CardToken } from '../src/model';
import { boxOf } from '../src/content/boxes';
import { guessTokenFaces, quicksandSpaces } from '../src/combat/quicksand';
import { STRONGHOLD_SPELL_COUNTS } from '../src/content/stronghold/spells';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, player: string, prefix: string) => s.players.find((p) => p.id === player)!.hand.find((c) => c.startsWith(prefix))!;
const power = (n: number) => Array.from({ length: n }, () => 'stat.power');
const revealed = (s: GameState) => s.log.filter((e) => e.type === 'tokenRevealed');

/**
 * Griffins (Flying) at 6, Halberdiers (Ground) in the corner at 0 with the Marksmen beside them at 1: space 4 is the
 * Halberdiers' only way out. Zombies and Skeletons far off at 18 and 19.
 */
const cornered = (hand: string[], defenderHand: string[] = []): CombatConfig => ({
  expansions: ['stronghold'],
  logLimit: 1000,
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.halberdiers', space: 0 }, { unit: 'castle.marksmen', space: 1 }], hand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }, { unit: 'necropolis.skeletons', space: 19 }], hand: defenderHand },
});

function empower(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
  return s;
}

/** Casts Quicksand with `p` Power in the Griffins' activation. */
function cast(p: number): GameState {
  const s = empower(createCombat(cornered([...power(p), 'spell.quicksand'])), p);
  expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  return apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.quicksand'), play: 'spell', power: p });
}

/** The combat with these tokens on the board (checked by loadState). */
function withTokens(s: GameState, tokens: CardToken[]): GameState {
  return loadState(JSON.stringify({ ...s, combat: { ...s.combat!, tokens } }));
}
const token = (space: number, face: 'empty' | 'quicksand', player = 'p2', faceUp = false): CardToken =>
  ({ kind: 'quicksand', space, player, card: player === 'p2' ? 'spell.quicksand#1' : 'spell.quicksand#2', damage: 0, face, faceUp });

/** Passes activations until `id`'s. */
function until(s: GameState, id: string): GameState {
  for (let i = 0; i < 20 && s.pending; i++) {
    if (s.pending.kind === 'activation' && s.pending.unit === id) return s;
    if (s.pending.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units.includes(id) ? id : s.pending.units[0]! });
    else if (s.pending.kind === 'activation') s = apply(s, { type: 'endActivation' });
    else s = apply(s, { type: 'pass' });
  }
  return s;
}
const halberdiers = (tokens: CardToken[]): GameState => until(withTokens(createCombat(cornered([])), tokens), 'castle.halberdiers');

describe('Quicksand, the card', () => {
  it('is a Basic Earth Spell of the Stronghold box, 2 copies (chosen, SH100), listed with its text', () => {
    expect(STRONGHOLD_SPELL_COUNTS['spell.quicksand']).toBe(2);
    const listed = cards.list({ expansion: 'stronghold' }).find((c) => c.id === 'spell.quicksand')!;
    expect(listed).toMatchObject({ name: 'Quicksand', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' });
    expect(cards.list({ expansion: 'core' }).some((c) => c.id === 'spell.quicksand')).toBe(false);
    expect(boxOf('spell.quicksand')).toBe('stronghold');
    const text = cards.get('spell.quicksand')!.text;
    expect(text).toMatch(/Ongoing.*up to 2 \/ 4 \/ 6 Quicksand tokens \(0 \/ 1 \/ 2 Power\), half of them empty.*face down/);
    expect(text).toMatch(/\+1 Power/);
    expect(text).not.toMatch(/quicksand\b|placeFaceDown/);
  });

  it('its alternative play: +1 Power', () => {
    const s = createCombat(cornered(['spell.quicksand']));
    expect(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.quicksand'), play: 'alternative' }).combat!.power.p1).toBe(1);
  });
});

describe('Quicksand, placing its tokens (SH101, SH102)', () => {
  it.each([[0, 2], [1, 4], [2, 6]])('with %i Power: %i tokens, half of them Quicksand, each on a space the caster picks', (p, n) => {
    let s = cast(p);
    expect(s.pending).toMatchObject({ kind: 'placeTokens', player: 'p1', token: 'quicksand', empty: n / 2, marked: n / 2 });
    for (let i = 0; i < n; i++) {
      const spaces = legalActions(s).filter((a) => a.type === 'placeToken').map((a) => (a as { space: number }).space);
      expect(spaces).toEqual(quicksandSpaces(s.combat!, 'p1'));
      expect(spaces).not.toContain(0); // a unit stands there
      s = apply(s, { type: 'placeToken', space: spaces[0]! });
    }
    const tokens = s.combat!.tokens!;
    expect(tokens).toHaveLength(n);
    expect(tokens.filter((t) => t.face === 'quicksand')).toHaveLength(n / 2);
    expect(tokens.every((t) => !t.faceUp && t.player === 'p1' && t.kind === 'quicksand')).toBe(true);
    expect(new Set(tokens.map((t) => t.space)).size).toBe(n); // one per space: the caster's own never share
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  });

  it('"up to": the caster may stop early (decline), the rest are discarded', () => {
    let s = cast(2);
    s = apply(s, { type: 'placeToken', space: 4 });
    expect(s.pending).toMatchObject({ kind: 'placeTokens', empty: expect.any(Number), marked: expect.any(Number) });
    s = apply(s, { type: 'decline' });
    expect(s.combat!.tokens).toHaveLength(1);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  });

  it('goes on an empty space: not a unit\'s, not the caster\'s own token\'s, not a Fire Wall\'s; another player\'s Quicksand token may share it', () => {
    let s = cast(0);
    expect(() => apply(s, { type: 'placeToken', space: 6 })).toThrow(IllegalActionError);
    try {
      apply(s, { type: 'placeToken', space: 0 });
    } catch (e) {
      expect((e as IllegalActionError).code).toBe('OPTION_NOT_AVAILABLE');
    }
    expect(() => apply(s, { type: 'placeToken', space: 'x' } as unknown as Action)).toThrow(IllegalActionError);
    s = apply(s, { type: 'placeToken', space: 4 });
    expect(quicksandSpaces(s.combat!, 'p1')).not.toContain(4);
    expect(quicksandSpaces(s.combat!, 'p2')).toContain(4);
    const fire: CardToken = { kind: 'firewall', space: 5, player: 'p2', card: 'spell.fire-wall#1', damage: 1, face: null, faceUp: true };
    expect(quicksandSpaces({ ...s.combat!, tokens: [fire] }, 'p1')).not.toContain(5);
  });

  it('leftover tokens are discarded when no empty space is left for them', () => {
    const base = createCombat(cornered(['spell.quicksand']));
    const free = quicksandSpaces(base.combat!, 'p1');
    const mine: CardToken[] = free.slice(1).map((space) => token(space, 'empty', 'p1'));
    let s = withTokens(base, mine.map((t) => ({ ...t, card: 'spell.quicksand#2' })));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.quicksand'), play: 'spell', power: 0 });
    expect(s.pending).toMatchObject({ kind: 'placeTokens', empty: 1, marked: 1 });
    s = apply(s, { type: 'placeToken', space: free[0]! });
    expect(s.pending).toMatchObject({ kind: 'activation' }); // one token left, no space: discarded
  });
});

describe('Quicksand, a unit entering its space (SH103–SH105)', () => {
  it('a Quicksand token on the way stops a Ground unit there: its movement and activation end at once', () => {
    let s = halberdiers([token(4, 'quicksand')]);
    s = apply(s, { type: 'moveUnit', space: 8 });
    expect(unit(s, 'castle.halberdiers').space).toBe(4);
    expect(revealed(s)).toMatchObject([{ player: 'p2', space: 4, face: 'quicksand', unit: 'castle.halberdiers' }]);
    expect(s.pending?.kind === 'activation' && s.pending.unit === 'castle.halberdiers').toBe(false);
    expect(s.combat!.tokens).toMatchObject([{ space: 4, face: 'quicksand', faceUp: true }]); // it stays, face up
    expect(describeEvent(revealed(s)[0]!, s)).toMatch(/Quicksand, and their movement and activation end/);
  });

  it('an empty token is revealed and discarded: the unit goes on moving, and may attack after', () => {
    let s = halberdiers([token(4, 'empty')]);
    s = apply(s, { type: 'moveUnit', space: 8 });
    expect(unit(s, 'castle.halberdiers').space).toBe(8);
    expect(revealed(s)).toMatchObject([{ space: 4, face: 'empty' }]);
    expect(s.combat!.tokens).toEqual([]);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers', stage: 'moved' });
  });

  it('a unit that moved to attack and is stopped does not attack: its activation is over (SH104)', () => {
    let s = until(withTokens(createCombat({ ...cornered([]), defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 12 }] } }), [token(4, 'quicksand'), token(8, 'empty')]), 'castle.halberdiers');
    s = apply(s, { type: 'moveUnit', space: 8 }); // next to the Zombies at 12, but stuck at 4
    expect(unit(s, 'castle.halberdiers').space).toBe(4);
    expect(s.pending?.kind === 'activation' && s.pending.unit === 'castle.halberdiers').toBe(false);
    expect(s.log.some((e) => e.type === 'attackDeclared' && e.attacker === 'castle.halberdiers')).toBe(false);
  });

  it('a Ground unit that can go around the token does not enter it', () => {
    let s = halberdiers([token(5, 'quicksand')]);
    s = apply(s, { type: 'moveUnit', space: 8 }); // 0 → 4 → 8
    expect(unit(s, 'castle.halberdiers').space).toBe(8);
    expect(revealed(s)).toEqual([]);
  });

  it('a Flying unit flies over the tokens: only a token on the space it lands on is revealed', () => {
    const over = apply(withTokens(createCombat(cornered([])), [token(5, 'quicksand'), token(4, 'quicksand')]), { type: 'moveUnit', space: 8 });
    expect(unit(over, 'castle.griffins').space).toBe(8);
    expect(revealed(over)).toEqual([]);
    const onto = apply(withTokens(createCombat(cornered([])), [token(4, 'quicksand')]), { type: 'moveUnit', space: 4 });
    expect(unit(onto, 'castle.griffins').space).toBe(4);
    expect(revealed(onto)).toHaveLength(1);
    expect(onto.pending?.kind === 'activation' && onto.pending.unit === 'castle.griffins').toBe(false);
  });

  it("the caster's own units are stopped too (SH105)", () => {
    let s = halberdiers([token(4, 'quicksand', 'p1')]);
    s = apply(s, { type: 'moveUnit', space: 8 });
    expect(unit(s, 'castle.halberdiers').space).toBe(4);
  });

  it('a revealed Quicksand token stops the next unit entering too; two players\' tokens on a space are both revealed', () => {
    let s = halberdiers([token(4, 'empty', 'p1'), token(4, 'quicksand', 'p2')]);
    s = apply(s, { type: 'moveUnit', space: 8 });
    expect(revealed(s).map((e) => e.type === 'tokenRevealed' && e.face)).toEqual(['empty', 'quicksand']);
    expect(unit(s, 'castle.halberdiers').space).toBe(4);
    expect(s.combat!.tokens).toMatchObject([{ player: 'p2', faceUp: true }]);
  });

  it('a move by an effect enters no space: Teleport onto a Quicksand token reveals nothing (SH103)', () => {
    let s = withTokens(createCombat(cornered(['spell.teleport'])), [token(4, 'quicksand')]);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.teleport'), play: 'spell', target: 'castle.halberdiers', space: 4, power: 0 });
    expect(unit(s, 'castle.halberdiers').space).toBe(4);
    expect(revealed(s)).toEqual([]);
    expect(s.combat!.tokens).toMatchObject([{ space: 4, faceUp: false }]);
  });

  it('a unit leaving a token\'s space does not enter it: it moves on', () => {
    const config = cornered([]);
    config.attacker.units = [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.halberdiers', space: 4 }, { unit: 'castle.marksmen', space: 1 }];
    let s = until(withTokens(createCombat(config), [token(4, 'quicksand', 'p2', true)]), 'castle.halberdiers');
    s = apply(s, { type: 'moveUnit', space: 12 });
    expect(unit(s, 'castle.halberdiers').space).toBe(12);
    expect(revealed(s)).toEqual([]);
  });
});

describe('Quicksand, what each player sees (SH106)', () => {
  it('the other player sees where the tokens lie, not their faces; the caster sees their own; a revealed face is seen by all', () => {
    let s = cast(1);
    for (const space of [4, 5, 8, 9]) s = apply(s, { type: 'placeToken', space });
    const mine = viewFor(s, 'p1').combat!.tokens!;
    const theirs = viewFor(s, 'p2').combat!.tokens!;
    expect(mine.map((t) => t.face)).toEqual(s.combat!.tokens!.map((t) => t.face));
    expect(theirs.map((t) => t.space)).toEqual([4, 5, 8, 9]);
    expect(theirs.every((t) => t.face === '?')).toBe(true);
    expect(JSON.stringify(viewFor(s, 'p2').log)).not.toMatch(/"face"/);
    const after = halberdiers([token(4, 'quicksand', 'p2'), token(9, 'empty', 'p2')]);
    const moved = apply(after, { type: 'moveUnit', space: 8 });
    expect(viewFor(moved, 'p1').combat!.tokens).toMatchObject([{ space: 4, face: 'quicksand', faceUp: true }, { space: 9, face: '?' }]);
  });

  it('a save with tokens or the placing decision loads; a face a state may not hold is refused', () => {
    let s = cast(1);
    expect(loadState(JSON.stringify(s)).pending).toEqual(s.pending);
    s = apply(s, { type: 'placeToken', space: 4 });
    expect(loadState(JSON.stringify(s)).combat!.tokens).toEqual(s.combat!.tokens);
    const bad = { ...s, combat: { ...s.combat!, tokens: [{ ...s.combat!.tokens![0]!, face: '?' }] } };
    expect(() => loadState(JSON.stringify(bad))).toThrow();
  });

  it('a determinized view guesses the hidden faces', () => {
    const hidden: CardToken[] = [{ ...token(4, 'empty'), face: '?' }, token(5, 'quicksand', 'p1')];
    let n = 0;
    const guessed = guessTokenFaces(hidden, () => (n++ % 2 === 0 ? 0.1 : 0.9));
    expect(guessed.map((t) => t.face)).toEqual(['quicksand', 'quicksand']);
    expect(guessed.every((t) => t.face !== '?')).toBe(true);
  });
});

describe('Quicksand, when its tokens go (SH107)', () => {
  it('Dispel on the empty space removes the tokens there', () => {
    let s = withTokens(createCombat({ ...cornered(['spell.dispel']), expansions: ['stronghold', 'tower'] }), [token(4, 'quicksand'), token(9, 'empty')]);
    const dispels = legalActions(s).filter((a) => a.type === 'playCard' && a.play === 'spell-space').map((a) => (a as { space: number }).space);
    expect(dispels).toEqual([4, 9]);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.dispel'), play: 'spell-space', space: 4 });
    expect(s.combat!.tokens!.map((t) => t.space)).toEqual([9]);
  });
});
