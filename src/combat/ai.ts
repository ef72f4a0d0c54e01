/**
 * Combat against AI (AI Rules, p. 47): how neutral units in Campaign and Cooperative games are placed and
 * which enemy they attack. Wherever the rules leave a tie, the choice stays with the player: these
 * functions narrow the legal actions to the ones the AI rules allow, and the player picks among them.
 */
import type { Action } from '../model';
import type { Tier } from '../model';
import type { CombatState, CombatUnit } from '../model';
import { type Board, boardOf, reachable } from './board';
import { isRooted } from './rooted';
import { hpOf, initiativeOf, tierOf, typeOf } from './stats';

/** Tiers in order, bronze lowest. */
export const TIER_RANK: Record<Tier, number> = { bronze: 1, silver: 2, gold: 3, azure: 4 };

/**
 * Target order by tier: the same tier, then lower tiers from the highest down, then higher tiers from the
 * lowest up. Returns a rank: lower is preferred.
 */
export function tierPreference(attacker: Tier, target: Tier): number {
  const a = TIER_RANK[attacker];
  const t = TIER_RANK[target];
  if (t === a) return 0;
  if (t < a) return a - t; // 1, 2, 3 for the lower tiers, nearest first
  return 10 + (t - a); // then the higher tiers, nearest first
}

/** How the AI ranks a target: ranged units prefer ranged targets; then tier order; lower is preferred. */
export function targetRank(attacker: CombatUnit, target: CombatUnit): number {
  const tier = tierPreference(tierOf(attacker), tierOf(target));
  const rangedFirst = attacker.kind === 'arrowTower' || typeOf(attacker) === 'ranged';
  const typePenalty = rangedFirst && typeOf(target) !== 'ranged' ? 100 : 0;
  return typePenalty + tier;
}

/** Remaining health, for the Arrow Tower's tie-break (it shoots the unit with the least health left). */
const healthLeft = (u: CombatUnit) => hpOf(u) - u.damage;

/** Among candidates, those the AI prefers: best rank, then closest to `from` on `board` (the Arrow Tower: least health). */
export function preferredTargets(attacker: CombatUnit, candidates: CombatUnit[], from: number | null, board: Board): CombatUnit[] {
  if (candidates.length === 0) return [];
  const best = Math.min(...candidates.map((t) => targetRank(attacker, t)));
  let pool = candidates.filter((t) => targetRank(attacker, t) === best);
  if (attacker.kind === 'arrowTower') {
    const least = Math.min(...pool.map(healthLeft));
    return pool.filter((t) => healthLeft(t) === least);
  }
  if (from !== null) {
    const d = (t: CombatUnit) => (t.space === null ? 99 : board.distance(from, t.space));
    const nearest = Math.min(...pool.map(d));
    pool = pool.filter((t) => d(t) === nearest);
  }
  return pool;
}

/**
 * The actions an AI-controlled unit may take now. Ranged units shoot their preferred target (an adjacent
 * enemy if there is one) and do not move. Ground and flying units attack their preferred target among those
 * they can reach this activation, moving next to it by the shortest way; if they reach none, they move as close
 * as they can to their preferred target. AI units never Defend.
 */
