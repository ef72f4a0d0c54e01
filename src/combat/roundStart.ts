/**
 * What opens a Combat Round once its units are ready (Combat Round Structure, p. 42): the War Machines act — each
 * team's Ballista, the attacker's first, then each team's Cannon (ruling CV21), then each team's First Aid Tent (ruling RA34) — then the window in which
 * each player (the attacker first) may play a Spell with a card that allows it (Intelligence, ruling A13).
 */
import type { CombatState, CombatStep, PlayerId, Team, WarMachine } from '../model';
import { playsCards } from './cardListing';
import { fightsWith } from './machinesOwned';

/** The War Machines that act as a Combat Round starts, in the order they act. */
const ROUND_START_MACHINES: ReadonlyArray<{ team: Team; machine: WarMachine }> = [
  { team: 'attacker', machine: 'ballista' },
  { team: 'defender', machine: 'ballista' },
  { team: 'attacker', machine: 'cannon' },
  { team: 'defender', machine: 'cannon' },
  { team: 'attacker', machine: 'first-aid-tent' },
  { team: 'defender', machine: 'first-aid-tent' },
];

/** The window offered only to the players who can play cards in this combat. */
function spellWindow(c: CombatState): CombatStep {
  return { step: 'roundStart', players: [c.attacker.player, c.defender.player].filter((p): p is PlayerId => p !== null && playsCards(c, p)) };
}

/** The step after the War Machine at `from` of the order (-1: the round's first step): the next that fights, or the window. */
export function roundStartStep(c: CombatState, from: number = -1): CombatStep {
  if (c.warMachines !== undefined) {
    for (let i = from + 1; i < ROUND_START_MACHINES.length; i++) {
      const next = ROUND_START_MACHINES[i] as { team: Team; machine: WarMachine };
      if (fightsWith(c, next.team, next.machine)) return { step: 'warMachine', team: next.team, machine: next.machine };
    }
  }
  return spellWindow(c);
}

/** The step after this War Machine's. */
export function afterWarMachine(c: CombatState, team: Team, machine: WarMachine): CombatStep {
  return roundStartStep(c, ROUND_START_MACHINES.findIndex((m) => m.team === team && m.machine === machine));
}
