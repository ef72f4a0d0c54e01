/**
 * The unit abilities every listing of an activation asks about — Dendroids Pack's roots, Arch Devils Pack's move
 * anywhere, the abilities that may be a whole activation — and whether a game's units can have them at all. A game
 * of the core box alone can field only core units, none of which has any of them: its listings skip the look-ups
 * (core combats are the engine's busiest path, and the budget the expansions must keep).
 */
import type { GameSetup, UnitAbilityKind } from '../model';
import { COMMON_PACKS, FACTION_PACKS } from '../content/packs';
import { ACTIVATION_CHOICE_KINDS } from './abilities';

/** Whether the units of a game can have each of the abilities a listing asks about. */
export interface ListingAbilities {
  readonly roots: boolean;
  readonly movesAnywhere: boolean;
  readonly activationChoice: boolean;
}

const coreKinds = new Set<UnitAbilityKind>();
for (const pack of [...COMMON_PACKS, ...FACTION_PACKS]) {
  if (pack.box !== 'core') continue;
  for (const sides of Object.values(pack.unitAbilities)) {
    for (const list of Object.values(sides)) for (const a of list ?? []) coreKinds.add(a.kind);
  }
}
const CORE: ListingAbilities = {
  roots: coreKinds.has('rootAdjacentEnemies'),
  movesAnywhere: coreKinds.has('moveToAnyEmptySpace'),
  activationChoice: ACTIVATION_CHOICE_KINDS.some((k) => coreKinds.has(k)),
};
const ANY: ListingAbilities = { roots: true, movesAnywhere: true, activationChoice: true };

/** The abilities a game's listings must ask about: all of them once an expansion is in play. */
export const listingAbilities = (config: Pick<GameSetup, 'expansions'>): ListingAbilities =>
  config.expansions === undefined ? CORE : ANY;
