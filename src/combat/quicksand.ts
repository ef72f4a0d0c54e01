/**
 * Face-down card-effect tokens (Quicksand Token, p. 89; rulings SH100–SH108): a Spell shuffles some tokens, half empty
 * and half showing its symbol, and its caster places them face down on empty spaces they pick (decision
 * `placeTokens`). Which token is which is drawn from the seeded generator as each is placed, so the decision holds no
 * secret; the state's tokens keep their faces, and `viewFor` hides another player's face-down ones (`tokensSeenBy`).
 * A unit entering a token's space turns it face up: Quicksand stops the unit there and ends its activation; an empty
 * token is discarded and the unit goes on. The Cove's Land Mine is the same token with another face.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, CardToken, CombatState, CombatUnit, PlayerId } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { copyUnit } from '../kernel/draft';
import { wrongAnswer, type DecisionKindHandlers, type DecisionTable } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { SpaceList, boardOf, occupant } from './board';
import { typeOf } from './stats';

/** The face-down token kinds' names, as printed. */
const FACE_DOWN_NAMES: Readonly<Record<'quicksand', string>> = { quicksand: 'Quicksand' };

/** The combat effect that shuffles face-down tokens for the caster to place. */
export const QUICKSAND_EFFECTS = {
  placeFaceDownTokens: {
    targeted: false,
    apply(d, player, e, play) {
      const count = e.byPower[Math.min(play.power ?? 0, e.byPower.length - 1)] ?? 0;
      askToPlace(d, player, play.card, count - (count >> 1), count >> 1);
    },
    describe: (e) => {
      const counts = e.byPower.map(String).join(' / ');
      const powers = e.byPower.map((_n, p) => String(p)).join(' / ');
      return `shuffle up to ${counts} ${FACE_DOWN_NAMES[e.token]} tokens (${powers} Power), half of them empty, and place them face down on chosen empty spaces of the combat board (two share a space only when different players placed them); you may look at yours. A unit entering a space with one reveals it: an empty token lets it go on moving; a Quicksand token ends its movement and activation at once`;
    },
  },
} satisfies Partial<CombatEffectKinds>;

/** Asks the caster for the next token's space while tokens are left and a space takes one; the rest are discarded. */
function askToPlace(d: Draft, player: PlayerId, card: CardId, empty: number, marked: number): void {
  if (empty + marked === 0 || quicksandSpaces(d.s.combat as CombatState, player).length === 0) return;
  d.s.pending = { kind: 'placeTokens', player, card, token: 'quicksand', empty, marked };
}

/**
 * The spaces `player` may place a Quicksand token on: no unit, Wall or Gate there, and no token but another player's
 * Quicksand token (two share a space only when placed by different players, p. 89). Ascending.
 */
export function quicksandSpaces(c: CombatState, player: PlayerId): number[] {
  const out: number[] = [];
  const size = boardOf(c).size;
  for (let i = 0; i < size; i++) {
    if (occupant(c, i) !== undefined) continue;
    if (c.tokens?.some((t) => t.space === i && (t.kind !== 'quicksand' || t.player === player))) continue;
    out.push(i);
  }
  return out;
}

/** The `placeTokens` decision: `placeToken {space}` for the next token, or `decline` to place no more (the rest are discarded). */
export const PLACE_TOKENS: DecisionKindHandlers<'placeTokens'> = {
  legal(d, dec) {
    const out: Action[] = [];
    if (d.s.combat === null) return out;
    for (const space of quicksandSpaces(d.s.combat, dec.player)) out.push({ type: 'placeToken', space });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      d.s.pending = null;
      return;
    }
    if (a.type !== 'placeToken') return wrongAnswer(PLACE_TOKENS, dec, a);
    const spaces = d.s.combat === null ? [] : quicksandSpaces(d.s.combat, dec.player);
    if (!spaces.includes(a.space)) {
      illegal('OPTION_NOT_AVAILABLE', `a Quicksand token goes on an empty space: ${spaces.join(', ')}`, 'combat-cards');
    }
    d.s.pending = null;
    // The face is the next token of the shuffled pile: drawn now, so no decision names a face before it is placed.
    const quick = d.randomFloat() * (dec.empty + dec.marked) < dec.marked;
    placeFaceDown(d, dec.player, dec.card, a.space, quick);
    askToPlace(d, dec.player, dec.card, dec.empty - (quick ? 0 : 1), dec.marked - (quick ? 1 : 0));
  },
  describe: (dec) => `${dec.player} places a Quicksand token face down (${dec.empty + dec.marked} left)`,
};

/** The face-down tokens' decisions. */
export const QUICKSAND_DECISIONS: DecisionTable<'placeTokens'> = { placeTokens: PLACE_TOKENS };

/** Puts a Quicksand token face down on `space` (a new list: tokens are replaced, never edited). */
function placeFaceDown(d: Draft, player: PlayerId, card: CardId, space: number, quick: boolean): void {
  const c = d.combat();
  const token: CardToken = { kind: 'quicksand', space, player, card, damage: 0, face: quick ? 'quicksand' : 'empty', faceUp: false };
  const tokens: CardToken[] = [];
  for (const t of c.tokens ?? []) tokens.push(t);
  tokens.push(token);
  c.tokens = tokens;
  d.emit({ type: 'tokenPlaced', player, token: 'quicksand', space, card, seq: 0 });
}

/**
 * A unit's own move from `from` to `to` (up to `steps` spaces) through Quicksand tokens (rulings SH103–SH105): it takes
 * a way around every token space but its end when there is one; else it enters the token space nearest on its way
 * (the lowest first on a tie), reveals the tokens there, and goes on from there unless one is Quicksand. A Flying unit
 * enters only its end space. Returns the space a Quicksand token stops it on, or -1 when none does.
 */
