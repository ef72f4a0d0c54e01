/**
 * Combats started from the map (Combat, p. 39–43): moving onto a guarded field starts a combat with its neutrals
 * (or a Quick Combat when the hero's level is higher than the field's); moving onto an enemy hero, town or settlement
 * a combat with that player. The combat runs on the combat module; once it is over, its consequences on the map are
 * resolved here: the winning attacker visits the field (after its level-ups), a retreating hero goes back to the
 * field it last visited, a defeated Main Hero to a town or settlement of its player, a defeated Secondary Hero leaves
 * the map.
 */
import type { Draft } from '../kernel/draft';
import type { Encounter, HeroRole, MapState, PlayerId } from '../model';
import { levelOf } from '../hero/levels';
import { drawGuards, isQuickCombat } from '../combat/neutrals';
import { armyOf, beginCombat, combatSide, guardsOf, hasAzure, newCombat } from '../combat/start';
import { fieldDefOf, fieldWith, heroOf, ownedSpawnFields, placeHero, removeHero, setField } from './fields';
import { visitField } from './visit';
import { offerCombatSkip } from './diplomacy';

/** The player to the right of a player (the previous seat): they place and control the neutrals in Clash (p. 40). */
export function playerToTheRight(d: Draft, player: PlayerId): PlayerId | null {
  const players = d.s.players;
  if (players.length < 2) return null;
  const seat = d.seatOf(player);
  return (players[(seat + players.length - 1) % players.length] as { id: PlayerId }).id;
}

function encounter(player: PlayerId, hero: HeroRole, field: number, against: Encounter['against'], defender: PlayerId | null): Encounter {
  return { player, hero, field, against, defender, outcome: null };
}

/**
 * A hero entered a guarded field: a Quick Combat, or a combat with guards drawn by the Field Difficulty table —
 * unless the player skips it with a card (Diplomacy), asked first; `skipOffered`: they were, and fight.
 */
export function startNeutralEncounter(d: Draft, player: PlayerId, hero: HeroRole, field: number, skipOffered = false): void {
  const m = d.s.map as MapState;
  const level = fieldDefOf(m, field).guard;
  // A Secondary Hero counts as its Main Hero's level for Quick Combat (p. 16).
  const heroLevel = levelOf(d.peek(player).experience);
  if (isQuickCombat(heroLevel, level)) {
    d.emit({ type: 'quickCombat', player, fieldLevel: level, seq: 0 });
    setField(d, field, fieldWith(m.fields[field] as NonNullable<MapState['fields'][number]>, { cleared: true }));
    visitField(d, player, hero, field);
    return;
  }
  if (!skipOffered && offerCombatSkip(d, player, hero, field)) return;
  const units = armyOf(player, d.peek(player).units, 'attacker', []);
  for (const g of guardsOf(drawGuards(d, level, d.s.config.difficulty))) units.push(g);
  const controller = playerToTheRight(d, player);
  const combat = newCombat({
    attacker: combatSide(player, hero, hero === 'main', heroLevel, false),
    defender: combatSide(controller, null, false, 0, true),
    fieldLevel: level,
    timeLimited: !hasAzure(units),
    ai: controller === null ? 'defender' : null,
    defendingTown: false,
    players: d.s.players.map((p) => p.id),
  }, units);
  d.map().encounter = encounter(player, hero, field, 'neutral', null);
  beginCombat(d, combat);
}

/** A hero moved onto an enemy hero (`against: 'hero'`) or an enemy town or settlement (`'town'`). */
export function startPlayerEncounter(d: Draft, player: PlayerId, hero: HeroRole, field: number, against: 'hero' | 'town', defender: PlayerId): void {
  const m = d.s.map as MapState;
  const defending = m.heroes.find((h) => h.field === field && h.player === defender);
  const attackerUnits = armyOf(player, d.peek(player).units, 'attacker', []);
  const units = attackerUnits.concat(armyOf(defender, d.peek(defender).units, 'defender', attackerUnits));
  const lead = defending ? defending.hero : null;
  const combat = newCombat({
    attacker: combatSide(player, hero, hero === 'main', levelOf(d.peek(player).experience), false),
    defender: combatSide(defender, lead, lead === 'main', levelOf(d.peek(defender).experience), false),
    fieldLevel: 0,
    timeLimited: false,
    ai: null,
    defendingTown: against === 'town',
    players: d.s.players.map((p) => p.id),
  }, units);
  d.map().encounter = encounter(player, hero, field, against, defender);
  beginCombat(d, combat);
}

/** The combat is over (its own consequences resolved, level-ups too): its consequences on the map. */
export function resolveEncounter(d: Draft): void {
  const m = d.map();
  const enc = m.encounter as Encounter;
  const outcome = enc.outcome as NonNullable<Encounter['outcome']>;
  m.encounter = null;
  const { player, hero, field } = enc;
  const won = outcome.result === 'attackerWon';
  if (won) {
    if (enc.against === 'neutral') setField(d, field, fieldWith(m.fields[field] as NonNullable<MapState['fields'][number]>, { cleared: true }));
    visitField(d, player, hero, field);
  } else if (outcome.result === 'retreat' || (outcome.result === 'surrender' && outcome.by === 'attacker')) {
    returnToLastVisited(d, player, hero);
  } else {
    heroDefeated(d, player, hero);
  }
  if (enc.defender !== null && outcome.result === 'attackerWon') {
    const beaten = m.heroes.find((h) => h.field === field && h.player === enc.defender);
    if (beaten) heroDefeated(d, beaten.player, beaten.hero);
  }
}

/** A hero goes back to the field it last visited, without visiting it. */
export function returnToLastVisited(d: Draft, player: PlayerId, hero: HeroRole): void {
  const h = heroOf(d.s.map as MapState, player, hero);
  if (!h) return;
  placeHero(d, player, hero, h.lastVisited, false);
  d.emit({ type: 'heroReturned', player, hero, field: h.lastVisited, seq: 0 });
}

/**
 * A defeated hero: a Secondary Hero leaves the map (the combat already removed it from its player); a Main Hero
 * moves to a town or settlement of its player — their choice when there are several. With none left it stays on
 * the field it last visited (its player is then eliminated, see docs/map.md).
 */
export function heroDefeated(d: Draft, player: PlayerId, hero: HeroRole): void {
  if (hero === 'secondary') {
    removeHero(d, player, hero);
    return;
  }
  const fields = ownedSpawnFields(d.s.map as MapState, player);
  if (fields.length === 1) {
    placeHero(d, player, hero, fields[0] as number, true);
    d.emit({ type: 'heroReturned', player, hero, field: fields[0] as number, seq: 0 });
  } else if (fields.length > 1) {
    d.s.pending = { kind: 'chooseField', player, hero, purpose: 'defeated', fields };
  } else {
    returnToLastVisited(d, player, hero);
  }
}
