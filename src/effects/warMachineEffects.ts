/**
 * Buying War Machines (War Machine Cards, p. 26): the `buyWarMachine` effect pays the place's price and takes one
 * card of a kind from the public pile to beside the player's Hero Board (`PlayerState.warMachines`). A player owns
 * one of each kind at most (ruling RA31); the pile running out of a kind ends its sale.
 */
import type { GameState, PlayerId, PlayerState, WarMachine } from '../model';
import { WAR_MACHINE_BY_ID } from '../content/registry';
import type { EffectKinds } from './registry';
import { drawCards } from '../deck/playerDeck';

/** Whether the player may buy a War Machine of this kind for `gold`: they have it, one is left, and they own none of it. */
export function mayBuyWarMachine(s: GameState, p: PlayerState, machine: WarMachine, gold: number): boolean {
  const pile = s.warMachineSupply;
  const owned = p.warMachines;
  return p.resources.gold >= gold && pile !== undefined && pile.includes(machine) && owned !== undefined && !owned.includes(machine);
}

/** A War Machine's printed name. */
const machineName = (machine: WarMachine): string => WAR_MACHINE_BY_ID[machine]?.name ?? machine;

/** Whether the player owns a War Machine of this kind. */
export function ownsWarMachine(p: PlayerState, machine: WarMachine): boolean {
  return p.warMachines !== undefined && p.warMachines.includes(machine);
}

/** The kinds of the `buyWarMachine` and `drawWithWarMachine` effects. */
export const WAR_MACHINE_EFFECTS = {
  buyWarMachine: {
    start(d, frame, e) {
      const player: PlayerId = frame.player;
      if (!mayBuyWarMachine(d.s, d.peek(player), e.machine, e.gold)) throw new Error(`${player} cannot buy the ${e.machine} now`);
      const pile = (d.s.warMachineSupply as WarMachine[]).slice();
      pile.splice(pile.indexOf(e.machine), 1);
      d.s.warMachineSupply = pile;
      const p = d.player(player);
      const mine: WarMachine[] = [];
      for (const m of p.warMachines as WarMachine[]) mine.push(m);
      mine.push(e.machine);
      p.warMachines = mine;
      p.resources.gold -= e.gold;
      // Taken at no cost (McGiver, Gem's First Aid I): nothing is paid.
      if (e.gold > 0) d.emit({ type: 'resourcesPaid', player, resources: { gold: e.gold, buildingMaterials: 0, valuables: 0 }, reason: frame.source, seq: 0 });
      d.emit({ type: 'warMachineGained', player, machine: e.machine, seq: 0 });
      return 'done';
    },
    canStart: (r, player, e) => mayBuyWarMachine(r.s, r.peek(player), e.machine, e.gold),
    describe: (e) =>
      e.gold > 0 ? `pay ${e.gold} Gold to gain the War Machine ${machineName(e.machine)}` : `take the War Machine ${machineName(e.machine)} at no cost`,
  },
  drawWithWarMachine: {
    start(d, frame, e) {
      if (ownsWarMachine(d.peek(frame.player), e.machine)) drawCards(d, frame.player, e.count);
      return 'done';
    },
    canStart: (r, player, e) => ownsWarMachine(r.peek(player), e.machine),
    describe: (e) => `if you have a ${machineName(e.machine)}, draw ${e.count === 1 ? '1 card' : `${e.count} cards`}`,
  },
} satisfies Partial<EffectKinds>;