export function aiActions(
  c: CombatState,
  u: CombatUnit,
  stage: 'start' | 'moved' | 'attacked',
  attackTargets: (unit: CombatUnit) => CombatUnit[],
): Action[] {
  if (stage === 'attacked') return [{ type: 'endActivation' }];
  const board = boardOf(c);
  const enemies = (unit: CombatUnit) => attackTargets(unit).filter((t) => t.kind === 'unit' || t.kind === 'arrowTower');
  const here = enemies(u);
  const ranged = u.kind === 'arrowTower' || typeOf(u) === 'ranged';
  if (ranged || stage === 'moved') {
    const targets = preferredTargets(u, here, u.space, board);
    return targets.length > 0 ? targets.map((t) => ({ type: 'attack', target: t.id }) as Action) : [{ type: 'endActivation' }];
  }
  // Ground or flying, not moved yet: which enemies can it attack this activation, and from where?
  const flying = typeOf(u) === 'flying';
  const spaces = isRooted(c, u) ? [] : reachable(c, u, 3, flying); // Dendroids Pack hold their neighbours (RA6)
  const from = new Map<string, number[]>(); // target id → spaces it can be attacked from (current space first)
  for (const t of here) from.set(t.id, [u.space as number]);
  for (const s of spaces) {
    for (const t of enemies({ ...u, space: s })) {
      const list = from.get(t.id) ?? [];
      if (!list.includes(s)) list.push(s);
      from.set(t.id, list);
    }
  }
  const reachableTargets = c.units.filter((t) => from.has(t.id));
  if (reachableTargets.length > 0) {
    const chosen = preferredTargets(u, reachableTargets, u.space, board);
    const actions: Action[] = [];
    for (const t of chosen) {
      const spots = from.get(t.id) as number[];
      if (spots.includes(u.space as number)) {
        actions.push({ type: 'attack', target: t.id });
        continue;
      }
      const steps = (s: number) => pathLength(c, u, s, flying);
      const shortest = Math.min(...spots.map(steps));
      for (const s of spots) if (steps(s) === shortest) actions.push({ type: 'moveUnit', space: s });
    }
    return dedupe(actions);
  }
  // Nothing in reach: close in on the preferred enemy.
  const all = c.units.filter((t) => t.team !== u.team && !t.defeated && t.kind === 'unit' && t.space !== null);
  const goal = preferredTargets(u, all, u.space, board);
  if (goal.length === 0 || spaces.length === 0) return [{ type: 'endActivation' }];
  const closeness = (s: number) => Math.min(...goal.map((t) => board.distance(s, t.space as number)));
  const best = Math.min(...spaces.map(closeness));
  if (best >= closeness(u.space as number)) return [{ type: 'endActivation' }];
  return spaces.filter((s) => closeness(s) === best).map((space) => ({ type: 'moveUnit', space }));
}

function dedupe(actions: Action[]): Action[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const k = JSON.stringify(a);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Steps a unit needs to reach a space (flying: straight distance; ground: around obstacles). */
function pathLength(c: CombatState, u: CombatUnit, target: number, flying: boolean): number {
  if (flying) return boardOf(c).distance(u.space as number, target);
  for (let steps = 1; steps <= 3; steps++) if (reachable(c, u, steps, false).includes(target)) return steps;
  return 99;
}

/**
 * AI placement (Combat Setup, p. 40): ranged units in the Backline, others in the Frontline, from left to right
 * from the player's point of view, in descending Initiative, higher tier first on ties; a full line overflows into
 * the other. Returns the next space for each unit that may be placed next (more than one when the player must
 * break a tie).
 */
export function aiPlacementChoices(c: CombatState, waiting: CombatUnit[]): Array<{ unit: string; space: number }> {
  if (waiting.length === 0) return [];
  const team = (waiting[0] as CombatUnit).team;
  const order = (u: CombatUnit) => [typeOf(u) === 'ranged' ? 0 : 1, -initiativeOf(u), -TIER_RANK[tierOf(u)]] as const;
  const cmp = (a: CombatUnit, b: CombatUnit) => {
    const x = order(a);
    const y = order(b);
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  const sorted = [...waiting].sort(cmp);
  const first = sorted[0] as CombatUnit;
  const tied = sorted.filter((u) => cmp(u, first) === 0);
  // Identical cards are interchangeable: offer one of each.
  const distinct = tied.filter((u, i) => tied.findIndex((v) => v.card === u.card && v.side === u.side) === i);
  const board = boardOf(c);
  const back = board.backline(team);
  const front = board.frontline(team);
  // A line's spaces run left to right from the attacking player's side of the board.
  const free = (line: readonly number[]) => line.filter((s) => !c.units.some((x) => x.space === s));
  const wanted = typeOf(first) === 'ranged' ? back : front;
  const other = wanted === back ? front : back;
  const space = free(wanted)[0] ?? free(other)[0];
  if (space === undefined) return [];
  return distinct.map((u) => ({ unit: u.id, space }));
}

