/**
 * The start of each Combat Round (Combat Round Structure, p. 42), and before the first one the start of the combat:
 * units left off the board leave it, start-of-combat abilities and Cover of Darkness, the start-of-combat window.
 * At the end of a round of a time-limited combat, the attacker fights another round or retreats.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, PlayerId } from '../model';
import type { DecisionTable } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { tierOf } from './stats';
import { roundStartStep } from './roundStart';
import { ammoCartAtCombatStart } from './warMachines';
import { discardFromHand } from '../deck/playerDeck';
import { onCombatStart } from './abilities';
import { type Of, recordOf, wrongCombat } from './common';
import { expireRangedBoosts } from './boosts';
import { endSuspension } from './inhibition';
import { expireAttackTokens } from './strongholdAbilities';
import { enemyDiscardBuilding } from '../content/registry';
import { cragHackAtCombatStart } from './cragHack';
import { dropFaceUp } from '../deck/faceUpNeutrals';

/** Starts the next Combat Round; after placement, the start of the combat comes first (its window, then round 1). */
export function startRound(d: Draft): void {
  const c = d.combat();
  if (c.round === 0 && c.step.step !== 'combatStart') {
    // Units not placed on the board do not fight: a player's stay in their unit deck as they are; neutral
    // guards left over go to their tier's discard pile.
    for (const u of c.units) {
      if (u.kind === 'unit' && u.space === null && u.owner === null && u.side === 'neutral') {
        d.neutralDecks()[tierOf(u)].discard.push(u.id);
        d.emit({ type: 'neutralDiscarded', unit: u.id, seq: 0 });
        dropFaceUp(d, u.id); // Elementals: a guard left over is no longer face up (CF94)
      }
    }
    c.units = c.units.filter((u) => u.kind !== 'unit' || u.space !== null);
    onCombatStart(d);
    ammoCartAtCombatStart(d);
    coverOfDarkness(d);
    cragHackAtCombatStart(d); // Crag Hack's first combat of the round (combat/cragHack.ts)
    // The start-of-combat window comes before the first Combat Round (Tactics, Shackles of War).
    c.step = { step: 'combatStart', team: 'attacker' };
    return;
  }
  c.round += 1;
  c.lastActivated = null;
  expireRangedBoosts(d);
  endSuspension(d); // Orb of Inhibition lasts the Combat Round (TW64)
  expireAttackTokens(d);
  for (const u of c.units) {
    if (!u.activated && !u.retaliated && u.damagesAttackers === 0) continue;
    const w = d.unit(u.id);
    w.activated = false;
    w.retaliated = false;
    w.damagesAttackers = 0; // Fire Shield lasts one Combat Round
  }
  c.spellsCast = perPlayer(c.spellsCast, 0);
  c.spellLimit = perPlayer(c.spellLimit, 1);
  if (c.drawOnCast !== undefined) c.drawOnCast = undefined; // Zydar's Sorcery VI lasts the Combat Round
  if (c.magiPower !== undefined) c.magiPower = undefined; // Magi Pack: the first Spell of this Combat Round only (TW4)
  // Before any unit activates, the War Machines act; then each player (the attacker first) may play a Spell with a
  // card that allows it (Intelligence, ruling A13); the window is offered only to a player who can.
  c.step = roundStartStep(c);
  d.emit({ type: 'combatRoundStarted', round: c.round, seq: 0 });
}

/** The same players' keys, each set to `value` (the record itself when it already says so: it is replaced, never edited). */
function perPlayer(keys: Record<PlayerId, number>, value: number): Record<PlayerId, number> {
  let same = true;
  for (const p in keys) if (keys[p] !== value) same = false;
  if (same) return keys;
  return recordOf(Object.keys(keys), value);
}

/**
 * Cover of Darkness (Necropolis; a pack's `enemyDiscardsAtCombatStart`): at the start of a combat against an enemy
 * Main Hero, that hero's player discards a random card — unless the building's other option was used during this
 * turn (docs/rulings.md).
 */
