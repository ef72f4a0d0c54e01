/**
 * Combat effects on units: damage, statistic changes, Paralysis, healing, moving and switching units, and the other
 * effects on the unit a card selects (`playCard.target`), with their card texts.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CardInfo, GameState, PlayerId, UnitFilter } from '../model';
import type { CombatState, CombatUnit } from '../model';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import type { CombatEffectKinds, CombatEffectOf } from '../effects/registry';
import { cap, signed } from '../effects/describe';
import { dealDamage } from './damage';
import { baseNameOf, initiativeOf, isFighter } from './stats';
import { boardOf, occupant } from './board';
import { heal, onDefeated, paralyse } from './abilities';
import { cardCanTarget, ignoresLasting } from './spellAbilities';
import { keepDisabled } from './inhibition';
import { wardedCardDamage, wardedFrom } from './spellWards';
import { rollDie } from '../kernel/dice';
import { defenseGivesAttack } from '../deck/astrologers';

/** The Spell whose damage `damagesAttackers` deals (a Fire Spell: the Efreet ignore it). */
const FIRE_SHIELD = 'spell.fire-shield';
import { statTarget, unitById } from './opponents';
import { tierList } from '../data/units';

/** The kinds of the combat effects on units. */
export const UNIT_EFFECTS = {
  modifyStat: {
    targeted: false,
    apply(d, player, e, play, memory) {
      const target = statTarget(d.s.combat as CombatState, player, play.ctx) as CombatUnit;
      const u = d.unit(target.id);
      const amount = e.amount === 'discarded' ? (memory['discarded'] ?? 0) : e.amount;
      if (e.stat === 'attack' || asAttack(d.s, amount)) u.attackBonus += amount;
      else u.defenseBonus += amount;
    },
    describe(e) {
      const amount = e.amount === 'discarded' ? '+1' : signed(e.amount);
      const per = e.amount === 'discarded' ? ' per card discarded' : '';
      return `your unit in this attack (or the one activating) gets ${amount} ${cap(e.stat)}${per} until its attack resolves`;
    },
  },
  // Sword of Hellfire: the unit its Attack change acts on pays with damage; the listing keeps it alive (FX113).
  damageOwnUnit: {
    targeted: false,
    apply(d, player, e, play) {
      const target = statTarget(d.s.combat as CombatState, player, play.ctx) as CombatUnit;
      dealDamage(d, target.id, e.amount, play.card);
    },
    describe: (e) => `that unit suffers ${e.amount} damage (not an enemy unit)`,
  },
  // Buckler of the Gnoll King, Greater Gnoll's Flail: the unit the card's statistic change acts on pays (ruling RA82).
  loseStatForCombat: {
    targeted: false,
    apply(d, player, e, play) {
      const target = statTarget(d.s.combat as CombatState, player, play.ctx) as CombatUnit;
      if (ignoresLasting(d.s.combat as CombatState, target, 'artifact')) return; // Titans (ruling TW3)
      const u = d.unit(target.id);
      if (e.stat === 'attack') u.attackLoss = (u.attackLoss ?? 0) + e.amount;
      else u.defenseLoss = (u.defenseLoss ?? 0) + e.amount;
    },
    describe: (e) => `until the end of the combat, that unit has -${e.amount} ${cap(e.stat)} (to a minimum of 0)`,
  },
  damage: {
    targeted: true,
    apply(d, player, e, play) {
      spellDamage(d, player, play.target as string, e.byPower[play.power ?? 0] ?? 0, play.card);
    },
    describe: (e, named) => `${target(e.filter, named)} suffers ${tiers(e.byPower, 'damage', false, e.filter?.leastPower)} (Defense does not apply)`,
  },
  chainDamage: {
    targeted: true,
    apply(d, player, e, play) {
      const c = d.s.combat as CombatState;
      const first = unitById(c, play.target) as CombatUnit;
      const amounts = e.byPower[play.power ?? 0] ?? [];
      const hit = [first, ...chainOf(c, first, cardInfo(cardOf(play.card)))].slice(0, amounts.length);
      hit.forEach((u, i) => spellDamage(d, player, u.id, amounts[i] ?? 0, play.card));
    },
    describe(e, named) {
      const shown = e.byPower.filter((v, p) => p === 0 || v.join() !== (e.byPower[p - 1] ?? []).join());
      const powers = e.byPower.map((_, p) => p).filter((p) => p === 0 || e.byPower[p]!.join() !== e.byPower[p - 1]!.join());
      return `${target(e.filter, named)}, then the 2 units closest to it, suffer ${shown.map((v) => v.join('/')).join(' / ')} damage with ${powers.join(' / ')} Power (Defense does not apply)`;
    },
  },
  areaDamage: {
    targeted: true,
    apply(d, player, e, play) {
      const c = d.s.combat as CombatState;
      const first = unitById(c, play.target) as CombatUnit;
      // Only a unit on the adjacent space suffers it: a Wall segment or the Gate there is not a unit (Siege Combat, p. 44).
      const found = play.space === null ? undefined : occupant(c, play.space);
      const second = found !== undefined && found.kind === 'unit' ? found : undefined;
      const amount = e.byPower[play.power ?? 0] ?? 0;
      for (const u of second ? [first, second] : [first]) spellDamage(d, player, u.id, amount, play.card);
    },
    describe: (e, named) =>
      `every unit on ${target(e.filter, named).replace('a selected unit', "a selected unit's space")} and one adjacent space suffers ${tiers(e.byPower, 'damage')} (Defense does not apply)`,
  },
  blastDamage: {
    targeted: false,
    apply(d, player, e, play) {
      if (play.space === null) return;
      const amount = e.byPower[play.power ?? 0] ?? 0;
      for (const id of unitsAround(d.s.combat as CombatState, play.space, e.around === true)) spellDamage(d, player, id, amount, play.card);
    },
    describe: (e) =>
      `select a space: every unit ${e.around === true ? 'on the spaces next to it' : 'on it and on the spaces next to it'}, yours too, suffers ${tiers(e.byPower, 'damage')} (Defense does not apply)`,
  },
  // Inferno (ruling IN30): the throws are made as the Spell resolves, and summed; each "+1" is 1 damage to every unit.
  blastPerAttackDie: {
    targeted: false,
    apply(d, player, e, play) {
      if (play.space === null) return;
      const rolls = e.byPower[play.power ?? 0] ?? 0;
      const faces: number[] = [];
      let amount = 0;
      for (let i = 0; i < rolls; i++) {
        const face = rollDie(d, 'attack');
        faces.push(face);
        if (face > 0) amount++;
      }
      d.emit({ type: 'dieRolled', player, die: 'attack', faces, seq: 0 });
      if (amount === 0) return;
      for (const id of unitsAround(d.s.combat as CombatState, play.space)) spellDamage(d, player, id, amount, play.card);
    },
    describe: (e) =>
      `select a space and throw the Attack die ${tiers(e.byPower, 'times')}: every unit on it and on the spaces next to it, yours too, suffers 1 damage per "+1" thrown (Defense does not apply)`,
  },
  ringDamage: {
    targeted: true,
    apply(d, player, e, play) {
      // Both units were checked when the play was made: the second is the unit on `playCard.space` (ruling FX90).
      const c = d.s.combat as CombatState;
      const second = occupant(c, play.space as number);
      const amount = e.byPower[play.power ?? 0] ?? 0;
      spellDamage(d, player, play.target as string, amount, play.card);
      if (second !== undefined) spellDamage(d, player, second.id, amount, play.card);
    },
    describe: (e, named) =>
      `${target(e.filter, named)} and another unit, both adjacent to one space of the board (friend or foe), each suffer ${tiers(e.byPower, 'damage')} (Defense does not apply)`,
  },
  ignoreDefense: {
    targeted: true,
    apply(d) {
      // The selected unit is the attack's target (the listing offers no other): the attack ignores its Defense.
      const at = d.combat().attack;
      if (at) at.defenseIgnored = true;
    },
    describe: (e, named) => `while your unit is attacking, before the Attack die: the attack ignores the Defense of ${target(e.filter, named).replace('a selected unit', 'the attacked unit')}`,
  },
  negateAttackGains: {
    targeted: true,
    apply(d) {
      // The selected unit is the attacker (the listing offers no other): its die does not count, nor Attack gained from now.
      const at = d.combat().attack;
      if (!at) return;
      const u = d.unit(at.attacker);
      u.ignoresAttackDie = true;
      at.attackCap = u.attackBonus;
    },
    describe: (e, named) =>
      `while ${target(e.filter, named).replace('a selected unit', 'an enemy unit')} is attacking, before the Attack die: its Attack die result is negated, and so is any Attack it gains from cards for this attack`,
  },
  modifyUnit: {
    targeted: true,
    apply(d, _player, e, play) {
      const u = d.unit(play.target as string);
      const amount = modifyAmount(d.s.combat as CombatState, u, e, e.byPower[play.power ?? 0] ?? 0);
      const attack = e.stat === 'attack' || (e.stat === 'defense' && asAttack(d.s, amount)); // Offense (SH145)
      if (attack && e.duration === 'combat') u.attackGain = (u.attackGain ?? 0) + amount;
      else if (attack) u.attackBonus += amount;
      else if (e.stat === 'defense' && e.duration === 'combat') u.defenseGain = (u.defenseGain ?? 0) + amount;
      else if (e.stat === 'defense') u.defenseBonus += amount;
      else if (e.stat === 'health') u.hpBonus += amount;
      else if (e.stat === 'spellWard') u.spellWard = (u.spellWard ?? 0) + amount;
      else u.initiativeBonus += amount;
    },
    describe(e, named) {
      const doubled = 'doubledIfFaster' in e
        ? ' (doubled while it attacks a unit of lower Initiative)'
        : 'doubledFor' in e && e.doubledFor ? ` (doubled for ${doubledText(e.doubledFor)} unit)` : 'floor' in e ? ` (not below ${e.floor})` : '';
      const stat = e.stat === 'health' ? 'HP' : cap(e.stat);
      if (e.stat === 'spellWard') return `until the end of the combat, damage ${target(e.filter, named)} suffers from Spells is reduced by ${tiers(e.byPower, '', false).trim()}${doubled}, to no less than 0`;
      return e.duration === 'combat'
        ? `${target(e.filter, named)} gets ${tiers(e.byPower, stat, true)}${doubled} until the end of the combat`
        : `${target(e.filter, named)} gets ${tiers(e.byPower, cap(e.stat), true)}${doubled}${e.byPower.some((v) => v < 0) ? ' (not below 0)' : ''} ${e.filter?.defendingAgainst ? 'for that attack' : 'until its attack resolves'}`;
    },
  },
  swapUnits: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.s.combat as CombatState;
      const a = d.unit(play.target as string);
      const b = d.unit((occupant(c, play.space as number) as CombatUnit).id);
      const from = a.space as number;
      a.space = b.space;
      b.space = from;
      d.emit({ type: 'unitsSwitched', units: [a.id, b.id], seq: 0 });
    },
    describe: (e, named) => `switch the places of ${target(e.filter, named)} and another ${e.filter?.allied ? 'friendly ' : ''}unit on the board`,
  },
  teleport: {
    targeted: true,
    apply(d, _player, _e, play) {
      const u = d.unit(play.target as string);
      const from = u.space as number;
      u.space = play.space as number;
      d.emit({ type: 'unitMoved', unit: u.id, from, to: u.space, seq: 0 });
    },
    describe: (e, named) => `move ${target(e.filter, named)} to any empty space, ignoring obstacles`,
  },
  ignoreAttackDie: {
    targeted: true,
    apply(d, _player, _e, play) {
      d.unit(play.target as string).ignoresAttackDie = true;
    },
    describe: (e, named) => `${target(e.filter, named)} ignores its Attack die on its next attack`,
  },
  paralyse: {
    targeted: true,
    apply(d, _player, _e, play) {
      paralyse(d, play.target as string, play.card);
    },
    describe: (e, named) => `place a Paralysis token on ${target(e.filter, named)}`,
  },
  heal: {
    targeted: true,
    apply(d, _player, e, play) {
      heal(d, play.target as string, e.byPower[play.power ?? 0] ?? 0, play.card);
    },
    describe: (e, named) => `remove ${tiers(e.byPower, 'damage')} from ${target(e.filter, named)}`,
  },
  removeEffects: {
    targeted: true,
    apply(d, _player, e, play) {
      const u = d.unit(play.target as string);
      u.paralyzed = false;
      if (e.only === 'paralysis') return;
      u.attackBonus = Math.max(0, u.attackBonus);
      u.defenseBonus = Math.max(0, u.defenseBonus);
      u.initiativeBonus = Math.max(0, u.initiativeBonus);
    },
    describe: (e, named) =>
      e.only === 'paralysis' ? `remove Paralysis from ${target(e.filter, named)}` : `remove Paralysis and every lowered statistic from ${target(e.filter, named)}`,
  },
  resetRetaliation: {
    targeted: true,
    apply(d, _player, _e, play) {
      d.unit(play.target as string).retaliated = false;
    },
    describe: (e, named) => `remove the retaliation mark from ${target(e.filter, named)} that has retaliated: it may retaliate again this Combat Round`,
  },
  addCondition: {
    targeted: true,
    apply(d, _player, e, play) {
      d.unit(play.target as string)[e.condition] = true;
      // Disabled for the combat now, not only for the Combat Round (Orb of Inhibition, TW64).
      if (e.condition === 'abilitiesDisabled') keepDisabled(d, play.target as string);
    },
    describe: (e, named) =>
      e.condition === 'abilitiesDisabled'
        ? `${target(e.filter, named)} cannot use its special abilities until the end of the combat`
        : e.condition === 'paralysisWarded'
          ? `${target(e.filter, named)} cannot gain Paralysis during this combat`
          : `${target(e.filter, named)} cannot be selected or damaged by Spells until the end of the combat`,
  },
  damageAttackers: {
    targeted: true,
    apply(d, _player, e, play) {
      const u = d.unit(play.target as string);
      u.damagesAttackers = Math.max(u.damagesAttackers, e.byPower[play.power ?? 0] ?? 0);
    },
    describe: (e, named) =>
      `this Combat Round, a unit that attacks ${target(e.filter, named)} from an adjacent space suffers ${tiers(e.byPower, 'damage')} once the attack resolves`,
  },
  cancelAttack: {
    targeted: true,
    apply(d) {
      // The attack ends, dealing nothing, when its resolution goes on (combat/attack.ts).
      const cw = d.combat();
      if (cw.attack) cw.attack.cancelled = true;
    },
    describe: (e, named) => `once an enemy attack's damage is known, cancel it if it would reduce ${target(e.filter, named)} to 0 Health`,
  },
} satisfies Partial<CombatEffectKinds>;

