/**
 * Combats started from the map (Combat, p. 39–43). Moving onto a guarded field starts a combat with its neutrals (or
 * a Quick Combat when the hero's level is higher than the field's); moving onto an enemy hero, town or settlement a
 * combat with that player, after the defender's choices (siege.ts: a Secondary Hero's instant defeat, paying to
 * defend a town or settlement without a hero). A combat is first declared: the Town-action window
 * (turn/declare.ts) runs before any step of Combat Setup, so units recruited then fight; `setUpEncounterCombat`
 * then builds the armies. Once the combat is over, its consequences on the map are resolved here: the winning
 * attacker visits the field (after its level-ups), a retreating hero goes back to the field it last visited, a
 * defeated or surrendering Main Hero to a town or settlement of its player, a Secondary Hero leaves the map.
 */
import { neutralsBeaten } from '../town/freelancers';
import type { Draft } from '../kernel/draft';
import type { CombatUnit, Encounter, FieldState, HeroRole, MapState, PlayerId } from '../model';
import { levelOf } from '../hero/levels';
import { hasBuilding } from '../town/town';
import { afterSiegeProgram } from '../town/abilities';
import { factionRules } from '../content/registry';
import { buildingOf } from '../data/buildings';
import { pushFrame } from '../effects/run';
import { isQuickCombat } from '../combat/neutrals';
import { armyOf, beginCombat, citadelCards, combatSide, newCombat } from '../combat/start';
import { fieldDefOf, fieldWith, heroOf, heroesOn, locationOf, ownedSpawnFields, placeHero, removeHero, setField, tileDefOf } from './fields';
import { tileOfField } from './geometry';
import { visitField } from './visit';
import { offerCombatSkip } from './diplomacy';
import { mainHeroLost } from './elimination';
import { areAllies } from '../rules/teams';
import { setUpAiCombat } from './aiArmy';
import { randomTownFaction, setUpRandomTownCombat } from './randomTownCombat';

/** What a player pays to defend their town or settlement with their units only, no hero there (Siege Combat, p. 44). */
export const DEFEND_WITHOUT_HERO_GOLD = 8;

/**
 * The enemy player sitting to the right of a player (the previous seats, going round): they place and control the
 * neutrals in Clash and Alliance (p. 40). In Clash that is the previous seat; in an Alliance the first player to the
 * right who is not an ally (ruling AL9); null when there is none.
 */
export function playerToTheRight(d: Draft, player: PlayerId): PlayerId | null {
  const players = d.s.players;
  const seat = d.seatOf(player);
  for (let k = 1; k < players.length; k++) {
    const id = (players[(seat + players.length - k) % players.length] as { id: PlayerId }).id;
    if (!areAllies(d.s, player, id)) return id;
  }
  return null;
}

/** An encounter, as one full literal. */
export function encounterOf(
  player: PlayerId, hero: HeroRole, field: number, against: Encounter['against'], defender: PlayerId | null, townActions: PlayerId[],
): Encounter {
  return { player, hero, field, against, defender, townActions, outcome: null, aiHero: null };
}

/** The encounter with the players still to answer its Town-action window replaced. */
export function withTownActions(enc: Encounter, townActions: PlayerId[]): Encounter {
  return { player: enc.player, hero: enc.hero, field: enc.field, against: enc.against, defender: enc.defender, townActions, outcome: enc.outcome, aiHero: enc.aiHero };
}

/**
 * Declares the combat (Town Actions, p. 19): its Town-action window opens, the attacker first, then the defending
 * player; nobody reacts for the neutrals (ruling M20). The combat is set up once every player has passed.
 */
export function declareCombat(d: Draft, player: PlayerId, hero: HeroRole, field: number, against: Encounter['against'], defender: PlayerId | null): void {
  const window = defender === null ? [player] : [player, defender];
  d.map().encounter = encounterOf(player, hero, field, against, defender, window);
  d.emit({ type: 'combatDeclared', player, hero, field, defender, seq: 0 });
}

/**
 * A hero entered a guarded field: a Quick Combat, or a combat with its neutrals declared — unless the player skips it
 * with a card (Diplomacy), asked before the combat is declared; `skipOffered`: they were, and fight.
 */
export function startNeutralEncounter(d: Draft, player: PlayerId, hero: HeroRole, field: number, skipOffered = false): void {
  const m = d.s.map as MapState;
  const level = fieldDefOf(m, field).guard;
  // A Secondary Hero counts as its Main Hero's level for Quick Combat (p. 16).
  if (isQuickCombat(levelOf(d.peek(player).experience), level)) {
    d.emit({ type: 'quickCombat', player, fieldLevel: level, seq: 0 });
    neutralsBeaten(d, player); // Freelancer's Guild (SH12)
    setField(d, field, fieldWith(m.fields[field] as FieldState, { cleared: true }));
    visitField(d, player, hero, field);
    return;
  }
  // A Random Town's defenders are a Faction's units, no Neutral Units: Diplomacy does not skip them (ruling IN64).
  if (!skipOffered && randomTownFaction(m, field) === null && offerCombatSkip(d, player, hero, field)) return;
  declareCombat(d, player, hero, field, 'neutral', null);
}

