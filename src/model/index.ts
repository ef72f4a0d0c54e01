/**
 * The ground floor: the types of everything the engine passes around — the game state, decisions, actions,
 * events, combat, effects and the game's content. Types only: nothing here runs, and nothing here imports a
 * game part, so every other folder may build on it.
 */
export type * from './state';
export type * from './decisions';
export type * from './actions';
export type * from './events';
export type * from './combat';
export type * from './effects';
export type * from './combatEffects';
export type * from './content';
export type * from './abilities';
export type * from './cards';
export type * from './map';
export type * from './scenario';
export type * from './variants';
export type * from './aiHeroes';
export type * from './aiDeck';
export type * from './campaign';
