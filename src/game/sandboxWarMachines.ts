/**
 * A combat sandbox's War Machines (War Machine Cards, p. 26): an army may name those its player owns
 * (`CombatArmy.warMachines`), taken from the pile of the boxes in play, each kind once (ruling RA31).
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId, WarMachine } from '../model';
import { ConfigError } from '../kernel/errors';
import { WAR_MACHINE_BY_ID } from '../content/registry';

/** The player takes the named War Machines from the pile; an unknown one, one twice or one not in the pile is a ConfigError. */
export function takeSandboxWarMachines(d: Draft, player: PlayerId, names: unknown, field: string): void {
  if (names === undefined) return;
  if (!Array.isArray(names)) throw new ConfigError('War Machines are a list of their ids ("ballista")', field);
  const pile = d.s.warMachineSupply;
  if (pile === undefined && names.length > 0) throw new ConfigError('War Machines need a box that holds them: name \'rampart\' in expansions', field);
  const left = (pile ?? []).slice();
  const owned: WarMachine[] = [];
  names.forEach((m: unknown, i: number) => {
    if (typeof m !== 'string' || WAR_MACHINE_BY_ID[m] === undefined) throw new ConfigError(`unknown War Machine "${String(m)}"; they are ${Object.keys(WAR_MACHINE_BY_ID).join(', ')}`, `${field}[${i}]`);
    if (owned.includes(m as WarMachine)) throw new ConfigError(`${m} is named twice: a player owns one of a kind`, `${field}[${i}]`);
    const at = left.indexOf(m as WarMachine);
    if (at < 0) throw new ConfigError(`no ${m} is left in the pile`, `${field}[${i}]`);
    left.splice(at, 1);
    owned.push(m as WarMachine);
  });
  d.s.warMachineSupply = left;
  d.player(player).warMachines = owned;
}
