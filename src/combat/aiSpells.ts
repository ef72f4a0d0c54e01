/**
 * An AI Hero casts a Spell (AI Magic cards, p. 49; Casting Complex Spells, p. 50): the next Spell of the AI Spell
 * Deck, on the unit its kind picks, with the Power of the card that drew it. Ties go to the player (aiDecks.ts
 * `askTie`); a Spell of no use now sends its AI card to the bottom of the AI Deck and is shuffled back. Rulings AI5,
 * AI7, AI8, AI10–AI18 (docs/rulings.md).
 */
import type { Draft } from '../kernel/draft';
import type { AttackSequence, CardId, CombatEffect, CombatState, CombatUnit } from '../model';
import { cardOf } from '../kernel/ids';
import { combatEffectKind } from '../effects/registry';
import { mayRetaliate, preventsRetaliation } from './abilities';
import { boardOf, occupant, reachable } from './board';
import { preferredTargets, TIER_RANK } from './ai';
import { tierOf, typeOf } from './stats';
import { unitOf } from './common';
import { aiSkillSchoolPower } from '../cards/schoolMagic';
import { shakesOffCard, weakenedSpellPower } from './spellWards';
import { aiCardToBottom, askTie, discardAi, drawSpell, heroOf, setHero, spellShuffledBack } from './aiDecks';
import {
  aiUnits, canSelect, highest, highestDefense, instantDefenseTargets, mostDamaged, multiTargetGroups, playerUnits, ringGroups, spellEffects,
} from './aiTargets';

/**
 * How the AI Hero uses each core Spell: on the player's unit with the highest Defense ('enemy'), on its own
 * ('own'; 'retaliated': one that has retaliated this round), as an instant defence ('defence'; 'lethalSave': it
 * cancels the first attack that would defeat the unit), healing, on several units ('multi'; 'ring': two sharing an
 * adjacent space), as a single-round buff, an attack-weakening Spell, Teleport, on the unit its activated unit attacks
 * ('attacking'), on the enemy unit attacking one of its units ('attacked'), or none (a Spell with no effect for it in
 * combat).
 */
export type AiSpellUse =
  | 'enemy' | 'own' | 'retaliated' | 'defence' | 'lethalSave' | 'healing' | 'multi' | 'ring' | 'singleRound' | 'weakening' | 'teleport'
  | 'attacking' | 'attacked' | 'none';

/** How the AI Hero casts each Spell an AI Spell Deck may hold (every Spell of the boxes, rulings AI8 and FX151–FX155). */
export const AI_SPELL_USES: Readonly<Record<string, AiSpellUse>> = {
  'spell.magic-arrow': 'enemy',
  'spell.lightning-bolt': 'enemy',
  'spell.blind': 'enemy',
  'spell.curse': 'enemy',
  'spell.slow': 'enemy',
  'spell.disrupting-ray': 'enemy',
  'spell.bloodlust': 'own',
  'spell.haste': 'own',
  'spell.bless': 'own',
  'spell.anti-magic': 'own',
  'spell.prayer': 'own',
  'spell.counterstrike': 'retaliated',
  'spell.stone-skin': 'defence',
  'spell.resurrection': 'lethalSave',
  'spell.cure': 'healing',
  'spell.fireball': 'multi',
  'spell.chain-lightning': 'multi',
  'spell.fire-shield': 'singleRound',
  'spell.weakness': 'weakening',
  'spell.teleport': 'teleport',
  'spell.town-portal': 'none',
  // The Fortress box's Spells (rulings FX151–FX155).
  'spell.implosion': 'enemy',
  'spell.frost-ring': 'ring',
  'spell.frenzy': 'attacking',
  'spell.misfortune': 'attacked',
  // An AI army always defends: its own Walls and Gate are nothing it would remove (FX154).
  'spell.remove-obstacle': 'none',
  'spell.view-earth': 'none',
  // The Tower box's View Air: a map Spell, of no use in combat (as View Earth).
  'spell.view-air': 'none',
  'spell.fly': 'none',
  // The Rampart box's (ruling RA70): the marks on the player's unit with the highest Defense, as the lowering Spells;
  // Precision, Slayer, Earthquake, Fire Wall and Mirth are of no use to it (no attack declared yet, no siege the AI
  // lays, no space the AI rules pick, no die the AI rerolls by choice), nor Dimension Door (a map Spell, as Town Portal).
  'spell.forgetfulness': 'enemy',
  'spell.sorrow': 'enemy',
  'spell.precision': 'none',
  'spell.earthquake': 'none',
  'spell.fire-wall': 'none',
  'spell.mirth': 'none',
  'spell.slayer': 'none',
  'spell.dimension-door': 'none',
  // The Tower box's (ruling TW79): Berserk on the player's unit with the highest Defense, as the marks above; Shield
  // as Stone Skin, waiting for a Ground or Flying attacker; Dispel is of no use to it (the AI rules pick a unit by its
  // Defense, not by what lasts on it).
  'spell.berserk': 'enemy',
  'spell.shield': 'defence',
  'spell.dispel': 'none',
  // An AI Hero keeps every die it throws (its Luck aside): Fortune's rerolls give it no choice to make (FX177).
  'spell.fortune': 'none',
  // The Inferno box's Spell: centred on the chosen player unit's space (ruling IN31).
  'spell.inferno': 'multi',
  // Visions acts on the Neutral Unit decks, never on a combat: of no use to an AI Hero (ruling IN73).
  'spell.visions': 'none',
  // The Stronghold box's Quicksand: its spaces are the caster's choice, and the AI rules pick no space (ruling SH108).
  'spell.quicksand': 'none',
  // The Stronghold box's Magic Mirror answers a player's Spell; an AI Hero is offered no answer window (ruling SH126).
  'spell.magic-mirror': 'none',
  // The Conflux box's Summon Elemental Spells: their space is the caster's choice, and the AI rules pick no space (ruling CF67).
  'spell.summon-air-elemental': 'none',
  'spell.summon-earth-elemental': 'none',
  'spell.summon-fire-elemental': 'none',
  'spell.summon-water-elemental': 'none',
  // The Cove box's: Clone's space is the caster's choice, which the AI rules do not pick; Water Walk is a map Spell (ruling CV45).
  'spell.clone': 'none',
  'spell.water-walk': 'none',
};