/** Which of the player's heroes on the field defends it: the Main Hero when it is there (ruling M24), or none. */
export function defendingHero(m: MapState, field: number, player: PlayerId): HeroRole | null {
  let lead: HeroRole | null = null;
  for (const h of m.heroes) {
    if (h.field !== field || h.player !== player) continue;
    if (h.hero === 'main') return 'main';
    lead = h.hero;
  }
  return lead;
}

/**
 * A hero moved onto an enemy hero (`against: 'hero'`) or an enemy town or settlement (`'town'`). A lone Secondary
 * Hero's player chooses instant defeat or a combat; a town or settlement with none of its owner's heroes is defended
 * only if its owner pays (asked when they can), else the attacker takes it at once; otherwise the combat is declared.
 */
export function startPlayerEncounter(d: Draft, player: PlayerId, hero: HeroRole, field: number, against: 'hero' | 'town', defender: PlayerId): void {
  const lead = defendingHero(d.s.map as MapState, field, defender);
  if (lead === null) {
    if (d.peek(defender).resources.gold < DEFEND_WITHOUT_HERO_GOLD) {
      visitField(d, player, hero, field);
      return;
    }
    d.map().encounter = encounterOf(player, hero, field, 'town', defender, []);
    d.s.pending = { kind: 'townAttacked', player: defender, field };
    return;
  }
  if (lead === 'secondary') {
    d.map().encounter = encounterOf(player, hero, field, against, defender, []);
    d.s.pending = { kind: 'secondaryHeroAttacked', player: defender, field };
    return;
  }
  declareCombat(d, player, hero, field, against, defender);
}

/** The Town-action window is over (Combat Setup, p. 40): the armies of the declared combat, which then begins. */
export function setUpEncounterCombat(d: Draft): void {
  const enc = (d.s.map as MapState).encounter as Encounter;
  if (enc.aiHero !== null) setUpAiCombat(d, enc);
  else if (enc.defender === null) setUpNeutralCombat(d, enc);
  else setUpPlayerCombat(d, enc, enc.defender);
}

/**
 * The hero's army against the field's guards, drawn by the Field Difficulty table once the hero's units are placed; a
 * Random Town's are its Faction's units (map/randomTownCombat.ts).
 */
function setUpNeutralCombat(d: Draft, enc: Encounter): void {
  const { player, hero } = enc;
  const level = fieldDefOf(d.s.map as MapState, enc.field).guard;
  const controller = playerToTheRight(d, player);
  const faction = randomTownFaction(d.s.map as MapState, enc.field);
  if (faction !== null) {
    setUpRandomTownCombat(d, enc, faction, controller);
    return;
  }
  const units = armyOf(player, d.peek(player).units, 'attacker', []);
  beginCombat(d, newCombat({
    attacker: combatSide(player, hero, hero === 'main', levelOf(d.peek(player).experience), false),
    defender: combatSide(controller, null, false, 0, true),
    fieldLevel: level,
    timeLimited: true,
    guardsToDraw: d.s.config.difficulty,
    ai: controller === null ? 'defender' : null,
    defendingTown: false,
    players: d.s.players.map((p) => p.id),
  }, units));
}

/** Whether the player defends their own faction's Town on this field (not a conquered one, not a settlement). */
export function defendsOwnTown(d: Draft, field: number, player: PlayerId): boolean {
  const m = d.s.map as MapState;
  if (locationOf(m, field).flag?.kind !== 'town') return false;
  return tileDefOf(m, tileOfField(field)).town === d.peek(player).faction && (m.fields[field] as FieldState).flags[0] === player;
}

/**
 * Both players' unit decks; the defending hero leads (with none, the units fight alone and play no cards). Their own
 * Town with a Citadel adds the Walls, the Gate and the Arrow Tower; there the defender cannot surrender (p. 44).
 */
function setUpPlayerCombat(d: Draft, enc: Encounter, defender: PlayerId): void {
  const { player, hero } = enc;
  const lead = defendingHero(d.s.map as MapState, enc.field, defender);
  const units: CombatUnit[] = armyOf(player, d.peek(player).units, 'attacker', []);
  for (const u of armyOf(defender, d.peek(defender).units, 'defender', units)) units.push(u);
  const ownTown = defendsOwnTown(d, enc.field, defender);
  if (ownTown && hasBuilding(d.peek(defender), 'citadel')) for (const u of citadelCards()) units.push(u);
  beginCombat(d, newCombat({
    attacker: combatSide(player, hero, hero === 'main', levelOf(d.peek(player).experience), false),
    defender: combatSide(defender, lead, lead === 'main', levelOf(d.peek(defender).experience), false),
    fieldLevel: 0,
    timeLimited: false,
    ai: null,
    defendingTown: ownTown,
    players: d.s.players.map((p) => p.id),
  }, units));
}

