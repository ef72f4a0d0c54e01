/** Test helpers for an AI Hero's combat: a combat with its cards stacked, its units' activation, the player's ties. */
import { createCombat, type Action, type AiHeroConfig, type Decision, type GameState } from '../src';
import { modify } from './helpers';
import { Draft } from '../src/kernel/draft';
import { aiHeroActivates, AI_TIE_DECISIONS } from '../src/combat/aiHero';

/** Units and their spaces. */
export type Placed = Array<{ unit: string; space: number }>;

/** A combat of the player's units against an AI Hero's (spaces given), the AI Deck and AI Spell Deck stacked (top last). */
export function fight(player: Placed, ai: Placed, deck: string[], spells: string[], difficulty: 'easy' | 'normal' | 'hard' | 'impossible' = 'normal', more: AiHeroConfig = {}): GameState {
  const s = createCombat({
    seed: 'ai-spells',
    attacker: { hero: 'catherine', units: player },
    defender: { ai: true, units: ai, aiHero: { ...more, difficulty, spells: spells.map((x) => x.replace(/#.*$/, '')) } },
  });
  // The combat may have begun with an AI activation: every unit back where it was placed, the AI Hero's cards as stacked.
  return modify(s, (x) => {
    const h = x.combat!.aiHero!;
    Object.assign(h, { deck, spellDeck: spells, discard: [], spellDiscard: [], onUnits: [], waiting: [], resolving: [], held: [], next: [] });
    for (const u of x.combat!.units) {
      const placed = [...player, ...ai].find((p) => p.unit === u.id || u.id.startsWith(`${p.unit}#`));
      Object.assign(u, { space: placed ? placed.space : u.space, activated: false, damage: 0, attackBonus: 0, defenseBonus: 0, initiativeBonus: 0, defeated: false, paralyzed: false, retaliated: false });
    }
    x.combat!.round = 1;
  });
}

/** The AI Hero's unit activates (its AI cards drawn and resolved, as `activate` does). */
export function activateAi(s: GameState, unit: string): GameState {
  const d = new Draft(s);
  d.s.pending = null;
  d.unit(unit).activated = true;
  d.combat().step = { step: 'unit', unit, stage: 'start' };
  if (!aiHeroActivates(d, unit)) d.s.pending = { kind: 'activation', player: 'p2', unit, stage: 'start' };
  return d.finish();
}

/** The player breaks the AI's tie (the decision's answer alone: the combat does not go on past the activation's start). */
export function breakTie(s: GameState, a: Action): GameState {
  const d = new Draft(s);
  AI_TIE_DECISIONS.aiTie.apply(d, s.pending as Extract<Decision, { kind: 'aiTie' }>, a);
  if (d.s.pending === null) d.s.pending = { kind: 'activation', player: 'p2', unit: (s.pending as { unit: string }).unit, stage: 'start' };
  return d.finish();
}

/** Runs a step of the AI Hero's hooks on a state. */
export function run(s: GameState, step: (d: Draft) => void): GameState {
  const d = new Draft(s);
  step(d);
  return d.finish();
}

export const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
export const hero = (s: GameState) => s.combat!.aiHero!;