const useOf = (spell: CardId): AiSpellUse => AI_SPELL_USES[cardOf(spell)] ?? 'none';

/** The player whose unit deck holds the AI units (the sandbox's p2), or "" for an army of no player's. */
function aiUnitsOwner(c: CombatState): string {
  for (const u of c.units) if (u.team === c.ai && u.owner !== null) return u.owner;
  return '';
}

/** The Spell's effects on the unit, as a player's cast would apply them (the AI units' owner deals the damage). */
function applySpell(d: Draft, spell: CardId, target: string, power: number, space: number | null): void {
  const effects = spellEffects(spell);
  const owner = aiUnitsOwner(d.s.combat as CombatState);
  const play = { op: 'combatEffects' as const, effects: effects.slice(), card: spell, target, power, space, ctx: { window: 'roundStart' as const } };
  for (const e of effects) combatEffectKind(e.op).apply(d, owner, e, play, {});
}

/** The Spell is of no use now: its AI card to the bottom of the AI Deck, the Spell shuffled back (p. 50). */
function notUseful(d: Draft, card: CardId | null, spell: CardId, power: number): void {
  d.emit({ type: 'aiSpellCast', spell, power, target: null, seq: 0 });
  if (card !== null) aiCardToBottom(d, card);
  spellShuffledBack(d, spell);
}

/** The Spell cannot be cast on anything: discarded unused with its AI card (ruling AI7). */
function unused(d: Draft, card: CardId | null, spell: CardId, power: number): void {
  d.emit({ type: 'aiSpellCast', spell, power, target: null, seq: 0 });
  if (card !== null) discardAi(d, card);
  discardAi(d, spell);
}

/** The units the Spell's use picks from now (what is left tied is the player's). */
function pool(c: CombatState, use: AiSpellUse, spell: CardId, power: number): CombatUnit[] {
  const h = c.aiHero;
  const tokens = new Set(h ? h.onUnits.map((o) => o.unit) : []);
  switch (use) {
    case 'enemy':
      return highestDefense(playerUnits(c).filter((u) => canSelect(c, u, spell, power)));
    case 'own':
    case 'singleRound':
      return highestDefense(aiUnits(c).filter((u) => canSelect(c, u, spell, power)));
    case 'retaliated':
      return highestDefense(aiUnits(c).filter((u) => u.retaliated && canSelect(c, u, spell, power)));
    case 'defence':
    case 'lethalSave':
      // A unit with a Defense token already: the next highest instead (Instant Defense Spells, p. 50).
      return instantDefenseTargets(aiUnits(c).filter((u) => !tokens.has(u.id) && canSelect(c, u, spell, power)));
    case 'healing':
      return mostDamaged(aiUnits(c).filter((u) => canSelect(c, u, spell, power)));
    default:
      return [];
  }
}

