/** A player's Main Hero: choosing one sets the player's faction and hero type. */
import type { Draft } from '../kernel/draft';
import { hero as heroDef } from '../data/heroes';

/** Setup step 3: the Main Hero (and with it the faction). */
export function assignHero(d: Draft, player: string, heroId: string): void {
  const def = heroDef(heroId);
  const p = d.player(player);
  p.hero = def.id;
  p.faction = def.faction;
  p.heroType = def.type;
  d.emit({ type: 'heroChosen', player, hero: def.id, faction: def.faction, seq: 0 });
}
