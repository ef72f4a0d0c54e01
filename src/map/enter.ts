/**
 * Entering a field (Map Tile Anatomy, p. 31; Movement Actions, p. 17; Combat, p. 39): a hero stepping onto a field
 * visits it at once — unless an allied hero stands there (it only passes through), an enemy hero or an enemy town or
 * settlement is there (a combat with that player), or neutrals guard it and nobody has beaten them (a combat with them
 * first, or a Quick Combat).
 */
import type { Draft } from '../kernel/draft';
import type { FieldState, GameState, HeroRole, MapState, PlayerId } from '../model';
import { heroesOn, locationOf } from './fields';
import { isGuarded, visitField } from './visit';
import { startNeutralEncounter, startPlayerEncounter } from './encounter';
import { areAllies } from '../rules/teams';
import { aiHeroAt } from './aiHeroes';
import { startAiEncounter } from './aiCombat';

/** An enemy's town or settlement: a flaggable spawn point with the cube of a player who is not an ally on it. */
export function enemyHolds(s: Pick<GameState, 'config' | 'players'>, m: MapState, player: PlayerId, field: number): PlayerId | null {
  const kind = locationOf(m, field).flag?.kind;
  if (kind !== 'town' && kind !== 'settlement') return null;
  const owner = (m.fields[field] as FieldState).flags[0];
  return owner !== undefined && !areAllies(s, player, owner) ? owner : null;
}

/** A hero has just stepped onto a field: pass through, fight, or visit. */
export function enterField(d: Draft, player: PlayerId, hero: HeroRole, field: number): void {
  const m = d.s.map as MapState;
  const others = heroesOn(m, field).filter((h) => !(h.player === player && h.hero === hero));
  if (others.some((h) => areAllies(d.s, player, h.player))) return; // an allied hero: pass through, no visit (p. 17)
  const ai = aiHeroAt(m, field);
  if (ai) {
    startAiEncounter(d, player, hero, field, ai.id); // an AI Hero: a combat with its army
    return;
  }
  const enemy = others.find((h) => !areAllies(d.s, player, h.player));
  if (enemy) {
    // On a Sanctuary a hero cannot be attacked: the mover passes through (it was listed only with MP to go on).
    if (locationOf(m, field).id !== 'sanctuary') startPlayerEncounter(d, player, hero, field, 'hero', enemy.player);
    return;
  }
  const holder = enemyHolds(d.s, m, player, field);
  if (holder !== null) {
    startPlayerEncounter(d, player, hero, field, 'town', holder);
    return;
  }
  if (isGuarded(m, field)) {
    startNeutralEncounter(d, player, hero, field);
    return;
  }
  visitField(d, player, hero, field);
}