/**
 * The combat is over (its own consequences resolved, level-ups too): its consequences on the map (p. 43). After a
 * Siege of the defender's own Town, whatever its outcome, a building of theirs may work (Blood Obelisk, FX42).
 */
export function resolveEncounter(d: Draft): void {
  const enc = (d.s.map as MapState).encounter as Encounter;
  const sieged = enc.defender !== null && enc.against === 'town' && defendsOwnTown(d, enc.field, enc.defender) ? enc.defender : null;
  resolveOutcome(d);
  const program = sieged === null ? null : afterSiegeProgram(d.peek(sieged));
  const role = sieged === null ? null : factionRules(d.peek(sieged).faction).afterSiege;
  if (sieged !== null && program !== null && role !== null) pushFrame(d, sieged, buildingOf(d.peek(sieged).faction, role).id, program);
}

/** What the outcome means on the map: the retreat, the defeated hero, the visit of the won field. */
function resolveOutcome(d: Draft): void {
  const m = d.map();
  const enc = m.encounter as Encounter;
  const outcome = enc.outcome as NonNullable<Encounter['outcome']>;
  m.encounter = null;
  const { player, hero, field } = enc;
  if (outcome.result === 'retreat') {
    returnToLastVisited(d, player, hero);
    return;
  }
  if (outcome.result === 'defenderWon' || (outcome.result === 'surrender' && outcome.by === 'attacker')) {
    heroDefeated(d, player, hero); // a surrendering hero goes where a defeated one does, but counts as not defeated
    if (outcome.result === 'defenderWon') {
      if (enc.defender !== null) recordWin(d, enc.defender, field, player, hero);
      if (hero === 'main') mainHeroLost(d, player);
    }
    return;
  }
  if (outcome.result === 'attackerWon') recordWin(d, player, field, null, hero);
  // The attacker won, or the defender surrendered: the attacker visits the field (ruling M23), then the beaten
  // defender's heroes there leave it — after the visit, which may have taken the town or settlement they would go to.
  if (enc.against === 'neutral') setField(d, field, fieldWith(m.fields[field] as FieldState, { cleared: true }));
  visitField(d, player, hero, field);
  if (enc.defender === null) return;
  const beaten = heroesOn(d.s.map as MapState, field).filter((h) => h.player === enc.defender);
  const won = outcome.result === 'attackerWon'; // a surrender is not a defeat
  for (const h of beaten) {
    if (h.hero !== 'secondary') continue;
    heroDefeated(d, h.player, h.hero);
    if (won) recordWin(d, player, field, h.player, 'secondary');
  }
  for (const h of beaten) {
    if (h.hero !== 'main') continue;
    heroDefeated(d, h.player, h.hero);
    if (!won) continue;
    recordWin(d, player, field, h.player, 'main');
    mainHeroLost(d, h.player);
  }
}

/**
 * A combat won by `player` on `field`: where (once per field and hero), and the enemy hero beaten, if any —
 * `beaten` is that hero's player and `hero` the hero beaten (else `hero` is the winner's own).
 */
function recordWin(d: Draft, player: PlayerId, field: number, beaten: PlayerId | null, hero: HeroRole): void {
  if (beaten === null) {
    const p = d.peek(player);
    if (!p.wonAt.some((w) => w.field === field && w.hero === hero)) d.player(player).wonAt = [...p.wonAt, { field, hero }];
    return;
  }
  const defeated = d.player(player).defeated;
  if (hero === 'secondary') defeated.secondaryHeroes += 1;
  else if (!defeated.mainHeroes.includes(beaten)) defeated.mainHeroes.push(beaten);
}

/** A hero goes back to the field it last visited, without visiting it. */
export function returnToLastVisited(d: Draft, player: PlayerId, hero: HeroRole): void {
  const h = heroOf(d.s.map as MapState, player, hero);
  if (!h) return;
  placeHero(d, player, hero, h.lastVisited, false);
  d.emit({ type: 'heroReturned', player, hero, field: h.lastVisited, seq: 0 });
}

/** The Secondary Hero leaves the map and its player (defeated, or surrendering); it can be hired again. */
export function dismissSecondaryHero(d: Draft, player: PlayerId): void {
  removeHero(d, player, 'secondary');
  if (d.peek(player).secondaryHero === null) return; // the combat's end already took it from its player
  d.player(player).secondaryHero = null;
  d.emit({ type: 'secondaryHeroRemoved', player, seq: 0 });
}

/**
 * A defeated (or surrendering) hero: a Secondary Hero leaves the map; a Main Hero moves to a town or settlement of
 * its player — their choice when there are several. With none left it stays on the field it last visited (ruling
 * M11; its player's elimination is the Scenario End rules').
 */
export function heroDefeated(d: Draft, player: PlayerId, hero: HeroRole): void {
  if (hero === 'secondary') {
    dismissSecondaryHero(d, player);
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
