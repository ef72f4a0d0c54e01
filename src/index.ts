export { createGame, legalActions, apply, validateAction, currentDecision } from './core/game';
export type { GameConfig } from './core/game';
export * from './core/types';
export { IllegalActionError, InvalidStateError, ConfigError } from './core/errors';
