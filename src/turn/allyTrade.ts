/**
 * Trading between allies (Other Trading actions, p. 52). In an Alliance, on your turn and outside combat, you may
 * offer an ally a resource, ask for one, or offer one for another — one of each at a time, any trade being a series
 * of offers — and the ally accepts or declines (ruling AL10). With heroes
 * on adjacent fields, you may offer a Spell or Artifact card from your hand, and the ally answers with one of theirs
 * or declines: a trade of several cards each way is made as that many swaps (ruling AL11). No action names a card
 * its player cannot see: the offer names the offerer's card, the answer the ally's.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, GameState, MapState, PlayerId, PlayerState, Resource, Resources } from '../model';
import type { TurnProvider } from '../kernel/decisions';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { cardInfo } from '../data/cardList';
import { cardOf } from '../kernel/ids';
import { alliesOf, isAlliance } from '../rules/teams';
import { geometryOf } from '../map/geometry';

const RESOURCE_KINDS: readonly Resource[] = ['gold', 'buildingMaterials', 'valuables'];

/** Whether the card may change hands between allies: a Spell or an Artifact. */
export function tradableBetweenAllies(card: CardId): boolean {
  const category = cardInfo(cardOf(card)).category;
  return category === 'spell' || category === 'artifact';
}

/** Whether a hero of one player (Main or Secondary) stands next to a hero of the other (ruling AL12). */
export function heroesAdjacent(m: MapState, a: PlayerId, b: PlayerId): boolean {
  const neighbours = geometryOf(m.tiles).neighbours;
  for (const h of m.heroes) {
    if (h.player !== a) continue;
    for (const o of m.heroes) if (o.player === b && (neighbours[h.field] ?? []).includes(o.field)) return true;
  }
  return false;
}

/** An offer: 1 of `give` to the ally and 1 of `ask` from them (null: nothing that way). */
function offerOf(to: PlayerId, give: Resource | null, ask: Resource | null): Action {
  return {
    type: 'offerResources',
    to,
    gold: give === 'gold' ? 1 : ask === 'gold' ? -1 : 0,
    buildingMaterials: give === 'buildingMaterials' ? 1 : ask === 'buildingMaterials' ? -1 : 0,
    valuables: give === 'valuables' ? 1 : ask === 'valuables' ? -1 : 0,
  };
}

/**
 * The turn's trades with allies: in an Alliance every offer of 1 resource given, 1 asked for, or 1 for 1 of another,
 * that both can pay; in an Alliance or a Cooperative game each Spell or Artifact card in hand for an ally whose hero
 * stands next to one of yours (p. 52).
 */
