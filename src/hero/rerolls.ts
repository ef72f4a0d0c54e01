/**
 * Rerolling a die the player threw: with a positive morale token, with Luck where it allows (ruling A21), or with the
 * Astrologers Proclaim card in force (Swift Weasel), or with Fortune (hero/fortune.ts). Resource dice an effect threw and the dice of an attack are
 * rerolled the same way. The Optional Rules Table's "you may not reroll your dice" (p. 59, ruling VT-2) takes every
 * one of them away.
 */
import type { Draft } from '../kernel/draft';
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { mayLuckReroll, useLuckReroll, type LuckDie } from './luck';
import { spendMorale } from './morale';
import { mayRerollProclaimed, useBenefit } from '../deck/astrologers';
import { mayFortuneReroll, useFortuneReroll } from './fortune';

/** Whether Spirit of Oppression forbids rerolling this die: an Attack die, in the combat it was played in (FX115). */
const oppressed = (d: Draft, die: LuckDie): boolean => die === 'attack' && d.s.combat?.oppressed === true;

/**
 * Reroll actions for a player's thrown dice: with positive morale, with Luck where it allows (ruling A21), and with the
 * Astrologers Proclaim card in force where it gives one (Swift Weasel).
 */
export function rerollActions(d: Draft, player: string, count: number, luckDie: LuckDie, luckRerolled: (i: number) => boolean): Action[] {
  const p = d.peek(player);
  const out: Action[] = [];
  if (d.s.config.variants.noRerolls || oppressed(d, luckDie)) return out;
  for (let index = 0; index < count; index++) {
    if (p.morale.positive) out.push({ type: 'rerollDie', index });
    if (mayLuckReroll(p, luckDie, luckRerolled(index))) out.push({ type: 'rerollDie', index, using: 'luck' });
    if (mayRerollProclaimed(d.s, player, luckDie)) out.push({ type: 'rerollDie', index, using: 'astrologers' });
    if (mayFortuneReroll(p, luckDie, index)) out.push({ type: 'rerollDie', index, using: 'fortune' });
  }
  return out;
}

/**
 * Pays for a reroll of die `index`, which shows `face` (morale token, a Luck reroll, the Astrologers' or Fortune's);
 * the caller throws the die again.
 */
export function payForReroll(d: Draft, player: string, a: Extract<Action, { type: 'rerollDie' }>, count: number, luckDie: LuckDie, rerolledBefore: boolean, face: number): void {
  if (oppressed(d, luckDie)) illegal('OPTION_NOT_AVAILABLE', 'No Attack die may be rerolled in this combat (Spirit of Oppression)', 'artifact-cards');
  if (d.s.config.variants.noRerolls) illegal('OPTION_NOT_AVAILABLE', 'No die may be rerolled in this game (Optional Rules Table: you may not reroll your dice)', 'optional-rules');
  if (!Number.isInteger(a.index) || a.index < 0 || a.index >= count) illegal('MALFORMED_ACTION', `There is no die ${String(a.index)}`, 'morale');
  if (a.using === 'luck') {
    if (!mayLuckReroll(d.peek(player), luckDie, rerolledBefore)) illegal('OPTION_NOT_AVAILABLE', 'Luck gives you no reroll of this die now', 'statistic-and-ability-cards');
    useLuckReroll(d, player, luckDie, rerolledBefore);
    return;
  }
  if (a.using === 'astrologers') {
    if (!mayRerollProclaimed(d.s, player, luckDie)) illegal('OPTION_NOT_AVAILABLE', 'No Astrologers Proclaim card in force gives you a reroll of this die now', 'round-structure');
    useBenefit(d, player);
    return;
  }
  if (a.using === 'fortune') {
    if (!mayFortuneReroll(d.peek(player), luckDie, a.index)) illegal('OPTION_NOT_AVAILABLE', 'Fortune gives you no reroll of this die now', 'spell-cards');
    useFortuneReroll(d, player, luckDie, a.index, face);
    return;
  }
  if (a.using !== undefined) illegal('MALFORMED_ACTION', 'A die is rerolled with positive morale (no `using`), with Luck (`using: "luck"`), with the Astrologers Proclaim card in force (`using: "astrologers"`) or with Fortune (`using: "fortune"`)', 'morale');
  if (!d.peek(player).morale.positive) illegal('NO_MORALE', 'Rerolling a die costs a positive morale token', 'morale');
  spendMorale(d, player, 'reroll');
}