/**
 * Cast a spell (and Intelligence): draws the next Spell of the AI Spell Deck and casts it with `power` (plus what
 * Sorcery added) for the AI's unit `unit` activating; `card` is the AI card that drew it, or null.
 */
export function castAiSpell(d: Draft, card: CardId | null, power: number, unit: string): void {
  const spell = drawSpell(d);
  if (spell === null) {
    if (card !== null) discardAi(d, card); // no Spell in the AI's decks at all: the card does nothing (ruling AI7)
    return;
  }
  const h = heroOf(d);
  const bonus = h.power;
  if (bonus > 0) setHero(d, { power: 0 });
  castDrawn(d, card, spell, power + bonus + aiSkillSchoolPower(h.skill, h.expert, spell), unit); // Air Magic, … (TW48)
}

/** Casts a Spell just drawn (or held since the last Combat Round) as its use says. */
export function castDrawn(d: Draft, card: CardId | null, spell: CardId, power: number, unit: string): void {
  const c = d.s.combat as CombatState;
  const use = useOf(spell);
  const effects = spellEffects(spell);
  const tie = { unit, purpose: 'spell' as const, card, spell, amount: power, target: null };
  switch (use) {
    case 'none':
      return unused(d, card, spell, power);
    case 'weakening':
      return hold(d, card, spell, power, 'attack');
    case 'multi':
    case 'ring':
      return castMulti(d, card, spell, power, unit);
    case 'attacking':
      return hold(d, card, spell, power, 'attack');
    case 'attacked':
      return hold(d, card, spell, power, 'attacked');
    case 'teleport':
      return castTeleport(d, card, spell, power, unit);
    case 'singleRound': {
      const targets = pool(c, use, spell, power);
      if (targets.length === 0) return unused(d, card, spell, power);
      if (card !== null && lateInRound(c, targets)) return hold(d, card, spell, power, 'nextRound');
      return chooseTarget(d, tie, targets);
    }
    default: {
      const targets = pool(c, use, spell, power);
      if (targets.length > 0) return chooseTarget(d, tie, targets);
      if (use === 'healing' || use === 'retaliated') return notUseful(d, card, spell, power);
      return unused(d, card, spell, power);
    }
  }
}

/** One target: cast on it; tied ones: the player picks (Decision 'aiTie'). */
function chooseTarget(d: Draft, tie: Parameters<typeof askTie>[1], targets: readonly CombatUnit[]): void {
  if (targets.length === 1) return castOn(d, tie.card, tie.spell as CardId, tie.amount, (targets[0] as CombatUnit).id, null);
  askTie(d, tie, targets.map((u) => u.id), []);
}

/**
 * The Spell takes effect on `target`. An instant defence goes beside the board, its token on the unit; the AI card
 * that cast a Defense-raising one (Stone Skin) stays attached with it until the unit is first attacked (AI cards timing, p. 49).
 */
export function castOn(d: Draft, card: CardId | null, spell: CardId, paid: number, target: string, space: number | null): void {
  const use = useOf(spell);
  // The players' Pegasi Pack weaken the AI's Spells too (ruling RA1).
  const ai = (d.s.combat as CombatState).ai;
  const power = ai === null || ai === undefined ? paid : weakenedSpellPower(d, ai === 'attacker' ? 'defender' : 'attacker', paid);
  d.emit({ type: 'aiSpellCast', spell, power, target, seq: 0 });
  if (use === 'defence' || use === 'lethalSave') {
    const e = spellEffects(spell)[0];
    const defense = e && e.op === 'modifyUnit' ? (e.byPower[Math.min(power, e.byPower.length - 1)] ?? 0) : 0;
    if (card !== null && defense === 0) discardAi(d, card);
    const h = heroOf(d);
    const onUnits = [...h.onUnits, { card: spell, unit: target, defense }];
    if (card !== null && defense > 0) onUnits.push({ card, unit: target, defense: 0 });
    setHero(d, { onUnits, resolving: h.resolving.filter((x) => x !== spell && x !== card) });
    return;
  }
  if (card !== null) discardAi(d, card);
  // A Dwarves unit may shake off a Spell that selects it alone (ruling RA2).
  if (use === 'multi' || use === 'teleport' || !shakesOffCard(d, target, 'spell')) applySpell(d, spell, target, power, space);
  if (d.s.combat?.aiHero) discardAi(d, spell);
}

