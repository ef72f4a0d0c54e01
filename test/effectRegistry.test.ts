/**
 * The effect registry (src/effects/registry.ts): every effect op the card, building, level-up and starting-bonus data
 * uses has an installed kind, and every installed kind has a text; an op with no kind, in a frame or in a play's
 * combat effects, is an InvalidStateError, never a loop or a TypeError.
 */
import { describe, expect, it } from 'vitest';
import {
  BUILDINGS,
  CORE_CARDS,
  InvalidStateError,
  MAX_LEVEL,
  buildingAbility,
  cardPlays,
  createCombat,
  describeEffect,
  type CardEffect,
  type Effect,
  type Faction,
} from '../src';
import type { CombatEffectOp, EffectOp } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { levelUpEffects } from '../src/hero/levels';
import { startingBonus } from '../src/game/setup';
import { pushFrame, runStack } from '../src/effects/run';
import { combatEffectKind, effectKind, isCombatEffectOp, isEffectOp } from '../src/effects/registry';
import { applyCombatEffects } from '../src/combat/cardEffects';
import { COMBAT_EFFECT_KINDS, EFFECT_KINDS } from '../src/game/effectKinds';
import { RESOURCE_EFFECTS } from '../src/effects/resourceEffects';
import { HAND_EFFECTS } from '../src/effects/handEffects';
import { SHARED_DECK_EFFECTS } from '../src/effects/sharedDeckEffects';
import { HERO_EFFECTS } from '../src/effects/heroEffects';
import { TOWN_EFFECTS } from '../src/effects/townEffects';
import { CHOOSE_EFFECT } from '../src/effects/chooseEffect';
import { COMBAT_STEP } from '../src/combat/cardEffects';
import { UNIT_EFFECTS } from '../src/combat/unitEffects';
import { PLAYER_EFFECTS } from '../src/combat/playerEffects';
import { OBSTACLE_EFFECTS } from '../src/combat/obstacles';
import { RAMPART_SPELL_EFFECTS } from '../src/combat/rampartEffects';
import { TOKEN_EFFECTS } from '../src/combat/tokens';
import { SPELL_DICE_EFFECTS } from '../src/combat/spellDice';
import { newTurnGame } from './helpers';
import { LOCATION_BY_ID } from '../src/content/registry';
import { settlementChoice } from '../src/map/flags';
import { MAP_EFFECTS } from '../src/map/effects';
import { CARD_MAP_EFFECTS } from '../src/map/cardEffects';
import { ASTROLOGERS_COMBAT_EFFECTS } from '../src/combat/astrologers';
import { JUDGE_DREAD_EFFECTS } from '../src/combat/judgeDread';
import { MAGIC_MIRROR_EFFECTS } from '../src/combat/magicMirror';
import { BOWSTRING_EFFECTS } from '../src/combat/bowstring';
import { ASTROLOGERS_CARDS } from '../src/data/astrologers';
import { EVENT_CARDS } from '../src/data/events';
import { EVENT_EFFECTS } from '../src/effects/eventEffects';
import { EVENT_TABLE_EFFECTS } from '../src/effects/eventTable';
import { EVENT_DICE_EFFECTS } from '../src/effects/eventDice';
import { EVENT_DEAL_EFFECTS } from '../src/effects/eventDeals';
import { REMOVE_EFFECTS } from '../src/effects/removeEffects';
import { EVENT_POOL_EFFECTS } from '../src/effects/eventPool';
import { EVENT_AUCTION_EFFECTS } from '../src/effects/eventAuction';
import { NEUTRAL_DRAW_EFFECTS } from '../src/effects/neutralDraws';
import { FORCED_DISCARD_EFFECTS } from '../src/effects/forcedDiscards';
import { DECK_DISCARD_EFFECTS } from '../src/effects/deckDiscards';
import { DISCARD_PILE_MARKET_EFFECTS } from '../src/answers/discardPileMarket';
import { REPLACE_STATISTIC_EFFECTS } from '../src/answers/replaceStatistic';
import { METEOR_SHOWER_EFFECTS } from '../src/combat/meteorShower';
import { QUICKSAND_EFFECTS } from '../src/combat/quicksand';
import { DREAD_KNIGHTS_EFFECTS } from '../src/combat/dreadKnights';
import { EVENT_CHOICE_EFFECTS } from '../src/turn/eventChoice';
import { TRAIN_UNIT_EFFECTS } from '../src/effects/trainUnit';
import { FREE_UNIT_EFFECTS } from '../src/effects/freeUnits';
import { WAR_MACHINE_EFFECTS } from '../src/effects/warMachineEffects';
import { SPELL_SCROLL_EFFECTS } from '../src/effects/spellScrollEffects';
import { VISIONS_EFFECTS } from '../src/answers/visions';
import { EMPOWER_EFFECTS } from '../src/effects/empowerEffects';
import { WAR_MACHINE_COMBAT_EFFECTS } from '../src/combat/warMachines';
import { INFERNO_CARD_EFFECTS } from '../src/combat/infernoCards';
import { OFFENSE_EFFECTS } from '../src/combat/offense';
import { DRAW_AND_KEEP_EFFECTS } from '../src/effects/drawAndKeep';
import { ONGOING_REMOVAL_EFFECTS } from '../src/combat/ongoingRemoval';
import { FACTION_NEUTRAL_EFFECTS } from '../src/effects/factionNeutrals';
import { TOWER_SPELL_EFFECTS } from '../src/combat/towerSpells';
import { SUMMON_EFFECTS } from '../src/combat/summonElementals';
import { COVE_CARD_EFFECTS } from '../src/combat/coveCards';
import { THIEVES_GUILD_EFFECTS } from '../src/answers/thievesGuild';
import { COVE_COMBAT_EFFECTS } from '../src/combat/coveAbilities';
import { FOUND_SPELL_EFFECTS } from '../src/answers/foundSpells';