/**
 * The units on the space (unless `around`: only those next to it) and on every space next to it: Walls, the Gate and
 * the Arrow Tower are no units (Siege Combat, p. 44).
 */
function unitsAround(c: CombatState, space: number, around = false): string[] {
  const hit: string[] = [];
  for (const at of around ? boardOf(c).neighbours(space) : [space, ...boardOf(c).neighbours(space)]) {
    const u = occupant(c, at);
    if (u !== undefined && u.kind === 'unit') hit.push(u.id);
  }
  return hit;
}

/** Card damage to one unit (reduced or ignored by its abilities), and what its defeat sets off. */
export function spellDamage(d: Draft, player: PlayerId, id: string, amount: number, card: CardId): void {
  const u = unitById(d.s.combat as CombatState, id) as CombatUnit;
  if (u.defeated) return;
  if (dealDamage(d, id, wardedFrom(d.s.combat as CombatState, u, card) ? 0 : wardedCardDamage(d.s.combat as CombatState, u, amount, cardInfo(cardOf(card)).category), card).defeated) onDefeated(d, id, { player });
}

/**
 * Chain Lightning's further units (ruling S13): the units on the board Spells may select, other than `first`, the
 * closest to it first; equally close ones in the order of their space numbers.
 */
function chainOf(c: CombatState, first: CombatUnit, spell: CardInfo): CombatUnit[] {
  const from = first.space as number;
  const board = boardOf(c);
  return c.units
    .filter((u) => u !== first && isFighter(u) && !u.defeated && u.space !== null && cardCanTarget(c, u, 'spell', spell))
    .sort((a, b) => board.distance(from, a.space as number) - board.distance(from, b.space as number) || (a.space as number) - (b.space as number));
}

