/**
 * Summon Demons (Summoning, p. 90; ability kind `summonOrReinforce`): a Pack of Pit Lords may, as its activation and
 * instead of moving, attacking or Defending, summon the Few side of its faction's Demons next to it, or reinforce the
 * Few Demons already on the board for free — once per combat, and only once one of its player's units has been removed
 * from the board in this combat. The summoned card joins its player's unit deck (rulings IN7–IN9).
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, CombatUnit, OwnedUnit, UnitAbility } from '../model';
import { illegal } from '../kernel/errors';
import { abilitiesOf, hasAbility } from './abilities';
import { boardOf, occupant } from './board';
import { combatUnit } from './start';
import { deckEntryOf } from './stats';

type Summon = Extract<UnitAbility, { kind: 'summonOrReinforce' }>;
const NO_ACTIONS: readonly Action[] = Object.freeze([]);

/** The unit's summoning ability, while it may still use it in this combat. */
function summoning(c: CombatState, u: CombatUnit): Summon | undefined {
  // The ability first: it rules out nearly every unit before the list's includes.
  if (!hasAbility(u, 'summonOrReinforce') || u.owner === null || u.space === null || c.usedOnce.includes(u.id)) return undefined;
  for (const a of abilitiesOf(u)) if (a.kind === 'summonOrReinforce') return a;
  return undefined;
}

/** Has a unit of this player been removed from the board in this combat? */
const lostAUnit = (c: CombatState, u: CombatUnit): boolean => c.units.some((x) => x.kind === 'unit' && x.owner === u.owner && x.defeated);

/** The player's Few `unit` on the board, to reinforce. */
const fewOnBoard = (c: CombatState, u: CombatUnit, unit: string): CombatUnit | undefined =>
  c.units.find((x) => x.card === unit && x.owner === u.owner && x.side === 'few' && !x.defeated && x.space !== null);

/**
 * What the Pit Lords may do with their ability as they activate: reinforce their Few Demons on the board, or, when
 * their player owns no Demons card, summon it onto an empty space next to them (one action per space).
 */
export function summonActions(d: Draft, u: CombatUnit): readonly Action[] {
  const c = d.s.combat as CombatState;
  const a = summoning(c, u);
  if (a === undefined || !lostAUnit(c, u)) return NO_ACTIONS;
  const few = fewOnBoard(c, u, a.unit);
  if (few !== undefined) return [{ type: 'reinforceUnit', unit: few.id }];
  if (d.peek(u.owner as string).units.some((o) => o.unit === a.unit)) return NO_ACTIONS;
  const out: Action[] = [];
  for (const space of boardOf(c).neighbours(u.space as number)) if (!occupant(c, space)) out.push({ type: 'placeUnit', unit: a.unit, space });
  return out;
}

/**
 * Uses the ability as the chosen action (one of `summonActions`); returns the Demons to summon (activation.ts
 * `summonUnit` puts them on the board), or null after a reinforcement.
 */
export function summonOrReinforce(d: Draft, u: CombatUnit, a: Action): CombatUnit | null {
  if (!summonActions(d, u).some((x) => JSON.stringify(x) === JSON.stringify(a))) {
    illegal('OPTION_NOT_AVAILABLE', 'The Pit Lords summon or reinforce their Demons once per combat, once one of your units has been removed from the board', 'summoning');
  }
  const c = d.combat();
  c.usedOnce = [...c.usedOnce, u.id];
  const player = u.owner as string;
  if (a.type === 'reinforceUnit') {
    const w = d.unit(a.unit);
    w.side = 'pack';
    setDeckEntry(d, player, deckEntryOf(w));
    d.emit({ type: 'abilityUsed', unit: u.id, ability: 'summonOrReinforce', target: a.unit, seq: 0 });
    return null;
  }
  if (a.type !== 'placeUnit') return null;
  const taken = c.units.some((x) => x.id === a.unit);
  const demons = combatUnit(taken ? `${a.unit}@${player}` : a.unit, a.unit, 'few', u.team, player, a.space);
  setDeckEntry(d, player, { unit: a.unit, side: 'few' });
  d.emit({ type: 'abilityUsed', unit: u.id, ability: 'summonOrReinforce', target: demons.id, seq: 0 });
  return demons;
}

/** Puts the unit's entry in its player's unit deck: replaces the card's entry, or adds it at the end. */
function setDeckEntry(d: Draft, player: string, entry: OwnedUnit): void {
  const p = d.player(player);
  const units = p.units.slice();
  const i = units.findIndex((o) => o.unit === entry.unit);
  if (i >= 0) units[i] = entry;
  else units.push(entry);
  p.units = units;
}