/**
 * Single-round buffs (p. 50): of the units on the board of the target's tier or higher, more than half have
 * activated this round — the Spell waits for next round. The target's tier: the highest of the tied targets.
 */
function lateInRound(c: CombatState, targets: readonly CombatUnit[]): boolean {
  const tier = Math.max(...targets.map((u) => TIER_RANK[tierOf(u)]));
  let count = 0;
  let activated = 0;
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.defeated || u.space === null || TIER_RANK[tierOf(u)] < tier) continue;
    count++;
    if (u.activated) activated++;
  }
  return activated * 2 > count;
}

/**
 * A Spell held for later: a single-round buff's AI card is discarded now, as Misfortune's; a Spell waiting for the
 * activated unit's attack (weakening, Frenzy) keeps its card with it.
 */
function hold(d: Draft, card: CardId | null, spell: CardId, power: number, until: 'attack' | 'nextRound' | 'attacked'): void {
  const round = (d.s.combat as CombatState).round;
  const keep = until === 'attack' ? card : null;
  if (until !== 'attack' && card !== null) discardAi(d, card);
  const h = heroOf(d);
  setHero(d, { held: [...h.held, { spell, card: keep, power, until, round }], resolving: h.resolving.filter((x) => x !== spell && x !== keep) });
  d.emit({ type: 'aiSpellHeld', spell, until, seq: 0 });
}

/**
 * Multi-target Spells (p. 50): on the best group of the player's units (aiTargets.ts); tied targets are the
 * player's, then Fireball's second space among the tied groups. No group: of no use now.
 */
function castMulti(d: Draft, card: CardId | null, spell: CardId, power: number, unit: string): void {
  const c = d.s.combat as CombatState;
  const fireball = cardOf(spell) === 'spell.fireball';
  const groups = useOf(spell) === 'ring' ? ringGroups(c, spell, power) : multiTargetGroups(c, spell, power, fireball ? 1 : 2);
  if (groups.length === 0) return notUseful(d, card, spell, power);
  const targets = [...new Set(groups.map((g) => g.target.id))];
  if (targets.length > 1) return askTie(d, { unit, purpose: 'spell', card, spell, amount: power, target: null }, targets, []);
  multiOn(d, card, spell, power, unit, targets[0] as string);
}

/**
 * A multi-target Spell on its target: Fireball's second space, or Frost Ring's second unit's, from the best groups
 * with that target (ties: the player's).
 */
export function multiOn(d: Draft, card: CardId | null, spell: CardId, power: number, unit: string, target: string): void {
  const c = d.s.combat as CombatState;
  const ring = useOf(spell) === 'ring';
  // Inferno is cast on a space: the target's own, every unit around it suffering too (ruling IN31).
  if (cardOf(spell) === 'spell.inferno') return castOn(d, card, spell, power, target, unitOf(c, target).space);
  if (!ring && cardOf(spell) !== 'spell.fireball') return castOn(d, card, spell, power, target, null);
  const groups = (ring ? ringGroups(c, spell, power) : multiTargetGroups(c, spell, power, 1)).filter((g) => g.target.id === target);
  const spaces = [...new Set(groups.flatMap((g) => g.others.map((o) => o.space as number)))];
  if (spaces.length > 1) return askTie(d, { unit, purpose: 'fireballSpace', card, spell, amount: power, target }, [], spaces);
  castOn(d, card, spell, power, target, spaces[0] ?? null);
}

/** Whether the unit could attack an enemy this activation, from where it stands or after its move. */
function canAttackSoon(c: CombatState, u: CombatUnit): boolean {
  const board = boardOf(c);
  const theirs = playerUnits(c);
  const from = [u.space as number, ...reachable(c, u, 3, typeOf(u) === 'flying')];
  return from.some((s) => theirs.some((t) => board.adjacent(s, t.space as number)));
}

/** Empty spaces next to a unit. */
const freeAround = (c: CombatState, t: CombatUnit): number[] => boardOf(c).neighbours(t.space as number).filter((s) => occupant(c, s) === undefined);