/** Is the change doubled for the unit: is its card named as the name, or one of the names (Gelu's Elves and Sharpshooters)? */
export function doubles(u: CombatUnit, names: string | readonly string[]): boolean {
  if (typeof names === 'string') return namedAs(u, names);
  for (const name of names) if (namedAs(u, name)) return true;
  return false;
}

/** "the Lizardmen", "a Dragons", "an Elves or Sharpshooters": the units a change is doubled for. */
export function doubledText(names: string | readonly string[]): string {
  if (typeof names !== 'string') return `${/^[AEIOU]/.test(names[0] ?? '') ? 'an' : 'a'} ${names.join(' or ')}`;
  return names === 'Dragons' ? 'a Dragons' : `the ${names}`;
}

/** Is the unit's card name this name, or does it end with it ("Black Dragons" for "Dragons")? */
function namedAs(u: CombatUnit, name: string): boolean {
  const own = baseNameOf(u);
  return own === name || own.endsWith(` ${name}`);
}

/**
 * Fire Shield (`damageAttackers`): once an attack on a shielded unit has resolved, an attacker that stood next to
 * it takes the Spell damage (also when the shielded unit was defeated by the attack).
 */
export function damageShieldAttacker(d: Draft, attackerId: string, targetId: string, targetSpace: number | null): void {
  const c = d.s.combat as CombatState;
  const attacker = unitById(c, attackerId) as CombatUnit;
  const target = unitById(c, targetId) as CombatUnit;
  if (target.damagesAttackers === 0 || attacker.defeated || attacker.space === null || targetSpace === null) return;
  if (!boardOf(c).adjacent(attacker.space, targetSpace)) return;
  const taken = wardedFrom(c, attacker, FIRE_SHIELD) ? 0 : wardedCardDamage(c, attacker, target.damagesAttackers, 'spell');
  if (dealDamage(d, attacker.id, taken, 'spell.fire-shield').defeated) onDefeated(d, attacker.id, { team: target.team });
}

