/**
 * An AI Hero's army in a combat (AI Heroes, p. 48): its Neutral Unit cards, and each card of its army it shares with
 * another AI Hero (added when the combat starts, ruling AH2), against the player's hero. The AI side follows the AI
 * rules (`CombatState.ai`); it cannot surrender and nobody can surrender to it (a neutral side, ruling AH5).
 */
import type { Draft } from '../kernel/draft';
import type { AiHero, CombatUnit, Encounter, MapState } from '../model';
import { cardOf } from '../kernel/ids';
import { levelOf } from '../hero/levels';
import { armyOf, beginCombat, combatSide, guardCards, newCombat } from '../combat/start';
import { aiHeroDef } from './aiHeroes';
import { aiDeckForCombat } from './aiDeck';

/** Takes the AI Hero's cards, and those it shares from the other AI Heroes, into the encounter; returns them. */
function gatherArmy(d: Draft, id: string): { units: string[]; from: string[] } {
  const heroes = d.map().aiHeroes;
  const at = heroes.findIndex((h) => h.id === id);
  const own = heroes[at] as AiHero;
  const units = own.units.slice();
  const from = own.units.map(() => id);
  heroes[at] = { id, field: own.field, units: [] };
  for (const card of aiHeroDef(d.s, id).units) {
    if (units.some((u) => cardOf(u) === card)) continue;
    const lender = heroes.findIndex((h) => h.units.some((u) => cardOf(u) === card));
    if (lender < 0) continue; // no copy on the map: the army fights without it
    const l = heroes[lender] as AiHero;
    const unit = l.units.find((u) => cardOf(u) === card) as string;
    heroes[lender] = { id: l.id, field: l.field, units: l.units.filter((u) => u !== unit) };
    units.push(unit);
    from.push(l.id);
  }
  return { units, from };
}

/** The encounter's combat: the player's hero and units against the AI Hero's army. */
export function setUpAiCombat(d: Draft, enc: Encounter): void {
  const id = (enc.aiHero as NonNullable<Encounter['aiHero']>).id;
  const army = gatherArmy(d, id);
  const m = d.map();
  m.encounter = { player: enc.player, hero: enc.hero, field: enc.field, against: enc.against, defender: null, townActions: [], outcome: null, aiHero: { id, units: army.units, from: army.from } };
  const units: CombatUnit[] = armyOf(enc.player, d.peek(enc.player).units, 'attacker', []);
  for (const u of guardCards(army.units)) units.push(u);
  beginCombat(d, newCombat({
    attacker: combatSide(enc.player, enc.hero, enc.hero === 'main', levelOf(d.peek(enc.player).experience), false),
    defender: combatSide(null, null, false, 0, true),
    fieldLevel: 0,
    timeLimited: false,
    ai: 'defender',
    aiHero: aiDeckForCombat(d), // the shared AI Deck (AI Decks, p. 49)
    defendingTown: false,
    players: d.s.players.map((p) => p.id),
  }, units));
}

/** Whether the map's encounter is against an AI Hero. */
export const againstAi = (m: MapState | null): boolean => m !== null && m.encounter !== null && m.encounter.aiHero !== null;