const FACTIONS: Faction[] = ['castle', 'dungeon', 'necropolis', 'fortress', 'inferno', 'tower', 'conflux', 'cove'];

/** Every effect the data holds, with the effects nested in `choose` options and `rollAttackDie`. */
function dataEffects(): CardEffect[] {
  const out: CardEffect[] = [];
  const walk = (effects: readonly CardEffect[]) => {
    for (const e of effects) {
      out.push(e);
      if (e.op === 'choose') for (const o of e.options) walk(o.effects);
      if (e.op === 'rollAttackDie') walk(e.effects);
    }
  };
  for (const card of CORE_CARDS) for (const play of cardPlays(card.id)) walk(play.effects);
  for (const faction of FACTIONS) {
    for (const b of BUILDINGS) for (const o of buildingAbility(faction, b.role)?.options ?? []) walk(o.effects);
  }
  for (let level = 1; level <= MAX_LEVEL; level++) walk(levelUpEffects(level));
  for (const difficulty of ['easy', 'normal', 'hard', 'impossible'] as const) walk(startingBonus(difficulty));
  // The map's locations, and a settlement's choice when flagged first and again.
  for (const loc of Object.values(LOCATION_BY_ID)) walk(loc.effects);
  walk(settlementChoice(true));
  walk(settlementChoice(false));
  // The Astrologers Proclaim cards.
  for (const card of ASTROLOGERS_CARDS) {
    walk(card.table);
    walk(card.eachPlayer);
  }
  // The Event cards (the Fortress box).
  for (const card of EVENT_CARDS) for (const part of [card.drawer, card.eachPlayer, card.thenEachPlayer, card.after]) walk(part);
  return out;
}