/**
 * "1 / 2 / 3 damage with 0 / 1 / 2 Power", skipping Power values that buy nothing new; from `least` Power on when the
 * play needs that much (Implosion).
 */
export function tiers(values: readonly number[], unit: string, sign = false, least = 0): string {
  const shown: Array<[number, number]> = [];
  values.forEach((v, p) => {
    if (p === least || (p > least && v !== values[p - 1])) shown.push([p, v]);
  });
  if (shown.length === 1) return `${sign ? signed(shown[0]![1]) : shown[0]![1]} ${unit}`;
  return `${shown.map(([, v]) => (sign ? signed(v) : String(v))).join(' / ')} ${unit} with ${shown.map(([p]) => p).join(' / ')} Power`;
}

/** The unit an effect acts on; later effects of the same play act on the same unit ("that unit"). */
export function target(filter: UnitFilter | undefined, named: boolean): string {
  if (named) return 'that unit';
  if (filter?.lowestInitiative) return 'an enemy unit with the lowest Initiative (your choice among equals)';
  if (filter?.defendingAgainst) return `your unit attacked by a ${filter.defendingAgainst.map(cap).join(' or ')} unit (before the Attack die)`;
  const kinds = filter?.types ? `${filter.types.map(cap).join(' or ')} ` : '';
  const own = filter?.allied ? 'friendly ' : filter?.enemy ? 'enemy ' : '';
  if (filter?.tiers) return `a selected ${own}${kinds}${tierList(filter.tiers)} unit`;
  if (!filter?.tiersByPower) return `a selected ${own}${kinds}unit`;
  const steps = filter.tiersByPower
    .map((t, p) => [p, t] as const)
    .filter(([p, t], i, all) => t.length > 0 && (i === 0 || t.join() !== (all[i - 1]?.[1] ?? []).join() || p === 0))
    .map(([p, t]) => `${tierList(t)} with ${p} Power`);
  return `a selected ${own}${kinds}unit (${steps.join('; ')})`;
}