export function quicksandStop(d: Draft, unitId: string, from: number, to: number, steps: number): number {
  let at = from;
  let left = steps;
  const flying = typeOf((d.s.combat as CombatState).units.find((x) => x.id === unitId) as CombatUnit) === 'flying';
  for (;;) {
    const c = d.s.combat as CombatState;
    const u = c.units.find((x) => x.id === unitId) as CombatUnit;
    const next = flying || reaches(c, u, at, to, left, to) ? to : nearestOnWay(c, u, at, to, left);
    if (next < 0 || !hasQuicksandAt(c, next)) return -1;
    if (revealAt(d, unitId, next)) return next;
    if (next === to) return -1;
    left -= stepsTo(c, u, at, next, left);
    at = next;
  }
}

/** Whether a Quicksand token (face up or down) lies on the empty space. */
function hasQuicksandAt(c: CombatState, space: number): boolean {
  return c.tokens !== undefined && c.tokens.some((t) => t.kind === 'quicksand' && t.space === space);
}

/** The Quicksand token spaces the move must enter first: the nearest from `at` that still leads to `to`; -1 if none. */
function nearestOnWay(c: CombatState, u: CombatUnit, at: number, to: number, left: number): number {
  let best = -1;
  let bestSteps = left + 1;
  for (const t of c.tokens ?? []) {
    if (t.kind !== 'quicksand' || t.space === at || t.space === to || occupant(c, t.space) !== undefined) continue;
    const n = stepsTo(c, u, at, t.space, left);
    if (n > left || n > bestSteps || (n === bestSteps && t.space > best)) continue;
    if (!reachesAny(c, u, t.space, to, left - n)) continue;
    best = t.space;
    bestSteps = n;
  }
  return best;
}

/** The fewest steps from `at` to the token space `space` around the other token spaces (more than `left`: none). */
function stepsTo(c: CombatState, u: CombatUnit, at: number, space: number, left: number): number {
  for (let n = 1; n <= left; n++) if (reaches(c, u, at, space, n, space)) return n;
  return left + 1;
}

/** Whether the unit on `at` reaches `to` in `steps` around every Quicksand token space but `open`. */
function reaches(c: CombatState, u: CombatUnit, at: number, to: number, steps: number, open: number): boolean {
  const units = boardUnits(c, u, at);
  for (const t of c.tokens ?? []) {
    if (t.kind !== 'quicksand' || t.space === open || t.space === at) continue;
    const wall = copyUnit(u);
    wall.id = '';
    wall.space = t.space;
    units.push(wall);
  }
  const reach = new SpaceList();
  boardOf(c).reach(units, units[0] as CombatUnit, steps, false, reach);
  return reach.has(to);
}

/** Whether the unit on `at` reaches `to` in `steps`, tokens or not. */
function reachesAny(c: CombatState, u: CombatUnit, at: number, to: number, steps: number): boolean {
  if (steps <= 0) return at === to;
  const units = boardUnits(c, u, at);
  const reach = new SpaceList();
  boardOf(c).reach(units, units[0] as CombatUnit, steps, false, reach);
  return reach.has(to);
}

/** The board's units with the mover (first) standing on `at` (copies, never in the state). */
function boardUnits(c: CombatState, u: CombatUnit, at: number): CombatUnit[] {
  const mover = copyUnit(u);
  mover.space = at;
  const units: CombatUnit[] = [mover];
  for (const x of c.units) if (x.id !== u.id) units.push(x);
  return units;
}

/**
 * The unit enters `space`: its face-down Quicksand tokens turn face up (an empty one is discarded, a Quicksand one
 * stays face up). Returns whether a Quicksand token lies there.
 */
function revealAt(d: Draft, unitId: string, space: number): boolean {
  const c = d.combat();
  const tokens: CardToken[] = [];
  let stuck = false;
  for (const t of c.tokens ?? []) {
    if (t.kind !== 'quicksand' || t.space !== space) {
      tokens.push(t);
      continue;
    }
    const face = t.face === 'quicksand' ? 'quicksand' : 'empty';
    if (!t.faceUp) d.emit({ type: 'tokenRevealed', player: t.player, token: 'quicksand', space, face, unit: unitId, seq: 0 });
    if (face === 'empty') continue;
    stuck = true;
    tokens.push(t.faceUp ? t : { kind: t.kind, space: t.space, player: t.player, card: t.card, damage: t.damage, face: t.face, faceUp: true });
  }
  c.tokens = tokens;
  return stuck;
}

/**
 * The tokens as `viewer` sees them: another player's face-down token shows no face ('?'); the caster sees their own
 * (p. 89: "you may look at your Tokens at any time"). Copies.
 */
export function tokensSeenBy(tokens: readonly CardToken[], viewer: PlayerId): CardToken[] {
  const out: CardToken[] = [];
  for (const t of tokens) {
    const hidden = !t.faceUp && t.face !== null && t.player !== viewer;
    out.push({ kind: t.kind, space: t.space, player: t.player, card: t.card, damage: t.damage, face: hidden ? '?' : t.face, faceUp: t.faceUp });
  }
  return out;
}

/**
 * A view's hidden faces ('?': another player's face-down tokens) guessed for a determinized state: each is Quicksand
 * or empty at even odds, as a token drawn from a pile half of each. Copies.
 */
export function guessTokenFaces(tokens: readonly CardToken[], random: () => number): CardToken[] {
  const out: CardToken[] = [];
  for (const t of tokens) {
    const face = t.face === '?' ? (random() < 0.5 ? 'quicksand' : 'empty') : t.face;
    out.push({ kind: t.kind, space: t.space, player: t.player, card: t.card, damage: t.damage, face, faceUp: t.faceUp });
  }
  return out;
}
