/**
 * Boots of Polarity's "Remove 1 Ongoing effect" (ruling TW86): the Ongoing effects lying on units in the combat — what
 * an Ongoing card left on a unit until the end of the combat — listed one per unit and kind; the player picks one (a
 * `choose` decision when there are several) and it ends. Map-level ops run on the effect stack (`removeOngoing`, which
 * offers the choice, and `endOngoing`, the one chosen), owned here because they act on the combat.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, Effect, OngoingKind } from '../model';
import type { EffectKinds } from '../effects/registry';
import { pushFrame } from '../effects/run';
import { cardOf } from '../kernel/ids';
import { factionUnit, isSummonedUnit, neutralUnit, summonedUnit } from '../data/units';
import { dealDamage } from './damage';
import { onDefeated } from './abilities';
import { sideOf } from './stats';

/** The kinds in the order they are offered, each with what tells it lies on a unit. */
const KINDS: ReadonlyArray<[OngoingKind, (u: CombatUnit, c: CombatState) => boolean]> = [
  ['initiative', (u) => u.initiativeBonus !== 0],
  ['health', (u) => u.hpBonus > 0],
  ['abilitiesDisabled', (u, c) => u.abilitiesDisabled && !(c.abilitiesSuspended ?? []).includes(u.id)],
  ['spellProtected', (u) => u.spellProtected],
  ['fireShield', (u) => u.damagesAttackers > 0],
  ['burnsAttackers', (u) => (u.burnsAttackers ?? 0) > 0],
  ['defenseGain', (u) => (u.defenseGain ?? 0) > 0],
  ['paralysisWarded', (u) => u.paralysisWarded === true],
  ['forgotten', (u, c) => (c.forgotten ?? []).includes(u.id)],
  ['attackGain', (u) => (u.attackGain ?? 0) > 0],
];

/** What each kind is, as a player reads it. */
const KIND_TEXT: Readonly<Record<OngoingKind, string>> = {
  initiative: 'changed Initiative',
  health: 'raised HP',
  abilitiesDisabled: 'lost special abilities (Disrupting Ray)',
  spellProtected: 'protection from Spells (Anti-Magic)',
  fireShield: 'Fire Shield',
  burnsAttackers: 'damage to its attackers',
  defenseGain: 'raised Defense for the combat',
  paralysisWarded: 'protection from Paralysis',
  forgotten: 'ban on attacking (Forgetfulness)',
  attackGain: 'raised Attack for the combat',
};

/** The unit card's name for a combat unit id ("Griffins"). */
function unitName(id: string): string {
  const base = cardOf(id.split('@')[0] as string);
  if (base.startsWith('neutral.')) return neutralUnit(base).name;
  return isSummonedUnit(base) ? summonedUnit(base).name : factionUnit(base).name; // a Summoned Elemental (Conflux box)
}

/** The Ongoing effects on the combat's units, one option per unit and kind. */
export function ongoingOptions(c: CombatState): Array<{ key: string; effects: Effect[] }> {
  const out: Array<{ key: string; effects: Effect[] }> = [];
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.defeated) continue;
    for (const [kind, lies] of KINDS) if (lies(u, c)) out.push({ key: `${u.id} ${kind}`, effects: [{ op: 'endOngoing', unit: u.id, kind }] });
  }
  return out;
}

/**
 * Every program Boots of Polarity's choice could have pushed in this combat: one kind ended on one unit, any unit and
 * kind (the unit may have been defeated since, by a lost HP bonus).
 */
export function ongoingPrograms(c: CombatState): Effect[][] {
  const out: Effect[][] = [];
  for (const u of c.units) if (u.kind === 'unit') for (const [kind] of KINDS) out.push([{ op: 'endOngoing', unit: u.id, kind }]);
  return out;
}

/** Ends one kind of Ongoing effect on a unit; a lost HP bonus may defeat it (the damage beyond its HP is dealt again). */
function endOngoing(d: Draft, unitId: string, kind: OngoingKind, source: string, player: string): void {
  const c = d.s.combat as CombatState;
  if (!c.units.some((x) => x.id === unitId)) return;
  const u = d.unit(unitId);
  if (kind === 'initiative') u.initiativeBonus = 0;
  else if (kind === 'abilitiesDisabled') u.abilitiesDisabled = false;
  else if (kind === 'spellProtected') u.spellProtected = false;
  else if (kind === 'fireShield') u.damagesAttackers = 0;
  else if (kind === 'burnsAttackers') u.burnsAttackers = undefined;
  else if (kind === 'defenseGain') u.defenseGain = undefined;
  else if (kind === 'attackGain') u.attackGain = undefined;
  else if (kind === 'paralysisWarded') u.paralysisWarded = undefined;
  else if (kind === 'forgotten') d.combat().forgotten = (c.forgotten ?? []).filter((id) => id !== unitId);
  else {
    u.hpBonus = 0;
    const carried = u.damage;
    if (carried < sideOf(u).hp) return;
    u.damage = 0;
    if (dealDamage(d, unitId, carried, source).defeated) onDefeated(d, unitId, { player });
  }
}

/** The kinds of Boots of Polarity's ops. */
export const ONGOING_REMOVAL_EFFECTS = {
  removeOngoing: {
    start(d, frame) {
      const c = d.s.combat;
      const options = c === null ? [] : ongoingOptions(c);
      if (options.length === 0) return 'done';
      if (options.length === 1) {
        d.topFrame().pc += 1;
        pushFrame(d, frame.player, frame.source, (options[0] as { effects: Effect[] }).effects);
        return 'moved';
      }
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: false };
      return 'waiting';
    },
    canStart: (r) => r.s.combat !== null && ongoingOptions(r.s.combat).length > 0,
    describe: () => 'remove 1 Ongoing effect from a unit',
  },
  endOngoing: {
    start(d, frame, e) {
      endOngoing(d, e.unit, e.kind, frame.source, frame.player);
      return 'done';
    },
    describe: (e) => `end the ${KIND_TEXT[e.kind]} of ${unitName(e.unit)}`,
  },
} satisfies Partial<EffectKinds>;