/**
 * Teleport (ruling AI14): the AI's activated Ground or Flying unit, when it can reach no enemy this activation, goes
 * next to the enemy it prefers (the AI targeting order); tied enemies and spaces are the player's. Else of no use now.
 */
function castTeleport(d: Draft, card: CardId | null, spell: CardId, power: number, unit: string): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unit);
  if (u.team !== c.ai || u.space === null || typeOf(u) === 'ranged' || !canSelect(c, u, spell, power) || canAttackSoon(c, u)) {
    return notUseful(d, card, spell, power);
  }
  const enemies = preferredTargets(u, playerUnits(c).filter((t) => freeAround(c, t).length > 0), u.space, boardOf(c));
  if (enemies.length === 0) return notUseful(d, card, spell, power);
  if (enemies.length > 1) return askTie(d, { unit, purpose: 'spell', card, spell, amount: power, target: null }, enemies.map((t) => t.id), []);
  teleportNextTo(d, card, spell, power, unit, (enemies[0] as CombatUnit).id);
}

/** Teleport next to the chosen enemy: the empty spaces next to it nearest the unit (ties: the player's). */
export function teleportNextTo(d: Draft, card: CardId | null, spell: CardId, power: number, unit: string, enemy: string): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unit);
  const board = boardOf(c);
  const spaces = highest(freeAround(c, unitOf(c, enemy)), (s) => -board.distance(u.space as number, s));
  if (spaces.length > 1) return askTie(d, { unit, purpose: 'teleportSpace', card, spell, amount: power, target: enemy }, [], spaces);
  castOn(d, card, spell, power, unit, spaces[0] as number);
}

/** Whether the Spell is Teleport (its tie is over the enemy to go next to, not the unit it is cast on). */
export const isTeleport = (spell: CardId): boolean => useOf(spell) === 'teleport';
/** Whether the Spell attacks several units. */
export const isMulti = (spell: CardId): boolean => useOf(spell) === 'multi' || useOf(spell) === 'ring';

/** A sequence forbidding no retaliation: whether the target retaliates then rests on the units alone. */
const FIRST_ATTACK: AttackSequence = { active: '', attacked: [], queue: [], noRetaliation: false, retaliationPenalty: false };

/**
 * Attack-weakening Spells (p. 50): the AI's unit is about to attack `target`. A weakening Spell held this activation
 * is cast on the target if it will retaliate; if not, its AI card goes to the bottom of the AI Deck and the Spell is
 * shuffled back. `target` null: the activation ended without an attack.
 */
export function weakenRetaliator(d: Draft, attacker: string, target: string | null): void {
  const h = heroOf(d);
  // Frenzy waits on for the attack itself (`castOnAttack`), unless the activation ended without one.
  const waiting = h.held.filter((x) => x.until === 'attack' && (target === null || useOf(x.spell) !== 'attacking'));
  if (waiting.length === 0) return;
  setHero(d, { held: h.held.filter((x) => !waiting.includes(x)) });
  const c = d.s.combat as CombatState;
  const a = unitOf(c, attacker);
  const t = target === null ? null : unitOf(c, target);
  const retaliates = t !== null && !preventsRetaliation(a) && mayRetaliate(c, t, a, FIRST_ATTACK);
  for (const w of waiting) {
    if (t !== null && retaliates && canSelect(c, t, w.spell, w.power)) castOn(d, w.card, w.spell, w.power, t.id, null);
    else notUseful(d, w.card, w.spell, w.power);
  }
}

/**
 * An attack was just declared (before its Attack die): a held Frenzy is cast on the unit the AI's activated unit
 * attacks, and a held Misfortune on the player's unit attacking an AI unit, each when its Power reaches that unit's
 * tier (rulings FX152, FX153).
 */
export function castOnAttack(d: Draft): void {
  const c = d.s.combat as CombatState;
  const h = c.aiHero;
  const at = c.attack;
  if (!h || !at || h.held.length === 0) return;
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  const aiAttacks = attacker.team === c.ai;
  for (const w of h.held) {
    const use = useOf(w.spell);
    const on = use === 'attacking' && aiAttacks && at.kind === 'first' ? target : use === 'attacked' && !aiAttacks && target.team === c.ai ? attacker : null;
    if (on === null || on.kind !== 'unit' || !canSelect(c, on, w.spell, w.power)) continue;
    const now = heroOf(d);
    setHero(d, { held: now.held.filter((x) => x.spell !== w.spell) });
    castOn(d, w.card, w.spell, w.power, on.id, null);
  }
}
