/**
 * The rows of the Optional Rules Table (p. 59) that change the setup: no starting bonus (read in flow.ts), and every
 * player starting with a Secondary Hero.
 */
import type { Draft } from '../kernel/draft';
import { placeHero } from '../map/fields';
import { heroMovementChange } from '../deck/astrologers';

/**
 * "You start the game with a Secondary Hero" (ruling VT-4): each player's Secondary Hero is on the map from the start,
 * without paying, on their Town — where their Main Hero stands, and where hiring would put it (p. 16).
 */
export function giveStartingSecondaryHeroes(d: Draft): void {
  const m = d.s.map;
  if (m === null) return;
  for (const { id } of d.s.players) {
    const main = m.heroes.find((h) => h.player === id && h.hero === 'main');
    if (main === undefined || d.peek(id).secondaryHero !== null) continue;
    d.player(id).secondaryHero = { base: 2 + heroMovementChange(d.s), used: 0, extra: 0 };
    placeHero(d, id, 'secondary', main.field, true);
    d.emit({ type: 'heroPlaced', player: id, hero: 'secondary', field: main.field, seq: 0 });
  }
}
