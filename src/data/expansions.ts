/** The expansion boxes (Factions Expansions, p. 61–65), as a game config names them. */
import type { Expansion } from '../model';

/** Every expansion box's name. */
export const EXPANSIONS: readonly Expansion[] = ['fortress', 'rampart', 'inferno', 'conflux', 'stronghold', 'cove', 'tower'];