/** Effects of the ops the data does not write (the engine makes them, or no card uses them yet). */
const MADE_BY_THE_ENGINE: CardEffect[] = [
  { op: 'gainExperience', amount: 2 },
  { op: 'drawFromSharedDeck', deck: 'artifact' }, // the Trading Post with the Optional Rules Table's trading row
  { op: 'loseMorale' },
  { op: 'revealUntil', deck: 'artifact', artifactLevel: 'major' },
  { op: 'reshuffleSharedDeck', deck: 'artifact' },
  // A unit chosen for Terrible Plague; Groovy Satyr's redraw, offered when guards are drawn, and of a chosen guard.
  { op: 'flipToFew', unit: 'castle.griffins' },
  { op: 'redrawGuard', unit: null },
  { op: 'redrawGuard', unit: 'neutral.boars#1' },
  // Judge Dread's redraw of all the guards, offered when they are drawn (combat/judgeDread.ts).
  { op: 'redrawAllGuards' },
  // The options the Event table offers (effects/eventTable.ts): a card taken, a neutral unit recruited, placed, released.
  { op: 'takeFromTable', card: 'spell.magic-arrow#1', into: 'hand' },
  { op: 'takeDiscardTop', card: 'artifact.angel-wings#1' },
  { op: 'recruitFromTable', unit: 'neutral.boars#1' },
  { op: 'placeTableNeutrals', unit: 'neutral.boars#1', where: 'bottom' },
  { op: 'discardFromTable', unit: 'neutral.boars#1' },
  // Withered Hermit's die chosen after the guess.
  { op: 'gainDieFace', face: 2 },
  { op: 'loseDieFace', face: 5 },
  // A die of Mischievous Leprechaun's pool, taken.
  { op: 'takePoolDie', die: 'resource', face: 1 },
  // Marketplace's deal: offered, answered, accepted.
  { op: 'offerDeal', give: { gold: 2 }, get: { valuables: 1 } },
  { op: 'answerDeal', from: 'p1', give: { gold: 2 }, get: { valuables: 1 } },
  { op: 'acceptDeal', from: 'p1', give: { gold: 2 }, get: { valuables: 1 } },
  // Forty Thieves' choice of an Event; A Shady Auction's lots and bids.
  { op: 'chooseEvent' },
  { op: 'collectBids' },
  { op: 'placeBid' },
  { op: 'settleAuction' },
  // An enemy Magi's forced discard (neutral card, ruling TW1).
  { op: 'discardRandomCard' },
  { op: 'discardPowerCard' },
  // The Genies' cards discarded from the top of the deck (rulings TW5–TW7).
  { op: 'discardFromDeck', count: 3, after: 0 },
  // Boots of Polarity's choice of an Ongoing effect (ruling TW86).
  { op: 'endOngoing', unit: 'castle.griffins', kind: 'initiative' },
  // The Trading Post's sale of Spell Scrolls' Spells, with the Stronghold box in play (ruling SH48).
  { op: 'sellScrollSpells' },
  // Water Walk's choice of the hero gaining the movement points (ruling CV44).
  { op: 'gainHeroMovement', hero: 'secondary', amount: 2 },
  {
    op: 'combatEffects',
    effects: [{ op: 'gainPower', amount: 1 }],
    card: 'stat.power#1',
    target: null,
    power: null,
    space: null,
    ctx: { window: 'combatStart' },
  },
];

const EFFECTS = [...dataEffects(), ...MADE_BY_THE_ENGINE];
const dataOps = new Set(EFFECTS.map((e) => e.op));

