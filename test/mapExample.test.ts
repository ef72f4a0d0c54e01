/**
 * The rule book's example "Flagging a guarded mine" (Map Elements, p. 31), played through the public API: Sandro
 * moves onto the Building Materials Mine of his Starting tile, fights the Troglodytes guarding it, kills them with a
 * Lightning Bolt Empowered by Haste's alternative effect, and flags the mine: +2 Building Materials income, and 2
 * gained at once as its first flagger.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type GameState } from '../src';
import { TILE_BY_ID } from '../src/content/registry';
import { allCards, emptyHand, modify, newTurnGame, player, putInHand } from './helpers';

/** The field of a location on a player's Starting tile. */
function fieldOn(s: GameState, playerId: string, location: string): number {
  const town = s.map?.heroes.find((h) => h.player === playerId && h.hero === 'main')?.field as number;
  const tile = Math.floor(town / 7);
  const slot = TILE_BY_ID[s.map?.tiles[tile]?.tile as string]?.fields.findIndex((f) => f.location === location) as number;
  return tile * 7 + slot;
}

/**
 * The action a player of the example takes: in an activation of one of Sandro's units, Haste's alternative effect
 * for 1 Power, then the Lightning Bolt on the Troglodytes with it; otherwise placing units, passing, or going on.
 */
function next(s: GameState): Action {
  const acts = legalActions(s);
  const activating = s.pending?.kind === 'activation' && s.pending.player === 'p1';
  const bolt = acts.find((a) => a.type === 'playCard' && a.card.startsWith('spell.lightning-bolt') && a.power === 1 && a.target?.startsWith('neutral.troglodytes'));
  const haste = acts.find((a) => a.type === 'playCard' && a.card.startsWith('spell.haste') && a.play === 'alternative');
  if (activating && bolt) return bolt;
  if (activating && haste) return haste;
  return (
    acts.find((a) => a.type === 'placeUnit') ??
    acts.find((a) => a.type === 'finishPlacement') ??
    acts.find((a) => a.type === 'pass') ??
    acts.find((a) => a.type === 'endActivation') ??
    (acts[0] as Action)
  );
}

describe('Example "Flagging a guarded mine" (p. 31)', () => {
  it('a level I field with no cube starts a combat; the Troglodytes fall to a 3-damage Lightning Bolt; the mine is flagged', () => {
    let s = newTurnGame({ players: [{ hero: 'sandro' }, { hero: 'catherine' }], logLimit: 10_000 });
    const mine = fieldOn(s, 'p1', 'building-materials-mine');
    // The Troglodytes on top of the Bronze deck; a Power card, Lightning Bolt, Haste and Town Portal in hand.
    s = modify(s, (x) => {
      x.config.difficulty = 'normal'; // a level I field: one Bronze unit
      const bronze = x.neutralDecks.bronze.deck;
      const trog = bronze.findIndex((u) => u.startsWith('neutral.troglodytes'));
      bronze.push(...bronze.splice(trog, 1));
    });
    s = emptyHand(s, 'p1');
    const cards = ['stat.power', 'spell.lightning-bolt', 'spell.haste', 'spell.town-portal'];
    s = putInHand(s, 'p1', cards.map((id) => allCards(s).find((c) => c.startsWith(`${id}#`)) as string));
    const income = player(s).income.buildingMaterials;
    const materials = player(s).resources.buildingMaterials;
    s = apply(s, { type: 'moveHero', hero: 'main', field: mine });
    // The combat is declared: Town actions first (p. 19), then the guards are drawn.
    while (s.pending?.kind === 'combatDeclared') s = apply(s, { type: 'pass' });
    expect(s.combat?.fieldLevel).toBe(1);
    expect(s.combat?.units.filter((u) => u.owner === null)).toEqual([]); // drawn once her units are placed (p. 40)
    while (s.pending?.kind === 'placeUnits' && s.pending.player === 'p1') s = apply(s, next(s));
    expect(s.combat?.units.filter((u) => u.owner === null).map((u) => u.card)).toEqual(['neutral.troglodytes']);
    for (let i = 0; i < 200 && s.combat !== null; i++) s = apply(s, next(s));
    expect(s.combat).toBeNull();
    // Haste's alternative effect gave 1 Power: the Lightning Bolt dealt 3 damage, and the combat lasted one round.
    const cast = s.log.find((e) => e.type === 'cardPlayed' && e.card.startsWith('spell.lightning-bolt'));
    expect(cast).toMatchObject({ player: 'p1', power: 1 });
    const bolt = s.log.find((e) => e.type === 'damageDealt' && e.source.startsWith('spell.lightning-bolt'));
    expect(bolt).toMatchObject({ amount: 3, defeated: true });
    expect(s.log.filter((e) => e.type === 'combatRoundStarted').length).toBe(1);
    expect(s.map?.fields[mine]?.flags).toEqual(['p1']);
    expect(player(s).income.buildingMaterials).toBe(income + 2);
    expect(player(s).resources.buildingMaterials).toBe(materials + 2);
    // The Power card and Town Portal are still in hand, for what the example does next.
    expect(player(s).hand.some((c) => c.startsWith('spell.town-portal'))).toBe(true);
    expect(player(s).hand.some((c) => c.startsWith('stat.power'))).toBe(true);
  });
});
