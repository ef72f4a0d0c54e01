/**
 * The effect kinds of the whole engine, joined from the tables of the modules that own the ops, and installed in the
 * effect registry (effects/registry.ts). A new op is added to its owner's table; the types below make the compiler
 * ask for it here when it is missing.
 */
import { installEffectKinds, type CombatEffectKinds, type EffectKinds } from '../effects/registry';
import { RESOURCE_EFFECTS } from '../effects/resourceEffects';
import { HAND_EFFECTS } from '../effects/handEffects';
import { SHARED_DECK_EFFECTS } from '../effects/sharedDeckEffects';
import { HERO_EFFECTS } from '../effects/heroEffects';
import { TOWN_EFFECTS } from '../effects/townEffects';
import { CHOOSE_EFFECT } from '../effects/chooseEffect';
import { COMBAT_STEP } from '../combat/cardEffects';
import { UNIT_EFFECTS } from '../combat/unitEffects';
import { PLAYER_EFFECTS } from '../combat/playerEffects';
import { OBSTACLE_EFFECTS } from '../combat/obstacles';
import { RAMPART_SPELL_EFFECTS } from '../combat/rampartEffects';
import { TOWER_SPELL_EFFECTS } from '../combat/towerSpells';
import { INFERNO_CARD_EFFECTS } from '../combat/infernoCards';
import { TOKEN_EFFECTS } from '../combat/tokens';
import { SUMMON_EFFECTS } from '../combat/summonElementals';
import { OFFENSE_EFFECTS } from '../combat/offense';
import { SPELL_DICE_EFFECTS } from '../combat/spellDice';
import { MAP_EFFECTS } from '../map/effects';
import { CARD_MAP_EFFECTS } from '../map/cardEffects';
import { ASTROLOGERS_COMBAT_EFFECTS } from '../combat/astrologers';
import { JUDGE_DREAD_EFFECTS } from '../combat/judgeDread';
import { EVENT_EFFECTS } from '../effects/eventEffects';
import { EVENT_TABLE_EFFECTS } from '../effects/eventTable';
import { EVENT_DICE_EFFECTS } from '../effects/eventDice';
import { EVENT_DEAL_EFFECTS } from '../effects/eventDeals';
import { REMOVE_EFFECTS } from '../effects/removeEffects';
import { EMPOWER_EFFECTS } from '../effects/empowerEffects';
import { EVENT_CHOICE_EFFECTS } from '../turn/eventChoice';
import { EVENT_POOL_EFFECTS } from '../effects/eventPool';
import { EVENT_AUCTION_EFFECTS } from '../effects/eventAuction';
import { NEUTRAL_DRAW_EFFECTS } from '../effects/neutralDraws';
import { FACTION_NEUTRAL_EFFECTS } from '../effects/factionNeutrals';
import { TRAIN_UNIT_EFFECTS } from '../effects/trainUnit';
import { FREE_UNIT_EFFECTS } from '../effects/freeUnits';
import { WAR_MACHINE_EFFECTS } from '../effects/warMachineEffects';
import { SPELL_SCROLL_EFFECTS } from '../effects/spellScrollEffects';
import { WAR_MACHINE_COMBAT_EFFECTS } from '../combat/warMachines';
import { COVE_COMBAT_EFFECTS } from '../combat/coveAbilities';
import { METEOR_SHOWER_EFFECTS } from '../combat/meteorShower';
import { QUICKSAND_EFFECTS } from '../combat/quicksand';
import { DREAD_KNIGHTS_EFFECTS } from '../combat/dreadKnights';
import { MAGIC_MIRROR_EFFECTS } from '../combat/magicMirror';
import { COVE_CARD_EFFECTS } from '../combat/coveCards';
import { BOWSTRING_EFFECTS } from '../combat/bowstring';
import { VISIONS_EFFECTS } from '../answers/visions';
import { THIEVES_GUILD_EFFECTS } from '../answers/thievesGuild';
import { FORCED_DISCARD_EFFECTS } from '../effects/forcedDiscards';
import { DRAW_AND_KEEP_EFFECTS } from '../effects/drawAndKeep';
import { DECK_DISCARD_EFFECTS } from '../effects/deckDiscards';
import { ONGOING_REMOVAL_EFFECTS } from '../combat/ongoingRemoval';
import { DISCARD_PILE_MARKET_EFFECTS } from '../answers/discardPileMarket';
import { REPLACE_STATISTIC_EFFECTS } from '../answers/replaceStatistic';
import { FOUND_SPELL_EFFECTS } from '../answers/foundSpells';

