/**
 * The Gold Pool's invariants (rule variant, p. 57), run with the others after every step in the property tests: the
 * Reserved Pool holds whole, non-negative amounts equal to the sum of what the units recorded in it cost, each of
 * them a unit card of the player's unit deck, recorded once; without the variant it is empty.
 */
import type { GameState, PlayerState, Resources } from '../model';
import { reservedTotal } from '../town/goldPool';

const KEYS: ReadonlyArray<keyof Resources> = ['gold', 'buildingMaterials', 'valuables'];

const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function poolViolations(p: PlayerState, at: string, goldPool: boolean, problems: string[]): void {
  const pool = p.reserved;
  if (!goldPool && (pool.units.length > 0 || KEYS.some((k) => pool.resources[k] !== 0))) {
    problems.push(`${at}.reserved: holds resources or units while the Gold Pool rule variant is off`);
    return;
  }
  const total = reservedTotal(pool.units);
  for (const k of KEYS) {
    if (!isCount(pool.resources[k])) problems.push(`${at}.reserved.resources.${k}: ${String(pool.resources[k])} is not a non-negative whole number`);
    else if (pool.resources[k] !== total[k]) problems.push(`${at}.reserved.resources.${k}: ${pool.resources[k]} is not the ${total[k]} its units cost`);
  }
  const seen = new Set<string>();
  pool.units.forEach((u, i) => {
    for (const k of KEYS) {
      if (!isCount(u.recruit[k]) || !isCount(u.reinforce[k])) problems.push(`${at}.reserved.units[${i}]: a cost is not a non-negative whole number`);
    }
    if (seen.has(u.unit)) problems.push(`${at}.reserved.units[${i}]: ${u.unit} is recorded twice`);
    seen.add(u.unit);
    if (!p.units.some((x) => x.unit === u.unit)) problems.push(`${at}.reserved.units[${i}]: ${u.unit} is not in the unit deck (its costs should have come back)`);
  });
}

/** Every broken Gold Pool invariant of `state`, each as "path: problem". */
export function goldPoolViolations(state: GameState): string[] {
  const problems: string[] = [];
  const on = state.config.variants.goldPool;
  state.players.forEach((p, i) => poolViolations(p, `players[${i}]`, on, problems));
  return problems;
}
