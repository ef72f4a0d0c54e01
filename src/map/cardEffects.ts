/**
 * The effect kinds of the cards that act on the map: Town Portal, Angel Wings' flight, Speculum's discovery,
 * Logistics' move at the end of the turn, Diplomacy's skipped combat. Each op's start, precondition and card text.
 */
import type { EffectKind } from '../effects/registry';
import { setTurnEffects, turnEffectsOf } from '../cards/turnEffects';
import { heroOf } from './fields';
import { TOWN_PORTAL_EFFECT } from './townPortal';
import { FLY_HERO_EFFECT } from './flight';
import { DISCOVER_NEXT_TO_HERO_EFFECT } from './speculum';
import { SKIP_NEUTRAL_COMBAT_EFFECT } from './skipCombat';
import { TAKE_MINE_EFFECT } from './viewEarth';
import { FLY_EFFECT } from './fly';
import { PATHFINDING_EFFECT } from './pathfinding';
import { CASTLE_GATE_EFFECT, OPPONENT_DISCARDS_RANDOM_EFFECT } from './castleGate';
import { DIMENSION_DOOR_EFFECT } from './dimensionDoor';
import { FORTUNE_EFFECT, SET_NEXT_DIE_EFFECT } from './fortune';
import { GAIN_RESOURCES_BY_POWER_EFFECT } from './viewAir';
import { GAIN_HERO_MOVEMENT_EFFECT, ONLY_IF_ON_SEA_EFFECT, WATER_WALK_EFFECT } from './waterWalk';

/** Logistics' Basic effect (Ongoing): one more move of the Main Hero to an adjacent empty field when the turn ends. */
const MOVE_AT_TURN_END_EFFECT: EffectKind<'moveAtTurnEnd'> = {
  start(d) {
    setTurnEffects(d, { movesAtTurnEnd: turnEffectsOf(d.s).movesAtTurnEnd + 1 });
    return 'done';
  },
  // On the player's own turn, outside combat: the move waits for the end of this turn.
  canStart: (r, player) => r.s.combat === null && r.s.map !== null && heroOf(r.s.map, player, 'main') !== undefined,
  describe: () => 'at the end of your turn, your Main Hero may move to an adjacent empty field',
};

/** The kinds of the map card ops. */
export const CARD_MAP_EFFECTS: {
  townPortal: EffectKind<'townPortal'>;
  flyHero: EffectKind<'flyHero'>;
  discoverNextToHero: EffectKind<'discoverNextToHero'>;
  moveAtTurnEnd: EffectKind<'moveAtTurnEnd'>;
  skipNeutralCombat: EffectKind<'skipNeutralCombat'>;
  takeMine: EffectKind<'takeMine'>;
  fly: EffectKind<'fly'>;
  pathfinding: EffectKind<'pathfinding'>;
  opponentDiscardsRandom: EffectKind<'opponentDiscardsRandom'>;
  castleGate: EffectKind<'castleGate'>;
  dimensionDoor: EffectKind<'dimensionDoor'>;
  fortune: EffectKind<'fortune'>;
  setNextDie: EffectKind<'setNextDie'>;
  gainResourcesByPower: EffectKind<'gainResourcesByPower'>;
  waterWalk: EffectKind<'waterWalk'>;
  gainHeroMovement: EffectKind<'gainHeroMovement'>;
  onlyIfOnSea: EffectKind<'onlyIfOnSea'>;
} = {
  townPortal: TOWN_PORTAL_EFFECT,
  flyHero: FLY_HERO_EFFECT,
  discoverNextToHero: DISCOVER_NEXT_TO_HERO_EFFECT,
  moveAtTurnEnd: MOVE_AT_TURN_END_EFFECT,
  skipNeutralCombat: SKIP_NEUTRAL_COMBAT_EFFECT,
  takeMine: TAKE_MINE_EFFECT,
  fly: FLY_EFFECT,
  pathfinding: PATHFINDING_EFFECT,
  opponentDiscardsRandom: OPPONENT_DISCARDS_RANDOM_EFFECT,
  castleGate: CASTLE_GATE_EFFECT,
  dimensionDoor: DIMENSION_DOOR_EFFECT,
  fortune: FORTUNE_EFFECT,
  setNextDie: SET_NEXT_DIE_EFFECT,
  gainResourcesByPower: GAIN_RESOURCES_BY_POWER_EFFECT,
  waterWalk: WATER_WALK_EFFECT,
  gainHeroMovement: GAIN_HERO_MOVEMENT_EFFECT,
  onlyIfOnSea: ONLY_IF_ON_SEA_EFFECT,
};
