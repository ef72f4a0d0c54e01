/**
 * The War Machines' invariants (War Machine Cards, p. 26), run with the others after every step in the property
 * tests: with a box holding War Machines in play, every card of the pile is in it or beside one player's Hero Board,
 * each player owning one of a kind at most (ruling RA31); without one, there is no pile and nobody owns any.
 */
import type { GameState, WarMachine } from '../model';
import { contentInPlay } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';

/** What is wrong with the War Machine pile and the players' War Machines. */
export function warMachineViolations(state: GameState): string[] {
  const problems: string[] = [];
  const machines = contentInPlay(boxesInPlay(state.config)).warMachines;
  const pile = state.warMachineSupply;
  if (machines.length === 0) {
    if (pile !== undefined) problems.push('warMachineSupply: a War Machine pile without a box that holds War Machines');
    state.players.forEach((p, i) => {
      if (p.warMachines !== undefined) problems.push(`players[${i}].warMachines: War Machines without a box that holds them`);
    });
    return problems;
  }
  if (pile === undefined) return ['warMachineSupply: the boxes in play hold War Machines, but there is no pile'];
  const counted = new Map<WarMachine, number>();
  for (const m of pile) counted.set(m, (counted.get(m) ?? 0) + 1);
  state.players.forEach((p, i) => {
    const owned = p.warMachines;
    if (owned === undefined) {
      problems.push(`players[${i}].warMachines: missing while the boxes in play hold War Machines`);
      return;
    }
    if (new Set(owned).size !== owned.length) problems.push(`players[${i}].warMachines: owns two War Machines of a kind`);
    for (const m of owned) counted.set(m, (counted.get(m) ?? 0) + 1);
  });
  for (const m of machines) {
    const n = counted.get(m.id) ?? 0;
    if (n !== m.copies) problems.push(`warMachines: ${n} ${m.name} cards in the pile and beside Hero Boards; the boxes hold ${m.copies}`);
    counted.delete(m.id);
  }
  for (const m of counted.keys()) problems.push(`warMachines: ${m} is no War Machine of the boxes in play`);
  return problems;
}
