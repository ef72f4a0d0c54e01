/** The game's dice, face by face (src/content/core/dice.ts). */
export { RESOURCE_DIE, ATTACK_DIE_FACES, TREASURE_DIE, type TreasureFace } from '../content/core/dice';
