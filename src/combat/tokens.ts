/**
 * Card-effect tokens on the combat board (Card Effect Keywords and their tokens, p. 88–91): placed by a card on an
 * empty space, they stand for it until the combat ends or the card goes back to its player's hand. The Firewall
 * (Fire Wall) hurts a unit that stops on its space, and a Ground or Ranged unit that passes through it (ruling RA64);
 * Luna's Firewall also a unit that starts its activation there (ruling CF25).
 * Face-down kinds (Quicksand) are in quicksand.ts; other kinds (Land Mine, Force Field) join `CardToken` and `onMove`.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CardToken, CombatState, CombatUnit, PlayerId } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { copyUnit } from '../kernel/draft';
import { SpaceList, boardOf, occupant } from './board';
import { typeOf } from './stats';
import { spellDamage, tiers } from './unitEffects';

/** The card-effect token kinds' names, as printed. */
const TOKEN_NAMES: Readonly<Record<'firewall' | 'lunaFirewall', string>> = { firewall: 'Fire Wall', lunaFirewall: 'Fire Wall' };

/** The combat effect that places a token. */
export const TOKEN_EFFECTS = {
  placeToken: {
    targeted: false,
    apply(d, player, e, play) {
      const c = d.combat();
      const space = play.space as number;
      const token: CardToken = { kind: e.token, space, player, card: play.card, damage: e.byPower[play.power ?? 0] ?? 0, face: null, faceUp: true };
      c.tokens = [...(c.tokens ?? []), token];
      d.emit({ type: 'tokenPlaced', player, token: e.token, space, card: play.card, seq: 0 });
    },
    describe: (e) =>
      `for this combat, place the ${TOKEN_NAMES[e.token]} on an empty space of the combat board: any unit ${e.token === 'lunaFirewall' ? 'starting its activation there or ' : ''}stopping there, and any Ground or Ranged unit passing through it, suffers ${tiers(e.byPower, 'damage')}`,
  },
} satisfies Partial<CombatEffectKinds>;

/** The empty spaces a token may be placed on: no unit, Wall, Gate or token there. */
export function tokenSpaces(c: CombatState): number[] {
  const out: number[] = [];
  const board = boardOf(c);
  for (let i = 0; i < board.size; i++) if (occupant(c, i) === undefined && !c.tokens?.some((t) => t.space === i)) out.push(i);
  return out;
}

/** The tokens a card placed go when the card goes back to its player's hand (Knowledge): it is no longer beside the board. */
export function liftTokensOf(d: Draft, card: CardId): void {
  const c = d.s.combat;
  if (c?.tokens === undefined || !c.tokens.some((t) => t.card === card)) return;
  d.combat().tokens = c.tokens.filter((t) => t.card !== card);
}

/**
 * A unit's move from `from` to `to` (up to `steps` spaces) sets off the tokens on its way (ruling RA64): a Firewall
 * hurts the unit stopping on its space, or a Ground or Ranged unit that passes through it — one whose move could not
 * reach `to` around that space. Returns whether the unit was defeated.
 */
export function onMove(d: Draft, unitId: string, from: number, to: number, steps: number): boolean {
  const c = d.s.combat as CombatState;
  const tokens = c.tokens;
  if (tokens === undefined || tokens.length === 0) return false;
  for (const t of tokens) {
    if (t.kind !== 'firewall' && t.kind !== 'lunaFirewall') continue; // face-down tokens: quicksand.ts
    const u = c.units.find((x) => x.id === unitId) as CombatUnit;
    if (u.defeated) return true;
    if (t.space === to || (typeOf(u) !== 'flying' && t.space !== from && passesThrough(c, u, from, to, steps, t.space))) {
      burn(d, t, unitId);
    }
  }
  return (d.s.combat as CombatState).units.some((x) => x.id === unitId && x.defeated);
}

/** Whether a Ground unit moving from `from` could not reach `to` without stepping on `space`. */
function passesThrough(c: CombatState, u: CombatUnit, from: number, to: number, steps: number, space: number): boolean {
  // The board as it was before the move (the mover back on `from`), the token's space as one more obstacle: a
  // unit standing there (copies, never in the state).
  const mover = copyUnit(u);
  mover.space = from;
  const wall = copyUnit(u);
  wall.id = '';
  wall.space = space;
  const units: CombatUnit[] = [wall];
  for (const x of c.units) units.push(x.id === u.id ? mover : x);
  const reach = new SpaceList();
  boardOf(c).reach(units, mover, steps, false, reach);
  return !reach.has(to);
}

/**
 * A unit starts its activation on a space with Luna's Firewall (ruling CF25): it suffers the token's damage. Returns
 * whether the unit was defeated.
 */
export function onActivationStart(d: Draft, unitId: string): boolean {
  const c = d.s.combat as CombatState;
  const u = c.units.find((x) => x.id === unitId) as CombatUnit;
  const t = c.tokens?.find((x) => x.kind === 'lunaFirewall' && x.space === u.space);
  if (t === undefined) return false;
  burn(d, t, unitId);
  return (d.s.combat as CombatState).units.some((x) => x.id === unitId && x.defeated);
}

/** A Firewall's damage to the unit, as its card's (Spell immunity and damage reduction apply; Specialty immunity to Luna's). */
function burn(d: Draft, t: CardToken, unitId: string): void {
  if (t.damage > 0) spellDamage(d, t.player as PlayerId, unitId, t.damage, t.card);
}
