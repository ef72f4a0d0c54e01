/**
 * AI Hero Turns (p. 48): once every player has taken their turn, each AI Hero in turn spends 3 MP, one at a time, by
 * the priorities — a player's hero on its tile (it moves to fight), else the closest Mine or Settlement on its tile it
 * could flag, else the closest Town of a player it opposes. A face-down tile on the way costs 1 MP to discover and
 * its player turns it; a step tied between fields is the player's to choose (`aiHeroStep`, ruling AH3).
 */
import type { Draft } from '../kernel/draft';
import type { Action, AiHero, GameState, MapState, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { canEnter, isFaceUp, locationOf } from './fields';
import { geometryOf, tileOfField } from './geometry';
import { revealTile } from './tiles';
import { AI_HERO_MP, aiCanFlag, aiEntersField, aiHeroDef, opposedPlayers } from './aiHeroes';
import { startAiEncounter } from './aiCombat';


/** The player who takes the AI's open choices: the first player in seat order it opposes (ruling AH3). */
export function aiDecider(s: GameState, hero: AiHero): PlayerId {
  return opposedPlayers(s, aiHeroDef(s, hero.id))[0] ?? (s.players[0] as { id: PlayerId }).id;
}

/** A field the AI may walk to: on a face-down tile (it discovers it first), or one a hero can enter. */
const walkable = (m: MapState, f: number): boolean => !isFaceUp(m, f) || canEnter(m, f);

/** The AI Hero's targets by priority: the first non-empty, reachable list wins. */
function targetLists(s: GameState, m: MapState, hero: AiHero): number[][] {
  const def = aiHeroDef(s, hero.id);
  const foes = opposedPlayers(s, def);
  const tile = tileOfField(hero.field);
  const heroes: number[] = [];
  for (const h of m.heroes) if (foes.includes(h.player) && tileOfField(h.field) === tile && locationOf(m, h.field).id !== 'sanctuary') heroes.push(h.field);
  const flaggable: number[] = [];
  const towns: number[] = [];
  for (let f = 0; f < m.fields.length; f++) {
    if (!isFaceUp(m, f) || f === hero.field || !aiCanFlag(s, m, def, f)) continue;
    const kind = locationOf(m, f).flag?.kind;
    if (kind === 'town') towns.push(f);
    else if (tileOfField(f) === tile) flaggable.push(f);
  }
  return [heroes, flaggable, towns];
}

/** Steps from each field to the nearest of `targets` (multi-source breadth-first), over fields the AI may walk. */
function distances(m: MapState, targets: readonly number[]): Map<number, number> {
  const neighbours = geometryOf(m.tiles).neighbours;
  const dist = new Map<number, number>();
  const queue: number[] = [];
  for (const t of targets) if (!dist.has(t)) { dist.set(t, 0); queue.push(t); }
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    for (const n of neighbours[at] ?? []) {
      if (dist.has(n) || !walkable(m, n)) continue;
      dist.set(n, (dist.get(at) as number) + 1);
      queue.push(n);
    }
  }
  return dist;
}

/**
 * The fields the AI Hero's next step may go to (every first step of a shortest route to its target), [] when none.
 * The distance is measured from its neighbours, not its own field: it may stand where no hero can step (a Blocked
 * field it appeared on can still be left, p. 17).
 */
export function aiNextSteps(s: GameState, hero: AiHero): number[] {
  const m = s.map as MapState;
  const around = geometryOf(m.tiles).neighbours[hero.field] ?? [];
  for (const targets of targetLists(s, m, hero)) {
    if (targets.length === 0 || targets.includes(hero.field)) continue;
    const dist = distances(m, targets);
    let best = Infinity;
    for (const n of around) best = Math.min(best, dist.get(n) ?? Infinity);
    if (best === Infinity) continue; // no route to these targets: the next priority
    const out: number[] = [];
    for (const n of around) if (dist.get(n) === best) out.push(n);
    return out;
  }
  return [];
}

/** Runs the AI Heroes' turns until a player must decide or they are over (then the end of the round). */
export function runAiTurns(d: Draft): void {
  for (;;) {
    const phase = d.s.phase;
    if (phase.step !== 'aiTurns' || d.s.pending !== null || d.s.combat !== null || (d.s.map as MapState).encounter !== null) return;
    const m = d.s.map as MapState;
    const hero = m.aiHeroes[phase.hero];
    if (!hero) {
      d.s.phase = { step: 'roundEnd' };
      return;
    }
    const steps = phase.mp > 0 ? aiNextSteps(d.s, hero) : [];
    if (steps.length === 0) {
      d.s.phase = { step: 'aiTurns', hero: phase.hero + 1, mp: AI_HERO_MP };
      continue;
    }
    if (steps.length > 1) {
      d.s.pending = { kind: 'aiHeroStep', player: aiDecider(d.s, hero), hero: hero.id, fields: steps };
      return;
    }
    aiStep(d, phase.hero, steps[0] as number);
  }
}

/** One MP of the AI Hero: discover the face-down tile the field is on, or step onto it (and fight there). */
function aiStep(d: Draft, index: number, field: number): void {
  const m = d.s.map as MapState;
  const hero = m.aiHeroes[index] as AiHero;
  const phase = d.s.phase as { step: 'aiTurns'; hero: number; mp: number };
  d.s.phase = { step: 'aiTurns', hero: index, mp: phase.mp - 1 };
  if (!isFaceUp(m, field)) {
    const decider = aiDecider(d.s, hero);
    const tile = tileOfField(field);
    revealTile(d, decider, tile, 'discovered');
    d.s.pending = { kind: 'rotateTile', player: decider, tile, rotations: [0, 1, 2, 3, 4, 5] };
    return;
  }
  const heroes = d.map().aiHeroes;
  heroes[index] = { id: hero.id, field, units: hero.units };
  d.emit({ type: 'aiHeroMoved', hero: hero.id, from: hero.field, to: field, seq: 0 });
  const foes = opposedPlayers(d.s, aiHeroDef(d.s, hero.id));
  const target = m.heroes.find((h) => h.field === field && foes.includes(h.player));
  if (target) {
    d.s.phase = { step: 'aiTurns', hero: index, mp: 0 }; // it spends all its MP to fight
    startAiEncounter(d, target.player, target.hero, field, hero.id);
    return;
  }
  aiEntersField(d, heroes[index] as AiHero, field);
}

/** The `aiHeroStep` decision: the player picks the field the AI Hero steps to (`chooseField`). */
export const AI_HERO_STEP: DecisionKindHandlers<'aiHeroStep'> = {
  legal: (_d, dec) => dec.fields.map((field): Action => ({ type: 'chooseField', field })),
  apply(d, dec, a) {
    if (a.type !== 'chooseField') return wrongAnswer(AI_HERO_STEP, dec, a);
    if (!dec.fields.includes(a.field)) illegal('OPTION_NOT_AVAILABLE', `Field ${String(a.field)} is not one of the fields offered`, 'movement');
    const index = (d.s.map as MapState).aiHeroes.findIndex((h) => h.id === dec.hero);
    d.s.pending = null;
    aiStep(d, index, a.field);
  },
  describe: (dec) => `${dec.player} chooses the field the AI's ${dec.hero} steps to`,
};
