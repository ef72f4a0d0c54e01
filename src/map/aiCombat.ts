/**
 * Combats with AI Heroes (AI Heroes, p. 48): a player's hero stepping onto an AI Hero, or an AI Hero onto a player's
 * hero, fight it (the player's side attacks either way, ruling AH4). Afterwards: a beaten AI Hero leaves the map, its
 * cards to their discard piles, and the winner resolves the scenario's reward; an AI Hero that wins or is retreated
 * from takes its cards back (and returns those it shared), and the player's hero goes where a defeated or
 * retreating hero goes.
 */
import type { Draft } from '../kernel/draft';
import type { AiHero, Encounter, HeroRole, MapState, PlayerId } from '../model';
import { cardOf } from '../kernel/ids';
import { neutralUnit } from '../data/units';
import { pushFrame } from '../effects/run';
import { heroDefeated, returnToLastVisited } from './encounter';
import { mainHeroLost } from './elimination';
import { heroOf } from './fields';
import { visitField } from './visit';
import { AI_HERO_MP, aiHeroDef } from './aiHeroes';

/** The player's hero and an AI Hero meet on the field: the combat is declared (the Town-action window opens). */
export function startAiEncounter(d: Draft, player: PlayerId, hero: HeroRole, field: number, ai: string): void {
  d.map().encounter = { player, hero, field, against: 'aiHero', defender: null, townActions: [player], outcome: null, aiHero: { id: ai, units: [], from: [] } };
  d.emit({ type: 'aiHeroCombat', hero: ai, player, playerHero: hero, field, seq: 0 });
}

/** The AI cards of the combat back to the AI Heroes they came from (out of the discard piles), those still on the map. */
function returnCards(d: Draft, ai: NonNullable<Encounter['aiHero']>, keepOwn: boolean): void {
  const heroes = d.map().aiHeroes;
  ai.units.forEach((unit, i) => {
    const owner = ai.from[i] as string;
    if (owner === ai.id && !keepOwn) return;
    const at = heroes.findIndex((h) => h.id === owner);
    const pile = d.neutralDecks()[neutralUnit(cardOf(unit)).tier];
    if (at < 0 || !pile.discard.includes(unit)) return;
    pile.discard = pile.discard.filter((u) => u !== unit);
    const h = heroes[at] as AiHero;
    heroes[at] = { id: h.id, field: h.field, units: [...h.units, unit] };
  });
}

/** The combat with an AI Hero is over: its consequences on the map. */
export function resolveAiEncounter(d: Draft): void {
  const m = d.map();
  const enc = m.encounter as Encounter;
  const ai = enc.aiHero as NonNullable<Encounter['aiHero']>;
  const outcome = enc.outcome as NonNullable<Encounter['outcome']>;
  m.encounter = null;
  const won = outcome.result === 'attackerWon';
  returnCards(d, ai, !won);
  if (won) {
    const index = (d.s.map as MapState).aiHeroes.findIndex((h) => h.id === ai.id);
    // Beaten in its own turn: the next AI Hero takes its place in the order, with all its MP.
    if (d.s.phase.step === 'aiTurns' && d.s.phase.hero === index) d.s.phase = { step: 'aiTurns', hero: index, mp: AI_HERO_MP };
    d.map().aiHeroes = (d.s.map as MapState).aiHeroes.filter((h) => h.id !== ai.id);
    d.map().aiBeaten = [...(d.s.map as MapState).aiBeaten, ai.id];
    d.emit({ type: 'aiHeroBeaten', hero: ai.id, player: enc.player, seq: 0 });
    const h = heroOf(d.s.map as MapState, enc.player, enc.hero);
    if (h && h.lastVisited !== enc.field) visitField(d, enc.player, enc.hero, enc.field); // it moved onto the AI Hero
    const reward = aiHeroDef(d.s, ai.id).beaten;
    if (reward.length > 0) pushFrame(d, enc.player, 'ai-hero', reward);
    return;
  }
  if (outcome.result === 'retreat') {
    returnToLastVisited(d, enc.player, enc.hero);
    return;
  }
  heroDefeated(d, enc.player, enc.hero);
  if (enc.hero === 'main') mainHeroLost(d, enc.player);
}