/** Every effect op's kind: deck, hero and town effects, the map's, and combat's step for the combat effects of a play. */
export const EFFECT_KINDS: EffectKinds = {
  ...RESOURCE_EFFECTS,
  ...HAND_EFFECTS,
  ...SHARED_DECK_EFFECTS,
  ...HERO_EFFECTS,
  ...TOWN_EFFECTS,
  ...CHOOSE_EFFECT,
  ...COMBAT_STEP,
  ...MAP_EFFECTS,
  ...CARD_MAP_EFFECTS,
  ...ASTROLOGERS_COMBAT_EFFECTS,
  ...JUDGE_DREAD_EFFECTS,
  ...EVENT_EFFECTS,
  ...EVENT_TABLE_EFFECTS,
  ...EVENT_DICE_EFFECTS,
  ...EVENT_DEAL_EFFECTS,
  ...REMOVE_EFFECTS,
  ...EMPOWER_EFFECTS,
  ...EVENT_CHOICE_EFFECTS,
  ...EVENT_POOL_EFFECTS,
  ...EVENT_AUCTION_EFFECTS,
  ...NEUTRAL_DRAW_EFFECTS,
  ...FACTION_NEUTRAL_EFFECTS,
  ...FORCED_DISCARD_EFFECTS,
  ...DECK_DISCARD_EFFECTS,
  ...TRAIN_UNIT_EFFECTS,
  ...FREE_UNIT_EFFECTS,
  ...WAR_MACHINE_EFFECTS,
  ...SPELL_SCROLL_EFFECTS,
  ...VISIONS_EFFECTS,
  ...THIEVES_GUILD_EFFECTS,
  ...DRAW_AND_KEEP_EFFECTS,
  ...ONGOING_REMOVAL_EFFECTS,
  ...DISCARD_PILE_MARKET_EFFECTS,
  ...REPLACE_STATISTIC_EFFECTS,
  ...FOUND_SPELL_EFFECTS,
};

/** Every combat effect op's kind. */
export const COMBAT_EFFECT_KINDS: CombatEffectKinds = {
  ...UNIT_EFFECTS,
  ...PLAYER_EFFECTS,
  ...OBSTACLE_EFFECTS,
  ...RAMPART_SPELL_EFFECTS,
  ...TOWER_SPELL_EFFECTS,
  ...INFERNO_CARD_EFFECTS,
  ...TOKEN_EFFECTS,
  ...SUMMON_EFFECTS,
  ...OFFENSE_EFFECTS,
  ...SPELL_DICE_EFFECTS,
  ...WAR_MACHINE_COMBAT_EFFECTS,
  ...COVE_COMBAT_EFFECTS,
  ...METEOR_SHOWER_EFFECTS,
  ...QUICKSAND_EFFECTS,
  ...DREAD_KNIGHTS_EFFECTS,
  ...MAGIC_MIRROR_EFFECTS,
  ...COVE_CARD_EFFECTS,
  ...BOWSTRING_EFFECTS,
};

/** Installs the kinds (once: the game and the combat sandbox run the stack through game/flow.ts, which calls it). */
export function installAllEffectKinds(): void {
  installEffectKinds(EFFECT_KINDS, COMBAT_EFFECT_KINDS);
}