export const ALLY_TRADE: TurnProvider<'offerResources' | 'offerCard'> = {
  answers: ['offerResources', 'offerCard'],
  list(d, player, out) {
    const alliance = isAlliance(d.s);
    if (!alliance && d.s.config.scenario.mode !== 'cooperative') return;
    const p = d.peek(player);
    for (const ally of alliesOf(d.s, player)) {
      if (alliance) addResourceOffers(p, d.peek(ally), ally, out); // resources at any time: Alliance only (p. 52)
      if (d.s.map === null || !heroesAdjacent(d.s.map, player, ally)) continue;
      for (const card of p.hand) if (tradableBetweenAllies(card)) out.push({ type: 'offerCard', to: ally, card });
    }
  },
  apply(d, player, a) {
    const ally = a.to;
    const alliance = isAlliance(d.s);
    if ((!alliance && d.s.config.scenario.mode !== 'cooperative') || !alliesOf(d.s, player).includes(ally)) {
      illegal('NOT_AN_ALLY', `${String(ally)} is not an ally of yours still in the game`, 'trading');
    }
    if (a.type === 'offerCard') {
      if (!d.peek(player).hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', 'You offer only a card from your hand', 'trading');
      if (!tradableBetweenAllies(a.card)) illegal('OPTION_NOT_AVAILABLE', 'Allies trade Spell and Artifact cards only', 'trading');
      if (d.s.map === null || !heroesAdjacent(d.s.map, player, ally)) illegal('NOT_ADJACENT', 'Cards are traded when a hero of yours stands next to one of your ally\'s', 'trading');
      d.s.pending = { kind: 'cardOffer', player: ally, from: player, card: a.card };
      return;
    }
    if (!alliance) illegal('OPTION_NOT_AVAILABLE', 'Resources are traded between allies of an Alliance only (in a Cooperative game, at a Trading Post)', 'trading');
    const resources: Resources = { gold: a.gold, buildingMaterials: a.buildingMaterials, valuables: a.valuables };
    checkOffer(d, player, ally, resources);
    d.s.pending = { kind: 'allyOffer', player: ally, from: player, resources };
  },
};

/** Every offer of 1 resource given, 1 asked for, or 1 for 1 of another, that both can pay, to `ally`. */
function addResourceOffers(p: PlayerState, q: PlayerState, ally: PlayerId, out: Action[]): void {
  for (const give of RESOURCE_KINDS) if (p.resources[give] > 0) out.push(offerOf(ally, give, null));
  for (const ask of RESOURCE_KINDS) if (q.resources[ask] > 0) out.push(offerOf(ally, null, ask));
  for (const give of RESOURCE_KINDS) {
    if (p.resources[give] === 0) continue;
    for (const ask of RESOURCE_KINDS) if (ask !== give && q.resources[ask] > 0) out.push(offerOf(ally, give, ask));
  }
}

/**
 * What is wrong with an offer of resources, or null: it gives 1 of a resource, asks for 1, or both (of two
 * resources), and each side holds what it would give. Read by the offer, its acceptance and a save's check.
 */
export function offerFault(s: GameState, from: PlayerId, to: PlayerId, offer: Resources): { code: 'OPTION_NOT_AVAILABLE' | 'NOT_ENOUGH_RESOURCES'; message: string } | null {
  const giver = s.players.find((p) => p.id === from);
  const taker = s.players.find((p) => p.id === to);
  let given = 0;
  let asked = 0;
  for (const r of RESOURCE_KINDS) {
    const n = offer[r];
    if (n !== -1 && n !== 0 && n !== 1) return { code: 'OPTION_NOT_AVAILABLE', message: 'An offer gives or asks for 1 of a resource at a time (1, 0 or -1)' };
    if (n === 1) given++;
    if (n === -1) asked++;
    if (n > 0 && (giver === undefined || giver.resources[r] < n)) return { code: 'NOT_ENOUGH_RESOURCES', message: 'You cannot give what you do not have' };
    if (n < 0 && (taker === undefined || taker.resources[r] < -n)) return { code: 'NOT_ENOUGH_RESOURCES', message: 'Your ally does not have what you ask for' };
  }
  if (given > 1 || asked > 1) return { code: 'OPTION_NOT_AVAILABLE', message: 'An offer gives one resource and asks for one at most' };
  if (given + asked === 0) return { code: 'OPTION_NOT_AVAILABLE', message: 'An offer gives or asks for a resource' };
  return null;
}

function checkOffer(d: Draft, from: PlayerId, to: PlayerId, offer: Resources): void {
  const fault = offerFault(d.s, from, to, offer);
  if (fault !== null) illegal(fault.code, fault.message, 'trading');
}

/** Moves the resources that go one way (`sign` 1: the offerer's gifts, -1: what they asked for). */
function handOver(d: Draft, giver: PlayerId, taker: PlayerId, offer: Resources, sign: number): void {
  const moved: Resources = { gold: 0, buildingMaterials: 0, valuables: 0 };
  let any = false;
  for (const r of RESOURCE_KINDS) {
    const n = offer[r] * sign;
    if (n <= 0) continue;
    moved[r] = n;
    any = true;
  }
  if (!any) return;
  const g = d.player(giver).resources;
  const t = d.player(taker).resources;
  for (const r of RESOURCE_KINDS) {
    g[r] -= moved[r];
    t[r] += moved[r];
  }
  d.emit({ type: 'resourcesGiven', player: giver, to: taker, resources: moved, seq: 0 });
}

/** The ally answers an offer of resources: `acceptOffer` (listed while both still hold their part) or `decline`. */
export const ALLY_OFFER: DecisionKindHandlers<'allyOffer'> = {
  legal() {
    return [{ type: 'acceptOffer' }, { type: 'decline' }];
  },
  apply(d, dec, a) {
    if (a.type !== 'acceptOffer' && a.type !== 'decline') return wrongAnswer(ALLY_OFFER, dec, a);
    d.s.pending = null;
    if (a.type === 'decline') {
      d.emit({ type: 'offerDeclined', player: dec.player, from: dec.from, seq: 0 });
      return;
    }
    checkOffer(d, dec.from, dec.player, dec.resources);
    handOver(d, dec.from, dec.player, dec.resources, 1);
    handOver(d, dec.player, dec.from, dec.resources, -1);
  },
  describe: (dec) => `${dec.player} answers ${dec.from}'s offer of resources`,
};

/** The ally answers a card offer: `giveCard` with a Spell or Artifact card of their hand, or `decline`. */
export const CARD_OFFER: DecisionKindHandlers<'cardOffer'> = {
  legal(d, dec) {
    const out: Action[] = [];
    for (const card of d.peek(dec.player).hand) if (tradableBetweenAllies(card)) out.push({ type: 'giveCard', card });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'giveCard' && a.type !== 'decline') return wrongAnswer(CARD_OFFER, dec, a);
    if (a.type === 'decline') {
      d.s.pending = null;
      d.emit({ type: 'offerDeclined', player: dec.player, from: dec.from, seq: 0 });
      return;
    }
    const hand = d.peek(dec.player).hand;
    if (!hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', 'You give only a card from your hand', 'trading');
    if (!tradableBetweenAllies(a.card)) illegal('OPTION_NOT_AVAILABLE', 'Allies trade Spell and Artifact cards only', 'trading');
    d.s.pending = null;
    const giver = d.player(dec.from);
    const taker = d.player(dec.player);
    giver.hand = giver.hand.filter((c) => c !== dec.card);
    giver.hand.push(a.card);
    taker.hand = taker.hand.filter((c) => c !== a.card);
    taker.hand.push(dec.card);
    d.emit({ type: 'cardsSwapped', player: dec.from, ally: dec.player, gave: dec.card, got: a.card, seq: 0 });
  },
  describe: (dec) => `${dec.player} answers ${dec.from}'s offer of a card`,
};
