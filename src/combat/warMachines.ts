/**
 * The War Machines in combat (War Machine Cards, p. 26; docs/war-machines.md), for the team whose player owns them
 * and whose Main Hero leads it (machinesOwned.ts):
 * - Ammo Cart: the team's Ranged units ignore the combat penalty (combat/abilities.ts `diceModeFor`) and gain +2
 *   Initiative as the combat starts (ruling RA33).
 * - Ballista: as each Combat Round starts, 1 damage to the enemy unit with the lowest Initiative; units tied for it
 *   are the player's choice.
 * - First Aid Tent: once each Combat Round, as it starts, 1 damage removed from a unit of the player's (ruling RA35).
 * - Cannon (the Cove box): as each Combat Round starts, its player may spend 1 Expert effect use for 2 damage to one
 *   enemy unit of their choice (rulings CV20, CV21): the `warMachine` decision, which may be declined.
 * A choice between equal units is the `warMachine` decision, as is the choice to play Expert Artillery (Ballista) or
 * Expert First Aid (First Aid Tent) with it: the machine then resolves its effect 3 times against the same unit. A
 * single unit with no such card to play is taken at once.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, CombatState, CombatStep, CombatUnit, GameState, PlayerId, Team, WarMachine } from '../model';
import type { DecisionTable } from '../kernel/decisions';
import type { CombatEffectKinds } from '../effects/registry';
import { illegal } from '../kernel/errors';
import { expertUses, levelOf } from '../hero/levels';
import { toDiscardPile } from '../deck/playerDeck';
import { factsOf } from './playFacts';
import { playsCards } from './cardListing';
import { type Of, other, wrongCombat } from './common';
import { decider, heal, onDefeated } from './abilities';
import { dealDamage } from './damage';
import { initiativeOf, isFighter, typeOf } from './stats';
import { afterWarMachine } from './roundStart';
import { fightsWith, warMachinesBoosted } from './machinesOwned';
import { checkOver } from './steps';
import { target } from './unitEffects';

/** The Initiative the Ammo Cart gives its team's Ranged units. */
const AMMO_CART_INITIATIVE = 2;

/** Ammo Cart: as the combat starts, the team's Ranged units on the board gain +2 Initiative (ruling RA33). */
export function ammoCartAtCombatStart(d: Draft): void {
  const c = d.s.combat as CombatState;
  if (c.warMachines === undefined) return;
  for (const team of ['attacker', 'defender'] as const) {
    if (!fightsWith(c, team, 'ammo-cart')) continue;
    for (const u of c.units) {
      if (u.team === team && u.kind === 'unit' && !u.defeated && u.space !== null && typeOf(u) === 'ranged') d.unit(u.id).initiativeBonus += AMMO_CART_INITIATIVE;
    }
  }
}

/** The Cannon's damage (Cannon card, the Cove box). */
export const CANNON_DAMAGE = 2;

/** Whether the player may fire their Cannon as a Combat Round starts: their Hero plays cards here and has an Expert effect use left (CV21). */
function mayFireCannon(s: GameState, c: CombatState, player: PlayerId): boolean {
  if (!playsCards(c, player)) return false;
  const p = s.players.find((x) => x.id === player);
  return p !== undefined && p.expertUsed < expertUses(levelOf(p.experience));
}

/** A unit on the board that fights. */
const standing = (u: CombatUnit): boolean => u.kind === 'unit' && isFighter(u) && !u.defeated && u.space !== null;

/** The units a team's War Machine may act on: the enemy units with the lowest Initiative (Ballista), or its own damaged units (First Aid Tent). */
export function warMachineTargets(c: CombatState, team: Team, machine: WarMachine): string[] {
  const out: string[] = [];
  if (machine === 'first-aid-tent') {
    for (const u of c.units) if (u.team === team && standing(u) && u.damage > 0) out.push(u.id);
    return out;
  }
  const enemy = other(team);
  if (machine === 'cannon') {
    for (const u of c.units) if (u.team === enemy && standing(u)) out.push(u.id);
    return out;
  }
  if (machine !== 'ballista') return out;
  let lowest = Infinity;
  for (const u of c.units) if (u.team === enemy && standing(u)) lowest = Math.min(lowest, initiativeOf(u));
  for (const u of c.units) if (u.team === enemy && standing(u) && initiativeOf(u) === lowest) out.push(u.id);
  return out;
}

/**
 * The damage the team's First Aid Tent removes each time it acts: 1, 1 more in an Ammo Cart week (ruling RA104), and
 * that doubled after Gem's First Aid VI (ruling RA102).
 */