type ModifyUnit = CombatEffectOf<'modifyUnit'>;

/**
 * How much a `modifyUnit` changes the unit by: doubled for the named units, or while it attacks a slower unit
 * (Gundula's Slow IV, ruling SH15); a lowered Initiative leaves it at least `floor` (Slow I and VI, ruling SH14).
 */
function modifyAmount(c: CombatState, u: CombatUnit, e: ModifyUnit, amount: number): number {
  if ('doubledFor' in e && e.doubledFor !== undefined) return twiceIf(doubles(u, e.doubledFor), amount);
  if ('doubledIfFaster' in e) {
    const at = c.attack;
    const target = at !== null && at.attacker === u.id ? unitById(c, at.target) : undefined;
    return twiceIf(target !== undefined && initiativeOf(u) > initiativeOf(target), amount);
  }
  if ('floor' in e) return Math.min(0, Math.max(amount, e.floor - initiativeOf(u)));
  return amount;
}

/**
 * Whether a card's Defense of this amount goes to Attack instead (Offense, SH145–SH149): a gain, never a loss (Curse),
 * the amount as the card gives it — at the Power paid, doubled where the card doubles it.
 */
const asAttack = (s: GameState, amount: number): boolean => amount > 0 && defenseGivesAttack(s);

/** The amount, doubled when `twice`. */
const twiceIf = (twice: boolean, amount: number): number => (twice ? amount * 2 : amount);
