/** A player's Main Hero: choosing one sets the player's faction and hero type. */
import type { Draft } from '../kernel/draft';
import type { CardId, PlayerId, PlayerState } from '../model';
import { HEROES, hero as heroDef } from '../data/heroes';
import { instanceId } from '../kernel/ids';

/** Setup step 3: the Main Hero (and with it the faction). */
export function assignHero(d: Draft, player: string, heroId: string): void {
  const def = heroDef(heroId);
  const p = d.player(player);
  p.hero = def.id;
  p.faction = def.faction;
  p.heroType = def.type;
  d.emit({ type: 'heroChosen', player, hero: def.id, faction: def.faction, seq: 0 });
}

/**
 * The Ability card a player's Main Hero started with (setup step 13; Draft Start, p. 56): a copy of the Ability deck.
 * The heroes take the copies of their Starting Ability in seat order, so the k-th hero with that Ability has copy #k
 * (ruling VS1) and the card stays known all game (ruling E7). Null before the hero is chosen.
 */
export function startingAbilityCard(players: readonly PlayerState[], player: PlayerId): CardId | null {
  let ability: string | undefined;
  for (const p of players) if (p.id === player) ability = STARTING_ABILITY.get(p.hero);
  if (ability === undefined) return null;
  let copy = 0;
  for (const p of players) {
    if (STARTING_ABILITY.get(p.hero) === ability) copy += 1;
    if (p.id === player) break;
  }
  return instanceId(ability, copy);
}

/** Each Main Hero's Starting Ability, by hero id. */
const STARTING_ABILITY: ReadonlyMap<string, string> = new Map(HEROES.map((h) => [h.id, h.startingAbility]));
