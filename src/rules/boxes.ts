/**
 * The boxes in play (Factions Expansions, p. 61–65): the core box always, and the expansions a game's config names
 * (`GameConfig.expansions`, kept in `state.config.expansions`, absent when none). Rules that belong to one box (the
 * Fortress box's Event deck) ask `inPlay`; what is drawn from the boxes in play is built by `contentInPlay`
 * (src/content/boxes.ts) from this list.
 */
import type { Box, Expansion, GameSetup } from '../model';

/** What the box rules read of a game: its setup (a state's `config`). */
type Config = Pick<GameSetup, 'expansions'>;

const CORE_ONLY: readonly Box[] = ['core'];

/** The expansions of a game's setup: none when the config named none. */
export function expansionsOf(config: Config): readonly Expansion[] {
  return config.expansions ?? [];
}

/** The boxes in play: 'core', then the game's expansions in the config's order. */
export function boxesInPlay(config: Config): readonly Box[] {
  const expansions = config.expansions;
  if (expansions === undefined || expansions.length === 0) return CORE_ONLY;
  const out: Box[] = ['core'];
  for (const e of expansions) out.push(e);
  return out;
}

/** Whether a box is in play in this game (the core box always is). */
export function inPlay(s: { config: Config }, box: Box): boolean {
  return box === 'core' || (s.config.expansions?.includes(box) ?? false);
}
