/**
 * Cards put on a unit card (Cloak of the Undead King; rulings H24–H27). The card lies on the unit card of the
 * player's unit deck (`OwnedUnit.covers`, bottom first) and goes into combat with it (`CombatUnit.covers`): the top
 * card's printed statistics replace the unit's, and the unit's printed abilities do not apply while one is on it.
 * Damage goes to the top card first; when it reaches that card's HP the card is discarded and the excess goes on to
 * the card below, as from a Pack to its Few side (combat/damage.ts). Damage heals at the end of the combat; the
 * cards left on the unit stay there for the next one.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, OwnedUnit, PlayerId, PlayerState } from '../model';
import type { UnitSide, UnitType } from '../model';
import { cardPlays } from './plays';
import type { UnitCover } from '../model';
import { cardOf } from '../kernel/ids';

/** The cover of a card instance (every covering card has one play). */
function coverOfCard(card: CardId): UnitCover {
  const cover = cardPlays(cardOf(card)).find((p) => p.covers)?.covers;
  if (!cover) throw new Error(`${card} is not put on unit cards`);
  return cover;
}

/** May this cover go on this unit card (the right unit, a side it allows, no card of its rank on it yet)? */
export function fitsUnit(cover: UnitCover, entry: OwnedUnit): boolean {
  if (entry.unit !== cover.unit || entry.side === 'neutral' || !cover.sides.includes(entry.side)) return false;
  return !(entry.covers ?? []).some((c) => coverOfCard(c).rank === cover.rank);
}

/** The unit cards of the player's deck this cover may go on. */
export function coverTargets(p: PlayerState, cover: UnitCover): string[] {
  return p.units.filter((u) => fitsUnit(cover, u)).map((u) => u.unit);
}

/** Puts a card from the hand on a unit card of the deck, beneath any card of a higher rank. */
export function putCover(d: Draft, player: PlayerId, card: CardId, unit: string): void {
  const p = d.player(player);
  const at = p.units.findIndex((u) => u.unit === unit);
  const entry = p.units[at] as OwnedUnit;
  const covers = [...(entry.covers ?? []), card].sort((a, b) => coverOfCard(a).rank - coverOfCard(b).rank);
  p.hand.splice(p.hand.indexOf(card), 1);
  p.units[at] = { ...entry, covers }; // unit entries are shared between states: replace, never edit
  d.emit({ type: 'unitCovered', player, card, unit, seq: 0 });
}

const sides = new Map<string, UnitSide>();

/** The statistics of the top card on a unit: printed on it, with the unit's type and no ability. */
export function coverSide(covers: readonly string[], type: UnitType): UnitSide {
  const top = covers[covers.length - 1] as string;
  const key = `${top}|${type}`;
  let side = sides.get(key);
  if (side === undefined) {
    const c = coverOfCard(top);
    side = { type, attack: c.attack, defense: c.defense, hp: c.hp, initiative: c.initiative, ability: null };
    sides.set(key, side);
  }
  return side;
}

/** The name printed on the top card on a unit ("Horde of Skeletons"). */
export const coverName = (covers: readonly string[]): string => coverOfCard(covers[covers.length - 1] as string).name;
