/**
 * Which War Machines fight in a combat (War Machine Cards, p. 26): a player's, beside their Hero Board, fight when
 * their Main Hero leads the team — not with a Secondary Hero, who plays no cards in combat (p. 16, ruling RA32), nor
 * for neutrals or an AI army. Kept in `CombatState.warMachines` as the combat begins.
 */
import type { AttackInProgress, CombatState, GameState, Team, WarMachine } from '../model';
import { astrologersCard } from '../data/astrologers';

const NONE: readonly WarMachine[] = [];

/** The War Machines fighting for each team of a combat about to begin; undefined when neither team has any. */
export function warMachinesInCombat(s: GameState, c: CombatState): Record<Team, WarMachine[]> | undefined {
  if (s.warMachineSupply === undefined) return undefined; // no box holding War Machines: the core game's path
  const of = (side: CombatState['attacker']): WarMachine[] => {
    if (side.player === null || side.hero !== 'main' || side.neutral) return [];
    return (s.players.find((p) => p.id === side.player)?.warMachines ?? []).slice();
  };
  const attacker = of(c.attacker);
  const defender = of(c.defender);
  return attacker.length + defender.length === 0 ? undefined : { attacker, defender };
}

/** The War Machines fighting for `team`. */
export function warMachinesOf(c: CombatState, team: Team): readonly WarMachine[] {
  const all = c.warMachines;
  return all === undefined ? NONE : all[team];
}

/** Whether a War Machine of this kind fights for `team`. */
export function fightsWith(c: CombatState, team: Team, machine: WarMachine): boolean {
  return c.warMachines !== undefined && c.warMachines[team].includes(machine);
}

/** Whether the Astrologers Proclaim card in force boosts the War Machines (Ammo Cart, ruling RA104). */
export function warMachinesBoosted(s: GameState): boolean {
  const active = s.astrologers?.active ?? null;
  return active !== null && astrologersCard(active).rules.some((r) => r.rule === 'warMachinesBoosted');
}

/**
 * Whether the attack's roller may reroll 1 of its Attack dice with their Ammo Cart: in an Ammo Cart week, once per
 * attack of a Ranged unit of a team the Ammo Cart fights for (ruling RA104).
 */
export function mayAmmoCartReroll(s: GameState, c: CombatState, at: AttackInProgress): boolean {
  if (!at.ranged || at.ammoCartRerolled === true || c.warMachines === undefined || !warMachinesBoosted(s)) return false;
  const attacker = c.units.find((u) => u.id === at.attacker);
  return attacker !== undefined && attacker.kind === 'unit' && fightsWith(c, attacker.team, 'ammo-cart');
}
