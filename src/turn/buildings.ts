/**
 * Building abilities the player uses (Town): at the beginning of the turn (a decision of its own, before the
 * turn's actions), and during the turn, each building once.
 */
import type { Draft } from '../kernel/draft';
import type { Action, BuildingRole, BuildingTiming, Effect, PlayerId, PlayerState } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { building as buildingDef } from '../data/buildings';
import { canStartAll, pushFrame } from '../effects/run';
import { afterSiegeProgram, buildingAbility } from '../town/abilities';
import { factionRules } from '../content/registry';
import type { TurnProvider } from './turn';

function abilitiesOf(p: PlayerState, when: BuildingTiming) {
  const out: Array<{ building: string; options: Array<{ key: string; effects: Effect[] }> }> = [];
  for (const b of p.buildings) {
    const role = buildingDef(b).role as BuildingRole;
    const ability = buildingAbility(p.faction, role);
    if (ability && ability.when === when) out.push({ building: b, options: ability.options });
  }
  return out;
}

/**
 * The programs a frame of one of the player's buildings (source: the building's id) could hold: the effects of its
 * ability when it is built (turn/town.ts, at setup for a prebuilt one), or of one of the options used at the
 * beginning of or during a turn, or after a Siege of their Town; null when the player has no such building. (A
 * Resource round's abilities run as "resource-round".)
 */
export function buildingPrograms(p: PlayerState, building: string): Effect[][] | null {
  if (!p.buildings.includes(building)) return null;
  const role = buildingDef(building).role as BuildingRole;
  const ability = buildingAbility(p.faction, role);
  if (ability === null) return [];
  if (ability.when === 'resourceRound') {
    // Its frame after a Siege of the town (Blood Obelisk).
    const afterSiege = factionRules(p.faction).afterSiege === role ? afterSiegeProgram(p) : null;
    return afterSiege === null ? [] : [afterSiege];
  }
  if (ability.when === 'whenBuilt') return [ability.options[0]?.effects ?? []];
  // An Astrologers-round ability with several options runs as their choice (town/abilities.ts), then the one chosen.
  if (ability.when === 'astrologersRound' && ability.options.length > 1) return [[{ op: 'choose', options: ability.options, optional: ability.optional }], ...ability.options.map((o) => o.effects)];
  return ability.options.map((o) => o.effects);
}

/** Buildings with a beginning-of-turn ability the player can use now. */
export function beginningOfTurnBuildings(d: Draft, player: PlayerId): string[] {
  const p = d.peek(player);
  return abilitiesOf(p, 'beginningOfTurn')
    .filter((a) => a.options.some((o) => canStartAll(d, player, o.effects)))
    .map((a) => a.building);
}

function buildingOptionActions(d: Draft, player: PlayerId, when: BuildingTiming, allowed: readonly string[]): Action[] {
  const actions: Action[] = [];
  for (const a of abilitiesOf(d.peek(player), when)) {
    if (!allowed.includes(a.building)) continue;
    for (const o of a.options) {
      if (canStartAll(d, player, o.effects)) actions.push({ type: 'useBuilding', building: a.building, option: o.key });
    }
  }
  return actions;
}

function useBuildingOption(d: Draft, player: PlayerId, when: BuildingTiming, allowed: readonly string[], a: Extract<Action, { type: 'useBuilding' }>): void {
  const ability = abilitiesOf(d.peek(player), when).find((x) => x.building === a.building);
  if (!ability || !allowed.includes(a.building)) {
    illegal('OPTION_NOT_AVAILABLE', `${a.building} has no ability you can use now`, 'town');
  }
  const option = ability.options.find((o) => o.key === a.option);
  if (!option) illegal('OPTION_NOT_AVAILABLE', `${buildingDef(a.building).name} has no option "${a.option}"`, 'town');
  if (!canStartAll(d, player, option.effects)) {
    illegal('OPTION_NOT_AVAILABLE', `${buildingDef(a.building).name}: you cannot pay for or use "${a.option}" now`, 'town');
  }
  pushFrame(d, player, a.building, option.effects);
}

/** The `beginningOfTurn` decision: use the buildings' beginning-of-turn abilities, one by one, or go on to the turn. */
export const BEGINNING_OF_TURN: DecisionKindHandlers<'beginningOfTurn'> = {
  legal: (d, dec) => [...buildingOptionActions(d, dec.player, 'beginningOfTurn', dec.buildings), { type: 'decline' }],
  apply(d, dec, a) {
    const phase = d.s.phase;
    if (phase.step !== 'beginningOfTurn') throw new Error('beginning-of-turn decision outside its phase');
    if (a.type === 'decline') {
      d.s.phase = { step: 'turn', seat: phase.seat };
    } else if (a.type === 'useBuilding') {
      useBuildingOption(d, dec.player, 'beginningOfTurn', dec.buildings, a);
      d.s.phase = { ...phase, used: [...phase.used, a.building] };
    } else {
      return wrongAnswer(BEGINNING_OF_TURN, dec, a);
    }
    d.s.pending = null;
  },
  describe: (dec) => `${dec.player} may use beginning-of-turn buildings`,
};

function unusedDuringTurn(p: PlayerState): string[] {
  return p.buildings.filter((b) => !p.buildingsUsedThisTurn.includes(b));
}

/** The buildings' during-turn abilities, each building once a turn. */
export const USE_BUILDING: TurnProvider<'useBuilding'> = {
  answers: ['useBuilding'],
  list(d, player, out) {
    out.push(...buildingOptionActions(d, player, 'duringTurn', unusedDuringTurn(d.peek(player))));
  },
  apply(d, player, a) {
    const p = d.peek(player);
    if (p.buildingsUsedThisTurn.includes(a.building)) {
      illegal('BUILDING_USED', `${buildingDef(a.building).name} was already used this turn`, 'town');
    }
    useBuildingOption(d, player, 'duringTurn', unusedDuringTurn(p), a);
    d.player(player).buildingsUsedThisTurn.push(a.building);
  },
};