describe('effect registry', () => {
  it('has an installed kind for every op the data uses', () => {
    for (const op of dataOps) {
      if (isCombatEffectOp(op)) expect(combatEffectKind(op).op).toBe(op);
      else expect(effectKind(op).op).toBe(op);
    }
  });

  it('installs exactly the assembled tables, and every op of them is used by the data or the engine', () => {
    const effectOps = Object.keys(EFFECT_KINDS) as EffectOp[];
    const combatOps = Object.keys(COMBAT_EFFECT_KINDS) as CombatEffectOp[];
    for (const op of effectOps) expect(isEffectOp(op) && !isCombatEffectOp(op)).toBe(true);
    for (const op of combatOps) expect(isCombatEffectOp(op) && !isEffectOp(op)).toBe(true);
    expect([...effectOps, ...combatOps].sort()).toEqual([...dataOps].sort());
  });

  it('takes each op from exactly one owner table', () => {
    const owners: object[] = [RESOURCE_EFFECTS, HAND_EFFECTS, SHARED_DECK_EFFECTS, HERO_EFFECTS, TOWN_EFFECTS, CHOOSE_EFFECT, COMBAT_STEP, MAP_EFFECTS, CARD_MAP_EFFECTS, ASTROLOGERS_COMBAT_EFFECTS, EVENT_EFFECTS, EVENT_TABLE_EFFECTS, EVENT_DICE_EFFECTS, EVENT_DEAL_EFFECTS];
    owners.push(REMOVE_EFFECTS, EVENT_CHOICE_EFFECTS, EVENT_POOL_EFFECTS, EVENT_AUCTION_EFFECTS);
    owners.push(NEUTRAL_DRAW_EFFECTS, TRAIN_UNIT_EFFECTS, WAR_MACHINE_EFFECTS, FREE_UNIT_EFFECTS);
    owners.push(VISIONS_EFFECTS, EMPOWER_EFFECTS);
    owners.push(FORCED_DISCARD_EFFECTS);
    owners.push(DRAW_AND_KEEP_EFFECTS);
    owners.push(DECK_DISCARD_EFFECTS);
    owners.push(ONGOING_REMOVAL_EFFECTS);
    owners.push(FACTION_NEUTRAL_EFFECTS);
    owners.push(DISCARD_PILE_MARKET_EFFECTS, REPLACE_STATISTIC_EFFECTS);
    owners.push(SPELL_SCROLL_EFFECTS);
    owners.push(JUDGE_DREAD_EFFECTS);
    owners.push(THIEVES_GUILD_EFFECTS);
    owners.push(FOUND_SPELL_EFFECTS);
    const combatOwners: object[] = [UNIT_EFFECTS, PLAYER_EFFECTS, OBSTACLE_EFFECTS, RAMPART_SPELL_EFFECTS, TOKEN_EFFECTS, SPELL_DICE_EFFECTS, WAR_MACHINE_COMBAT_EFFECTS];
    combatOwners.push(INFERNO_CARD_EFFECTS);
    combatOwners.push(TOWER_SPELL_EFFECTS);
    combatOwners.push(METEOR_SHOWER_EFFECTS, DREAD_KNIGHTS_EFFECTS);
    combatOwners.push(OFFENSE_EFFECTS);
    combatOwners.push(QUICKSAND_EFFECTS);
    combatOwners.push(MAGIC_MIRROR_EFFECTS, BOWSTRING_EFFECTS);
    combatOwners.push(SUMMON_EFFECTS);
    combatOwners.push(COVE_CARD_EFFECTS);
    combatOwners.push(COVE_COMBAT_EFFECTS);
    expect(owners.reduce((n, t) => n + Object.keys(t).length, 0)).toBe(Object.keys(EFFECT_KINDS).length);
    expect(combatOwners.reduce((n, t) => n + Object.keys(t).length, 0)).toBe(Object.keys(COMBAT_EFFECT_KINDS).length);
  });

  it('describes every op with a non-empty text', () => {
    const described = new Set<string>();
    for (const e of EFFECTS) {
      expect(describeEffect(e).length).toBeGreaterThan(0);
      expect(describeEffect(e, true).length).toBeGreaterThan(0);
      described.add(e.op);
    }
    expect([...described].sort()).toEqual([...Object.keys(EFFECT_KINDS), ...Object.keys(COMBAT_EFFECT_KINDS)].sort());
  });

  it('rejects an op with no kind in a frame as an invalid state', () => {
    const state = newTurnGame();
    for (const op of ['noSuchOp', 'constructor', 'toString', '__proto__']) {
      const d = new Draft(state);
      d.s.pending = null; // the stack runs while no decision is pending
      pushFrame(d, 'p1', 'test', [{ op } as unknown as Effect]);
      expect(() => runStack(d)).toThrow(InvalidStateError);
      expect(() => runStack(d)).toThrow(`"${op}"`);
    }
  });

  it('rejects a combat effect op with no kind in a combat play as an invalid state', () => {
    const state = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    const d = new Draft(state);
    const step = {
      op: 'combatEffects',
      effects: [{ op: 'noSuchCombatOp' }],
      card: 'stat.power#1',
      target: null,
      power: null,
      space: null,
      ctx: { window: 'combatStart' },
    } as unknown as Extract<Effect, { op: 'combatEffects' }>;
    expect(() => applyCombatEffects(d, 'p1', step, {})).toThrow(InvalidStateError);
    try {
      applyCombatEffects(d, 'p1', step, {});
    } catch (err) {
      expect((err as Error).message).toContain('noSuchCombatOp');
    }
  });
});