function tentHeals(s: GameState, c: CombatState, team: Team): number {
  const doubled = c.firstAidTentDoubled;
  const owner = c[team].player;
  const each = warMachinesBoosted(s) ? 2 : 1;
  return doubled !== undefined && owner !== null && doubled.includes(owner) ? 2 * each : each;
}

/** The team's War Machine acts on `unit`, `times` times: 1 damage each (Ballista), or 1 damage removed each (First Aid Tent). */
function act(d: Draft, team: Team, machine: WarMachine, unit: string, times: number): void {
  const healed = machine === 'first-aid-tent' ? tentHeals(d.s, d.s.combat as CombatState, team) : 0;
  // An Ammo Cart week: the Ballista deals 1 more (RA104); the Cannon deals 2 (CV20).
  const damage = machine === 'cannon' ? CANNON_DAMAGE : machine === 'ballista' && warMachinesBoosted(d.s) ? 2 : 1;
  for (let i = 0; i < times; i++) {
    const c = d.s.combat as CombatState;
    const u = c.units.find((x) => x.id === unit);
    if (u === undefined || u.defeated) return;
    if (machine === 'first-aid-tent') {
      if (u.damage === 0) return;
      heal(d, unit, healed, machine);
    } else if (dealDamage(d, unit, damage, machine).defeated) onDefeated(d, unit, { player: decider(c, team) });
  }
}

/** The Expert play made with this War Machine (`CardPlay.withWarMachine`) of a card in the player's hand that they may play now, or null. */
export function expertWithMachine(s: GameState, c: CombatState, player: PlayerId, machine: WarMachine): { card: CardId; times: number } | null {
  if (!playsCards(c, player)) return null;
  const p = s.players.find((x) => x.id === player);
  if (p === undefined || p.expertUsed >= expertUses(levelOf(p.experience))) return null;
  for (const card of p.hand) {
    for (const pf of factsOf(card).plays) {
      if (pf.play.withWarMachine !== machine) continue;
      const repeat = pf.play.effects.find((e) => e.op === 'repeatWarMachine');
      if (repeat !== undefined && repeat.op === 'repeatWarMachine') return { card, times: repeat.times };
    }
  }
  return null;
}

/** The player plays the card's Expert effect with their War Machine: it leaves the hand and uses an Expert effect use. */
function playWithMachine(d: Draft, player: PlayerId, card: CardId, target: string): void {
  const w = d.player(player);
  w.hand.splice(w.hand.indexOf(card), 1);
  toDiscardPile(d, player, card, false);
  w.expertUsed += 1;
  d.emit({ type: 'cardPlayed', player, card, play: 'expert', target, power: null, seq: 0 });
}

/** The combat goes on past this War Machine: to the next one, or the Spell window; or it ends when a team has no units left. */
function done(d: Draft, team: Team, machine: WarMachine): void {
  if (checkOver(d)) return;
  const c = d.combat();
  c.step = afterWarMachine(c, team, machine);
}

/** The step of a War Machine: it acts on its one target, asks its player to choose between equal ones, or has none. */
export function warMachineStep(d: Draft, c: CombatState, step: Extract<CombatStep, { step: 'warMachine' }>): void {
  const units = warMachineTargets(c, step.team, step.machine);
  const player = decider(c, step.team);
  if (step.machine === 'cannon') {
    // The Cannon: always a choice — which enemy unit, or none — and only with an Expert effect use to spend (CV21).
    if (units.length > 0 && mayFireCannon(d.s, c, player)) d.s.pending = { kind: 'warMachine', player, machine: step.machine, units };
    else done(d, step.team, step.machine);
    return;
  }
  if (units.length > 1 || (units.length === 1 && expertWithMachine(d.s, c, player, step.machine) !== null)) {
    d.s.pending = { kind: 'warMachine', player, machine: step.machine, units };
    return;
  }
  if (units.length === 1) act(d, step.team, step.machine, units[0] as string, 1);
  done(d, step.team, step.machine);
}

function legalWarMachine(d: Draft, dec: Of<'warMachine'>): Action[] {
  const out: Action[] = [];
  for (const unit of dec.units) out.push({ type: 'chooseUnit', unit });
  if (dec.machine === 'cannon') {
    out.push({ type: 'decline' });
    return out;
  }
  const expert = expertWithMachine(d.s, d.s.combat as CombatState, dec.player, dec.machine);
  if (expert !== null) for (const unit of dec.units) out.push({ type: 'playCard', card: expert.card, play: 'expert', target: unit });
  return out;
}

