/**
 * Where every part of the combat hands over to the driver: a unit's activation ends, a play opens the windows that
 * follow it, the combat is over. Placement, activation and attacks end on these; the driver (engine.ts) goes on.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, PlayerId } from '../model';
import type { Played } from './cards';
import { openWindow, unitOf } from './common';
import { aiActivationEnds } from './aiHero';
import { endActivationPower } from './confluxAbilities';
import { endPuppet } from './coveMarks';

/** Ends the activation of the unit activating now (its bonuses for the activation end too); the next unit follows. */
export function endActivation(d: Draft): void {
  const c = d.combat();
  const step = c.step;
  if (step.step === 'unit') {
    const now = unitOf(c, step.unit);
    if (c.aiHero !== undefined) aiActivationEnds(d, step.unit);
    if (now.attackBonus !== 0 || now.defenseBonus !== 0 || now.ignoresAttackDie) {
      const u = d.unit(step.unit);
      u.attackBonus = 0;
      u.defenseBonus = 0;
      u.ignoresAttackDie = false;
    }
    // Forgetfulness lasts for one activation of the unit (ruling RA61).
    if (c.forgotten !== undefined && c.forgotten.includes(step.unit)) c.forgotten = c.forgotten.filter((x) => x !== step.unit);
    // Berserk too (ruling TW71).
    if (c.berserk !== undefined && c.berserk.includes(step.unit)) c.berserk = c.berserk.filter((x) => x !== step.unit);
    // Shaman's Puppet holds until the end of the unit's activation (ruling CV64).
    if (c.puppets !== undefined) endPuppet(c, step.unit);
  }
  if (c.activationSchoolPower !== undefined) endActivationPower(c); // the Elementals Pack's bonus (CF5)
  c.step = { step: 'nextUnit' };
}

/** Ends the combat when one team has no units left. */
export function checkOver(d: Draft): boolean {
  const c = d.s.combat as CombatState;
  if (c.step.step === 'over') return true;
  let a = 0;
  let b = 0;
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.defeated) continue;
    if (u.team === 'attacker') a++;
    else b++;
    if (a > 0 && b > 0) return false; // both teams still fight: no need to count further
  }
  const cw = d.combat();
  cw.outcome = { result: a > 0 ? 'attackerWon' : 'defenderWon', by: null };
  cw.step = { step: 'over' };
  cw.attack = null;
  cw.sequence = null;
  return true;
}

/**
 * After a Spell is cast: its caster picks the School of Magic of a Spell of any school (Magic Arrow), then the enemy
 * may answer it (Resistance), then its caster may play a card that returns it (Knowledge, Mysticism). The answer and
 * return windows are offered only to a player with a card for them.
 */
export function afterPlay(d: Draft, player: PlayerId, played: Played | null): void {
  if (checkOver(d)) return;
  if (played === null) return;
  const { cast, answerer } = played;
  if (played.picksSchool) openWindow(d.combat(), { step: 'spellSchool', player, cast });
  else if (answerer !== null) openWindow(d.combat(), { step: 'spellAnswer', player: answerer, cast, ignored: false });
  else openWindow(d.combat(), { step: 'afterSpell', player, spell: cast.spell, together: cast.together });
}
