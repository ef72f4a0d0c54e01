/** The game's dice, face by face (src/content/core/dice.ts). */
export { RESOURCE_DIE, ATTACK_DIE_FACES, TREASURE_DIE, TREASURE_FACE_EFFECTS, TREASURE_FACE_NAMES, type TreasureFace } from '../content/core/dice';
