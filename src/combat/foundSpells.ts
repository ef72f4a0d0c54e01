/**
 * Tarnum (Conflux)'s Enchanters VI in combat (rulings CF16–CF18): the found Spells are cast in a castSpell window of
 * their own, outside the Spell limit, each through the windows any Spell opens (its School, the enemy's answer, after
 * it), the window opening again while one waits (common.ts closeWindow). When it closes, or the combat ends first, the
 * Spells not cast go into the hand and those cast are placed, as a frame of their own.
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId } from '../model';
import { pushFrame } from '../effects/run';
import { FOUND_SPELLS_SOURCE, PLACE_FOUND_PROGRAM, castSpells, keepWaiting } from '../deck/foundSpells';
import { closeWindow, foundStep, openWindow } from './common';

/** Opens the window for the player's found Spells, returning to the step the card was played in once it closes. */
export function openFoundWindow(d: Draft, player: PlayerId): void {
  const c = d.combat();
  c.foundWindow = player;
  openWindow(c, foundStep(player));
}

/** The window for the found Spells closes (a pass, or none can be cast): the casting ends, the combat goes on. */
export function closeFoundWindow(d: Draft): void {
  const c = d.combat();
  const player = c.foundWindow as PlayerId;
  c.foundWindow = undefined;
  endFoundCasting(d, player);
  closeWindow(c);
}

/** The casting is over (its window closed, or the combat ended): the waiting Spells to the hand, the cast ones placed. */
export function endFoundCasting(d: Draft, player: PlayerId): void {
  keepWaiting(d, player);
  if (castSpells(d.peek(player)).length > 0) pushFrame(d, player, FOUND_SPELLS_SOURCE, PLACE_FOUND_PROGRAM.slice());
}