function applyWarMachine(d: Draft, dec: Of<'warMachine'>, a: Action): void {
  if (dec.machine === 'cannon') return applyCannon(d, dec, a);
  if (a.type !== 'chooseUnit' && a.type !== 'playCard') return wrongCombat(dec, a);
  const unit = a.type === 'chooseUnit' ? a.unit : a.target;
  const name = dec.machine === 'ballista' ? 'Ballista' : 'First Aid Tent';
  if (unit === undefined || !dec.units.includes(unit)) illegal('OPTION_NOT_AVAILABLE', `${String(unit)} is not one of the units the ${name} may choose`, 'war-machines');
  let times = 1;
  if (a.type === 'playCard') {
    const expert = expertWithMachine(d.s, d.s.combat as CombatState, dec.player, dec.machine);
    if (expert === null || expert.card !== a.card || a.play !== 'expert') illegal('OPTION_NOT_AVAILABLE', `${String(a.card)} has no Expert effect you can play with the ${name} now`, 'war-machines');
    playWithMachine(d, dec.player, a.card, unit);
    times = expert.times;
  }
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'warMachine') throw new Error('No War Machine is acting');
  d.s.pending = null;
  act(d, step.team, step.machine, unit, times);
  done(d, step.team, step.machine);
}

/** The Cannon's answer: an enemy unit, for 2 damage and an Expert effect use; or `decline` (rulings CV20, CV21). */
function applyCannon(d: Draft, dec: Of<'warMachine'>, a: Action): void {
  if (a.type !== 'chooseUnit' && a.type !== 'decline') return wrongCombat(dec, a);
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'warMachine') throw new Error('No War Machine is acting');
  if (a.type === 'chooseUnit') {
    if (!dec.units.includes(a.unit)) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is not an enemy unit the Cannon may fire at`, 'war-machines');
    d.player(dec.player).expertUsed += 1;
  }
  d.s.pending = null;
  if (a.type === 'chooseUnit') act(d, step.team, step.machine, a.unit, 1);
  done(d, step.team, step.machine);
}

/** The `warMachine` decision: the player picks the unit their War Machine acts on. */
export const WAR_MACHINE_DECISIONS: DecisionTable<'warMachine'> = {
  warMachine: { legal: legalWarMachine, apply: applyWarMachine, describe: (dec) => `${dec.player} chooses the unit their War Machine acts on` },
};

/**
 * The combat effect of the Expert plays made with a War Machine: played only through the `warMachine` decision (no
 * window offers them), where the machine resolves its effect `times` times against the unit it chose.
 */
export const WAR_MACHINE_COMBAT_EFFECTS = {
  repeatWarMachine: {
    targeted: true,
    apply(d, player, e, play) {
      const c = d.s.combat as CombatState;
      const team: Team = c.attacker.player === player ? 'attacker' : 'defender';
      if (fightsWith(c, team, e.machine)) act(d, team, e.machine, play.target as string, e.times);
    },
    describe: (e) => `when your ${e.machine === 'ballista' ? 'Ballista' : e.machine === 'cannon' ? 'Cannon' : 'First Aid Tent'} acts, it resolves its effect against the unit it chose ${e.times} times`,
  },
  // Jeremy's Cannon IV / VI (ruling CV22): the Cannon fires once more, free; the listing offers it only while it fights.
  fireCannon: {
    targeted: true,
    apply(d, player, _e, play) {
      const c = d.s.combat as CombatState;
      const team: Team = c.attacker.player === player ? 'attacker' : 'defender';
      if (fightsWith(c, team, 'cannon')) act(d, team, 'cannon', play.target as string, 1);
    },
    describe: (e, named) => `your Cannon fires at once: ${target(e.filter, named)} suffers ${CANNON_DAMAGE} damage (no Expert effect use is spent, and it does not count against the Cannon's once per Combat Round)`,
  },
  // Gem's First Aid VI (ruling RA102): whoever plays it, for the rest of the combat.
  doubleFirstAidTent: {
    targeted: false,
    apply(d, player) {
      const c = d.combat();
      const before = c.firstAidTentDoubled ?? [];
      if (!before.includes(player)) c.firstAidTentDoubled = [...before, player];
    },
    describe: () => "for this combat, your First Aid Tent's effect is doubled",
  },
} satisfies Partial<CombatEffectKinds>;
