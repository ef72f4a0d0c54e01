/**
 * Elimination (Scenario End, p. 53): a player who plays three full rounds without a Town or Settlement, or whose Main
 * Hero loses a combat when they hold none (defending the last one included), is removed from the game — their
 * Faction Cubes and heroes leave the map, the cards of their Deck are removed from the game. They take no more turns;
 * as the player to the right they still control neutral units in others' combats.
 */
import type { Draft } from '../kernel/draft';
import type { FieldState, MapState, PlayerId } from '../model';
import { fieldWith, locationOf, removeHero, setField } from './fields';
import { changeIncome, incomeOfField } from './flags';

/** Removes the player from the game. */
export function eliminatePlayer(d: Draft, player: PlayerId, why: 'noTown' | 'mainHeroDefeated'): void {
  if (d.peek(player).eliminated) return;
  const m = d.s.map as MapState | null;
  if (m !== null) {
    for (let field = 0; field < m.fields.length; field++) {
      const f = m.fields[field] as FieldState;
      // The mines and settlements they held no longer produce for them: income stays what their flags give.
      const lost = f.flags[0] === player ? incomeOfField(locationOf(m, field).flag, f, d.s.config.variants.doubleIncome) : null;
      if (lost) changeIncome(d, player, { gold: 0 - (lost.gold ?? 0), buildingMaterials: 0 - (lost.buildingMaterials ?? 0), valuables: 0 - (lost.valuables ?? 0) }, locationOf(m, field).name);
      if (f.flags.includes(player)) setField(d, field, fieldWith(f, { flags: f.flags.filter((x) => x !== player), produces: f.flags.length > 1 ? f.produces : null }));
    }
    removeHero(d, player, 'main');
    removeHero(d, player, 'secondary');
    if (m.visitor?.player === player) d.map().visitor = null;
  }
  const p = d.player(player);
  const cards = [...p.deck, ...p.hand, ...p.discard, ...(p.permanent === null ? [] : [p.permanent])];
  p.removed = p.removed.concat(cards);
  p.deck = [];
  p.hand = [];
  p.discard = [];
  p.permanent = null;
  p.secondaryHero = null;
  p.holdsTownOrSettlement = false;
  p.eliminated = true;
  d.emit({ type: 'playerEliminated', player, why, seq: 0 });
}

/**
 * After a combat its Main Hero lost: the loss is recorded (a Cooperative scenario may be lost by it), and the player
 * is eliminated if they hold no Town or Settlement now.
 */
export function mainHeroLost(d: Draft, player: PlayerId): void {
  const lost = (d.s.map as MapState | null)?.mainHeroesLost;
  if (lost !== undefined && !lost.includes(player)) d.map().mainHeroesLost = [...lost, player];
  if (!d.peek(player).holdsTownOrSettlement) eliminatePlayer(d, player, 'mainHeroDefeated');
}