function coverOfDarkness(d: Draft): void {
  const c = d.s.combat as CombatState;
  for (const [mine, theirs] of [[c.attacker, c.defender], [c.defender, c.attacker]] as const) {
    if (!mine.player || !theirs.player || !theirs.cards || mine.neutral) continue;
    const owner = d.peek(mine.player);
    const cover = enemyDiscardBuilding(owner.faction);
    if (cover === null || !owner.buildings.includes(cover) || owner.buildingsUsedThisTurn.includes(cover)) continue;
    const hand = d.peek(theirs.player).hand;
    if (hand.length === 0) continue;
    let pick = 0;
    d.random((r) => {
      pick = Math.floor(r() * hand.length);
    });
    discardFromHand(d, theirs.player, hand[pick] as string);
  }
}

/** The end of a Combat Round: the next one starts, unless the combat is time-limited (the attacker then decides). */
export function endRound(d: Draft, c: CombatState): void {
  if (c.timeLimited) d.s.pending = { kind: 'combatRoundEnd', player: c.attacker.player as PlayerId };
  else if (d.s.config.combatRoundLimit > 0 && c.round >= d.s.config.combatRoundLimit) {
    // The server's cap on combats the rules leave unlimited (GameConfig.combatRoundLimit): the attacker retreats.
    const w = d.combat();
    w.outcome = { result: 'retreat', by: 'attacker' };
    w.step = { step: 'over' };
  } else startRound(d);
}

function applyRoundEnd(d: Draft, dec: Of<'combatRoundEnd'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'retreat') {
    const c = d.combat();
    c.outcome = { result: 'retreat', by: 'attacker' };
    c.step = { step: 'over' };
    return;
  }
  if (a.type !== 'extendCombat') return wrongCombat(dec, a);
  if (!canExtend(d, dec.player)) {
    const why = d.s.config.variants.freeCombatExtension
      ? 'This game allows no more Combat Rounds (its combatRoundLimit)'
      : 'Another Combat Round costs 1 movement point of the hero who started the combat, and it has none left';
    illegal('OPTION_NOT_AVAILABLE', why, 'combat-time-limits');
  }
  // The Optional Rules Table (p. 59, ruling VT-8): extending a combat may cost no movement point.
  if (!d.s.config.variants.freeCombatExtension) {
    const p = d.player(dec.player);
    const hero = (d.s.combat as CombatState).attacker.hero === 'secondary' && p.secondaryHero ? p.secondaryHero : p.mainHero;
    hero.used += 1;
  }
  startRound(d);
}

/**
 * Whether the hero who started the combat (the Main Hero, or the Secondary Hero leading) has a movement point left
 * (p. 42); when extending is free (ruling VT-8), whether the server's cap on Combat Rounds (`combatRoundLimit`) is
 * not reached, as for a combat without a time limit.
 */
function canExtend(d: Draft, player: PlayerId): boolean {
  if (d.s.config.variants.freeCombatExtension) {
    const limit = d.s.config.combatRoundLimit;
    return limit === 0 || (d.s.combat as CombatState).round < limit;
  }
  const p = d.peek(player);
  const hero = (d.s.combat as CombatState).attacker.hero === 'secondary' && p.secondaryHero ? p.secondaryHero : p.mainHero;
  return hero.base + hero.extra - hero.used >= 1;
}

function legalRoundEnd(d: Draft, dec: Of<'combatRoundEnd'>): Action[] {
  const actions: Action[] = [{ type: 'retreat' }];
  if (canExtend(d, dec.player)) actions.unshift({ type: 'extendCombat' });
  return actions;
}

/** The `combatRoundEnd` decision (Combat Time Limits): another round for 1 movement point, or retreat. */
export const ROUND_DECISIONS: DecisionTable<'combatRoundEnd'> = {
  combatRoundEnd: { legal: legalRoundEnd, apply: applyRoundEnd, describe: (dec) => `${dec.player} fights another Combat Round or retreats` },
};
