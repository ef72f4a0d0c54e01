/** A combat unit's printed statistics, by the side that is up, and its effective values with bonuses. */
import type { UnitSide, UnitType, Tier } from '../model';
import { FACTION_UNITS, NEUTRAL_UNITS, SUMMONED_UNITS } from '../data/units';
import type { CombatUnit } from '../model';
import { cardOf } from '../kernel/ids';
import type { OwnedUnit } from '../model';
import { coverName, coverSide } from '../cards/unitCovers';

/** The Arrow Tower's card (core box): a ranged unit beside the board. */
export const ARROW_TOWER: UnitSide = { type: 'ranged', attack: 4, defense: 2, hp: 3, initiative: 9, ability: null };

// The double-sided cards by unit id: the factions' units and the Summoned Elementals (Summoning, p. 90).
const DOUBLE_SIDED: ReadonlyArray<{ id: string; name: string; tier: Tier; few: UnitSide; pack: UnitSide }> = [...FACTION_UNITS, ...SUMMONED_UNITS];
const factionById = new Map(DOUBLE_SIDED.map((u) => [u.id, u]));
// Each side by unit id: a stat read is one lookup, with no property looked up by a computed name.
const fewById = new Map(DOUBLE_SIDED.map((u) => [u.id, u.few]));
const packById = new Map(DOUBLE_SIDED.map((u) => [u.id, u.pack]));
const neutralById = new Map(NEUTRAL_UNITS.map((u) => [u.id, u]));

// Neutral sides by instance id ("neutral.griffins#2"), so that the id is not cut on every lookup.
const neutralSideByInstance = new Map<string, UnitSide>();

/** The printed side of a unit card that is face up. */
export function printedSide(card: string, side: 'few' | 'pack' | 'neutral'): UnitSide {
  if (side === 'neutral') {
    let ns = neutralSideByInstance.get(card);
    if (ns === undefined) {
      const n = neutralById.get(cardOf(card));
      if (!n) throw new Error(`Unknown neutral unit ${card}`);
      ns = n.side;
      neutralSideByInstance.set(card, ns);
    }
    return ns;
  }
  const s = (side === 'few' ? fewById : packById).get(card);
  if (s === undefined) throw new Error(`Unknown faction unit ${card}`);
  return s;
}

/** The statistics that apply: the printed side that is up, or the card put on it (Cloak of the Undead King). */
export function sideOf(u: CombatUnit): UnitSide {
  if (u.kind === 'arrowTower') return ARROW_TOWER;
  const printed = printedSide(u.card, u.side);
  return u.covers.length === 0 ? printed : coverSide(u.covers, printed.type);
}

export function tierOf(u: CombatUnit): Tier {
  if (u.kind === 'arrowTower') return 'silver'; // AI Siege: treated as a Silver ranged unit
  if (u.side === 'neutral') return (neutralById.get(cardOf(u.card)) as { tier: Tier }).tier;
  return (factionById.get(u.card) as { tier: Tier }).tier;
}

export function unitName(u: CombatUnit): string {
  if (u.kind === 'wall') return 'Wall';
  if (u.kind === 'gate') return 'Gate';
  if (u.kind === 'arrowTower') return 'Arrow Tower';
  if (u.covers.length > 0) return coverName(u.covers);
  const name = u.side === 'neutral' ? neutralById.get(cardOf(u.card))?.name : factionById.get(u.card)?.name;
  return u.side === 'neutral' ? (name ?? u.card) : `${name ?? u.card} (${u.side === 'few' ? 'Few' : 'Pack'})`;
}

/** The name printed on the unit's card, without its side ("Black Dragons"); "" for walls, the gate and the tower. */
export function baseNameOf(u: CombatUnit): string {
  if (u.kind !== 'unit') return '';
  return (u.side === 'neutral' ? neutralById.get(cardOf(u.card))?.name : factionById.get(u.card)?.name) ?? '';
}

export const typeOf = (u: CombatUnit): UnitType => sideOf(u).type;
/** Initiative with the changes that last the combat (Haste, Slow): the activation order reads it. */
export const initiativeOf = (u: CombatUnit): number => sideOf(u).initiative + u.initiativeBonus;
/** Attack and Defense with the cards' changes; a lowered statistic stops at 0 (Weakness, Curse). */
export const attackOf = (u: CombatUnit): number => Math.max(0, sideOf(u).attack + u.attackBonus + (u.attackToken ?? 0) + (u.attackGain ?? 0) - (u.attackLoss ?? 0) - (u.weakness ?? 0));
export const defenseOf = (u: CombatUnit): number => Math.max(0, sideOf(u).defense + u.defenseBonus + (u.defenseGain ?? 0) - (u.defenseLoss ?? 0));
/** HP with the changes that last the combat (Vial of Lifeblood): they apply to whichever card is up (ruling H20). */
export const hpOf = (u: CombatUnit): number => sideOf(u).hp + u.hpBonus;

/** The id of the card in its owner's unit deck: the unit id for faction units, the instance id for neutrals. */
export const deckIdOf = (u: CombatUnit): string => (u.side === 'neutral' ? u.id : u.card);

/** The unit's entry in its owner's unit deck as it stands: the side up and the cards on it. */
export const deckEntryOf = (u: CombatUnit): OwnedUnit =>
  u.covers.length === 0 ? { unit: deckIdOf(u), side: u.side } : { unit: deckIdOf(u), side: u.side, covers: u.covers };

/** Units that fight (not walls or the gate). */
export const isFighter = (u: CombatUnit): boolean => u.kind === 'unit' || u.kind === 'arrowTower';
