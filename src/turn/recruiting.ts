/**
 * Recruiting and reinforcing with the Population token (Town Actions, Units): the turn's first recruit or
 * reinforcement uses the token and opens a recruiting session (decision `recruiting`), in which any number follow.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardPlay, GameState, OwnedUnit, PlayerId, PlayerState } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { cardOf } from '../kernel/ids';
import { addInto, full } from '../kernel/resources';
import { runStack } from '../effects/run';
import { cardPlays } from '../cards/plays';
import { applyMapPlay, legalMapPlays } from '../cards/mapPlays';
import { canRecruit, canReinforce, discountAsked, discountChoices, discounted, factionUnitsOf, whyCannotRecruit, whyCannotReinforce } from '../town/town';
import { useDiscount, withDiscount } from '../town/discounts';
import { factionUnit } from '../data/units';
import { reinforceDiscountOf } from '../map/unitAbilities';
import { refuse } from './town';
import { capturedTownOwners, unitHolder } from '../map/capturedTowns';
import type { TurnProvider } from './turn';

/**
 * Recruiting and reinforcing, each without a unit discount and with each waiting discount amount, appended to `out`:
 * at the player's own Town, and at each Town they captured when the Optional Rules Table lets them use it (VT-1).
 */
function addRecruitActions(s: GameState, p: PlayerState, out: Action[]): void {
  addTownRecruits(s, p, p, out);
  if (s.config.variants.capturedTownBuildings) for (const town of capturedTownOwners(s, p.id)) addTownRecruits(s, p, town, out);
}

/** The recruits and reinforcements at the Town of `town` (the player's own, or a captured one). */
function addTownRecruits(s: GameState, p: PlayerState, town: PlayerState, out: Action[]): void {
  const shared = s.config.variants.capturedTownBuildings; // only then may a faction's unit be in another deck
  for (const u of factionUnitsOf(town)) {
    const less = reinforceDiscountOf(s, p.id, u.id); // Champions on Stables
    const free = !shared || unitHolder(s, p.id, u.id) === null;
    for (const discount of discountChoices(p)) {
      if (free && canRecruit(p, u, discount, town)) out.push(withDiscount({ type: 'recruit', unit: u.id }, discount));
      if (canReinforce(p, u, discount, less, town)) out.push(withDiscount({ type: 'reinforce', unit: u.id }, discount));
    }
  }
}

/** The Town whose buildings a recruit or reinforcement of this unit uses: a captured one of its faction, else the player's own. */
function townFor(s: GameState, p: PlayerState, unit: string): PlayerState {
  if (!s.config.variants.capturedTownBuildings) return p;
  return capturedTownOwners(s, p.id).find((town) => unit.startsWith(`${town.faction}.`)) ?? p;
}

function recruitOrReinforce(d: Draft, player: PlayerId, a: Extract<Action, { type: 'recruit' | 'reinforce' }>): void {
  const p = d.peek(player);
  const discount = discountAsked(a.discount);
  const town = townFor(d.s, p, a.unit);
  if (a.type === 'recruit') {
    refuse(whyCannotRecruit(p, a.unit, discount, town));
    if (d.s.config.variants.capturedTownBuildings && unitHolder(d.s, player, a.unit) !== null) {
      illegal('UNIT_NOT_AVAILABLE', `${factionUnit(a.unit).name} are in another player's unit deck`, 'units');
    }
    const def = factionUnit(a.unit);
    const cost = discounted(def.recruitCost, discount);
    useDiscount(d, player, discount);
    const w = d.player(player);
    addInto(w.resources, cost, -1);
    w.units.push({ unit: def.id, side: 'few' });
    d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: def.id, seq: 0 });
    d.emit({ type: 'unitRecruited', player, unit: def.id, seq: 0 });
  } else {
    const less = reinforceDiscountOf(d.s, player, a.unit);
    refuse(whyCannotReinforce(p, a.unit, discount, less, town));
    const def = factionUnit(a.unit);
    const cost = discounted(def.reinforceCost, discount + less);
    useDiscount(d, player, discount);
    const w = d.player(player);
    addInto(w.resources, cost, -1);
    const at = w.units.findIndex((u) => u.unit === def.id);
    w.units[at] = { ...(w.units[at] as OwnedUnit), side: 'pack' }; // replace the shared entry, never edit it (cards on it stay)
    d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: def.id, seq: 0 });
    d.emit({ type: 'unitReinforced', player, unit: def.id, seq: 0 });
  }
}

/** The turn's recruits and reinforcements: the first uses the Population token and opens the recruiting session. */
export const RECRUIT: TurnProvider<'recruit' | 'reinforce'> = {
  answers: ['recruit', 'reinforce'],
  list(d, player, out) {
    const p = d.peek(player);
    if (p.tokens.population) addRecruitActions(d.s, p, out);
  },
  apply(d, player, a) {
    if (!d.peek(player).tokens.population) illegal('TOKEN_USED', 'Population token already used this round', 'town-actions');
    recruitOrReinforce(d, player, a);
    d.player(player).tokens.population = false;
    d.emit({ type: 'tokenUsed', player, token: 'population', seq: 0 });
    d.s.pending = { kind: 'recruiting', player };
  },
};

/**
 * Effects a card may have to be played in the middle of recruiting (ruling R31): they resolve at once, without a
 * decision, so the recruiting goes on — a unit discount, resources, a fixed draw, movement.
 */
const AT_ONCE: ReadonlySet<string> = new Set(['discountUnitCost', 'gainResources', 'gainMovement', 'draw']);
const playableWhileRecruiting = (play: CardPlay) =>
  play.timing === 'instant' && play.effects.every((e) => AT_ONCE.has(e.op) && !(e.op === 'draw' && e.count === 'remembered'));

function playOf(a: Extract<Action, { type: 'playCard' }>): CardPlay {
  return cardPlays(cardOf(a.card)).find((x) => x.key === a.play) as CardPlay;
}

/** The `recruiting` decision: more recruits and reinforcements, cards that resolve at once, or the end of it. */
export const RECRUITING: DecisionKindHandlers<'recruiting'> = {
  legal(d, dec) {
    const plays = legalMapPlays(d, dec.player).filter((a) => a.type === 'playCard' && playableWhileRecruiting(playOf(a)));
    const actions: Action[] = [];
    addRecruitActions(d.s, d.peek(dec.player), actions);
    return [...actions, ...plays, { type: 'finishRecruiting' }];
  },
  apply(d, dec, a) {
    if (a.type === 'finishRecruiting') {
      d.s.pending = null;
      return;
    }
    if (a.type === 'playCard') {
      const play = cardPlays(cardOf(a.card)).find((x) => x.key === a.play);
      if (play && !playableWhileRecruiting(play)) {
        illegal('OPTION_NOT_AVAILABLE', 'While recruiting, only cards that resolve at once (a unit discount, resources, a draw, movement) can be played', 'units');
      }
      d.s.pending = null;
      applyMapPlay(d, dec.player, a);
      runStack(d); // resolves at once: no decision can come up
      d.s.pending = { kind: 'recruiting', player: dec.player };
      return;
    }
    if (a.type !== 'recruit' && a.type !== 'reinforce') return wrongAnswer(RECRUITING, dec, a);
    recruitOrReinforce(d, dec.player, a);
  },
  describe: (dec) => `${dec.player} is recruiting with the Population token`,
};
