/**
 * What some attacks leave on the unit they hit, beyond their damage (the Fortress units, rulings FX30–FX39): the
 * Wyverns' faction cubes that hurt at each of its activations, the Gorgons' roll that brings its card to 0 HP, and
 * the Dragon Flies stripping the lasting gains its own player's cards gave it.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';
import { rollDie } from '../kernel/dice';
import { unitOf } from './common';
import { dealDamage } from './damage';
import { sideOf } from './stats';

const onBoard = (u: CombatUnit): boolean => u.kind === 'unit' && !u.defeated && u.space !== null;

/** Wyverns: `cubes` faction cubes go onto the unit they attacked (FX31: cubes from several attacks add up). */
export function poison(d: Draft, attacker: string, target: string, cubes: number): void {
  const t = unitOf(d.s.combat as CombatState, target);
  if (!onBoard(t)) return;
  d.emit({ type: 'abilityUsed', unit: attacker, ability: 'poisonTarget', target, seq: 0 });
  d.unit(target).poison += cubes;
}

/**
 * At the start of a poisoned unit's activation one cube comes off and it suffers 1 damage (FX32: a paralysed unit's
 * skipped activation is no activation, its cubes stay). Returns whether the damage defeated it (the caller runs
 * what a defeat sets off).
 */
export function poisonAtActivation(d: Draft, unitId: string): boolean {
  d.unit(unitId).poison -= 1;
  return dealDamage(d, unitId, 1, 'poison').defeated;
}

/**
 * Gorgons Pack: after the attack, `dice` Attack dice; when every one shows `face`, the target's card that is up
 * drops to 0 HP (FX33): a Pack turns to its Few side with no damage on it, a Few or a neutral unit is defeated.
 * Returns whether it was defeated (the caller runs what a defeat sets off).
 */
export function slayRoll(d: Draft, attacker: CombatUnit, targetId: string, dice: number, face: number, player: string): boolean {
  const faces: number[] = [];
  for (let i = 0; i < dice; i++) faces.push(rollDie(d, 'attack'));
  d.emit({ type: 'dieRolled', player, die: 'attack', faces, seq: 0 });
  if (faces.some((f) => f !== face)) return false;
  const t = unitOf(d.s.combat as CombatState, targetId);
  if (!onBoard(t)) return false;
  d.emit({ type: 'abilityUsed', unit: attacker.id, ability: 'slayOnRoll', target: targetId, seq: 0 });
  return dealDamage(d, targetId, sideOf(t).hp + t.hpBonus - t.damage, attacker.id).defeated;
}

/**
 * Wyverns neutral: after the attack, 1 Attack die; on one of `roll` the target suffers `amount` damage (the Wyverns'
 * damage, no Defense: ruling TW31). Returns whether it was defeated (the caller runs what a defeat sets off).
 */
export function damageRoll(d: Draft, attacker: CombatUnit, targetId: string, amount: number, roll: readonly number[], player: string): boolean {
  const face = rollDie(d, 'attack');
  d.emit({ type: 'dieRolled', player, die: 'attack', faces: [face], seq: 0 });
  if (!roll.includes(face)) return false;
  d.emit({ type: 'abilityUsed', unit: attacker.id, ability: 'damageOnRoll', target: targetId, seq: 0 });
  return dealDamage(d, targetId, amount, attacker.id).defeated;
}

/** Has the unit a lasting gain a card gave it that the Dragon Flies remove? */
const hasGains = (u: CombatUnit): boolean => u.initiativeBonus > 0 || u.hpBonus > 0 || u.spellProtected || u.damagesAttackers > 0 || (u.burnsAttackers ?? 0) > 0 || (u.defenseGain ?? 0) > 0 || (u.spellWard ?? 0) > 0 || (u.attackGain ?? 0) > 0;

/**
 * Dragon Flies: as they attack, their target loses the lasting gains its own player's cards gave it (FX34): a
 * raised Initiative goes back to the printed one, the HP bonus, Anti-Magic and Fire Shield end. Damage beyond the
 * HP left without the bonus is dealt again, so the card may turn or fall (FX35). Returns whether the target fell
 * (the caller runs what a defeat sets off).
 */
export function removeGains(d: Draft, attacker: CombatUnit, targetId: string): boolean {
  const t = unitOf(d.s.combat as CombatState, targetId);
  if (!onBoard(t) || !hasGains(t)) return false;
  d.emit({ type: 'abilityUsed', unit: attacker.id, ability: 'removeTargetsOngoingEffects', target: targetId, seq: 0 });
  const u = d.unit(targetId);
  if (u.initiativeBonus > 0) u.initiativeBonus = 0;
  u.spellProtected = false;
  u.damagesAttackers = 0;
  if (u.burnsAttackers !== undefined) u.burnsAttackers = undefined; // Rashka's Efreet IV / VI
  if (u.defenseGain !== undefined) u.defenseGain = undefined; // Tazar's War Hero IV
  if (u.spellWard !== undefined) u.spellWard = undefined; // Clancy's Unicorns VI
  if (u.attackGain !== undefined) u.attackGain = undefined; // Crag Hack's Offense I, Quiet Eye of the Dragon
  if (u.hpBonus <= 0) return false;
  u.hpBonus = 0;
  const carried = u.damage;
  if (carried < sideOf(u).hp) return false;
  u.damage = 0;
  return dealDamage(d, targetId, carried, attacker.id).defeated;
}
