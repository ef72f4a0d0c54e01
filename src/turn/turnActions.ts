/**
 * The player's own decisions around a turn: choosing a hero at setup, refreshing the hand, the
 * beginning-of-turn building abilities, and the turn itself (Town actions, building abilities, Morale, end turn).
 */
import type { Draft } from '../kernel/draft';
import type { Action, Decision, GameState, OwnedUnit, PlayerId, PlayerState } from '../model';
import type { BuildingRole } from '../model';
import { illegal } from '../kernel/errors';
import { HEROES } from '../data/heroes';
import { BUILDINGS, building as buildingDef } from '../data/buildings';
import { assignHero } from '../hero/hero';
import { drawCards, discardFromHand } from '../deck/playerDeck';
import { handLimit, levelOf } from '../hero/levels';
import { canStartAll, pushFrame, runStack } from '../effects/run';
import { useDiscount, withDiscount } from '../effects/answers';
import { cardPlays } from '../cards/plays';
import type { CardPlay } from '../model';
import { cardOf } from '../kernel/ids';
import { buildingAbility, SECONDARY_HERO_COST } from '../town/abilities';
import { factionRules } from '../content/registry';
import type { BuildingTiming } from '../model';
import { discountAsked, discountChoices, discounted, factionUnitsOf, hasBuilding, whyCannotBuild, whyCannotRecruit, whyCannotReinforce, type Refusal } from '../town/town';
import { addInto, full } from '../kernel/resources';
import { endTurn as finishTurn } from './round';
import { spendMorale } from '../hero/morale';
import { factionUnit } from '../data/units';
import { applyMapPlay, legalMapPlays } from '../cards/mapPlays';

type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

function refuse(r: Refusal): void {
  if (r) illegal(r.code, r.message, r.rule);
}

// ---- Setup: choose a Main Hero ------------------------------------------------------------------

export function legalChooseHero(s: GameState): Action[] {
  const taken = new Set(s.players.filter((p) => p.hero !== '').map((p) => p.faction));
  return HEROES.filter((h) => !taken.has(h.faction)).map((h) => ({ type: 'chooseHero', hero: h.id }));
}

export function applyChooseHero(d: Draft, dec: Of<'chooseHero'>, a: Action): void {
  if (a.type !== 'chooseHero') return wrong(dec, a);
  const def = HEROES.find((h) => h.id === a.hero);
  if (!def) illegal('MALFORMED_ACTION', `There is no core hero "${a.hero}"`, 'setup');
  if (d.s.players.some((p) => p.hero !== '' && p.faction === def.faction)) {
    illegal('HERO_TAKEN', `The ${def.faction} faction is already taken`, 'setup');
  }
  assignHero(d, dec.player, def.id);
  d.s.pending = null;
}

// ---- Turn start: refresh the hand ---------------------------------------------------------------

export function legalRefreshHand(s: GameState, dec: Of<'refreshHand'>): Action[] {
  const p = playerOf(s, dec.player);
  const limit = handLimit(levelOf(p.experience));
  const actions: Action[] = p.hand.map((card) => ({ type: 'discard', card }));
  if (p.hand.length <= limit) {
    const most = Math.min(limit - p.hand.length, p.deck.length + p.discard.length);
    for (let count = most; count >= 0; count--) actions.push({ type: 'draw', count });
  }
  return actions;
}

export function applyRefreshHand(d: Draft, dec: Of<'refreshHand'>, a: Action): void {
  const p = d.peek(dec.player);
  const limit = handLimit(levelOf(p.experience));
  if (a.type === 'discard') {
    if (!p.hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'player-turns');
    discardFromHand(d, dec.player, a.card);
    return; // still refreshing
  }
  if (a.type !== 'draw') return wrong(dec, a);
  if (p.hand.length > limit) {
    illegal('OVER_HAND_LIMIT', `Your hand of ${p.hand.length} is over your Hand Limit of ${limit}: discard first`, 'player-turns');
  }
  const most = Math.min(limit - p.hand.length, p.deck.length + p.discard.length);
  if (!Number.isInteger(a.count) || a.count < 0 || a.count > most) {
    illegal('DRAW_COUNT', `You may draw 0 to ${most} cards (up to your Hand Limit of ${limit})`, 'player-turns');
  }
  drawCards(d, dec.player, a.count);
  d.s.pending = null;
  const seat = d.seatOf(dec.player);
  d.s.phase = { step: 'beginningOfTurn', seat, used: [] };
}

// ---- Beginning-of-turn building abilities -------------------------------------------------------

function abilitiesOf(p: PlayerState, when: BuildingTiming) {
  const out: Array<{ building: string; options: Array<{ key: string; effects: import('../model').Effect[] }> }> = [];
  for (const b of p.buildings) {
    const role = buildingDef(b).role as BuildingRole;
    const ability = buildingAbility(p.faction, role);
    if (ability && ability.when === when) out.push({ building: b, options: ability.options });
  }
  return out;
}

/** Buildings with a beginning-of-turn ability the player can use now. */
export function beginningOfTurnBuildings(d: Draft, player: PlayerId): string[] {
  const p = d.peek(player);
  return abilitiesOf(p, 'beginningOfTurn')
    .filter((a) => a.options.some((o) => canStartAll(d, player, o.effects)))
    .map((a) => a.building);
}

function buildingOptionActions(d: Draft, player: PlayerId, when: BuildingTiming, allowed: readonly string[]): Action[] {
  const actions: Action[] = [];
  for (const a of abilitiesOf(d.peek(player), when)) {
    if (!allowed.includes(a.building)) continue;
    for (const o of a.options) {
      if (canStartAll(d, player, o.effects)) actions.push({ type: 'useBuilding', building: a.building, option: o.key });
    }
  }
  return actions;
}

function useBuildingOption(d: Draft, player: PlayerId, when: BuildingTiming, allowed: readonly string[], a: Extract<Action, { type: 'useBuilding' }>): void {
  const ability = abilitiesOf(d.peek(player), when).find((x) => x.building === a.building);
  if (!ability || !allowed.includes(a.building)) {
    illegal('OPTION_NOT_AVAILABLE', `${a.building} has no ability you can use now`, 'town');
  }
  const option = ability.options.find((o) => o.key === a.option);
  if (!option) illegal('OPTION_NOT_AVAILABLE', `${buildingDef(a.building).name} has no option "${a.option}"`, 'town');
  if (!canStartAll(d, player, option.effects)) {
    illegal('OPTION_NOT_AVAILABLE', `${buildingDef(a.building).name}: you cannot pay for or use "${a.option}" now`, 'town');
  }
  pushFrame(d, player, a.building, option.effects);
}

export function legalBeginningOfTurn(d: Draft, dec: Of<'beginningOfTurn'>): Action[] {
  return [...buildingOptionActions(d, dec.player, 'beginningOfTurn', dec.buildings), { type: 'decline' }];
}

export function applyBeginningOfTurn(d: Draft, dec: Of<'beginningOfTurn'>, a: Action): void {
  const phase = d.s.phase;
  if (phase.step !== 'beginningOfTurn') throw new Error('beginning-of-turn decision outside its phase');
  if (a.type === 'decline') {
    d.s.phase = { step: 'turn', seat: phase.seat };
  } else if (a.type === 'useBuilding') {
    useBuildingOption(d, dec.player, 'beginningOfTurn', dec.buildings, a);
    d.s.phase = { ...phase, used: [...phase.used, a.building] };
  } else {
    return wrong(dec, a);
  }
  d.s.pending = null;
}

// ---- The turn ---------------------------------------------------------------------------------

function whyCannotHire(p: PlayerState): Refusal {
  if (!p.tokens.population) return { code: 'TOKEN_USED', message: 'Population token already used this round', rule: 'town-actions' };
  if (p.secondaryHero) return { code: 'SECONDARY_HERO', message: 'You can only have one Secondary Hero at a time', rule: 'secondary-hero' };
  if (!p.holdsTownOrSettlement) return { code: 'NO_TOWN', message: 'Hiring a Secondary Hero needs a Town or Settlement you control', rule: 'secondary-hero' };
  if (p.resources.gold < SECONDARY_HERO_COST) {
    return { code: 'NOT_ENOUGH_RESOURCES', message: `A Secondary Hero costs ${SECONDARY_HERO_COST} gold`, rule: 'secondary-hero' };
  }
  return null;
}

/** The Spell Book's gold cost, lowered by Wisdom played this turn (not below 0). */
export function spellBookCost(p: PlayerState): number {
  return Math.max(0, factionRules(p.faction).spellBookCost - (p.spellPurchase?.discount ?? 0));
}

function whyCannotBuySpells(s: GameState, p: PlayerState): Refusal {
  if (!p.tokens.spellBook) return { code: 'TOKEN_USED', message: 'Spell Book token already used this round', rule: 'town-actions' };
  if (!hasBuilding(p, 'mageGuild')) return { code: 'BUILDING_MISSING', message: 'The Spell Book token needs a Mage Guild', rule: 'spell-cards' };
  if (p.mageGuildRound === s.round) {
    return { code: 'MAGE_GUILD_NEW', message: 'The Spell Book token cannot be used in the round the Mage Guild was built', rule: 'spell-cards' };
  }
  const cost = spellBookCost(p);
  if (p.resources.gold < cost) return { code: 'NOT_ENOUGH_RESOURCES', message: `Buying spells costs ${cost} gold`, rule: 'town' };
  return null;
}

function whyCannotUseMorale(p: PlayerState, use: string): Refusal {
  if (use !== 'draw' && use !== 'cycle') return { code: 'MALFORMED_ACTION', message: `Morale can be spent to "draw" or "cycle", not "${use}"`, rule: 'morale' };
  if (!p.morale.positive) return { code: 'NO_MORALE', message: 'You have no positive morale token to spend', rule: 'morale' };
  if (use === 'cycle' && p.hand.length === 0) return { code: 'OPTION_NOT_AVAILABLE', message: 'You have no cards to discard', rule: 'morale' };
  return null;
}

function unusedDuringTurn(p: PlayerState): string[] {
  return p.buildings.filter((b) => !p.buildingsUsedThisTurn.includes(b));
}

export function legalTurn(d: Draft, dec: Of<'turn'>): Action[] {
  const s = d.s;
  const p = d.peek(dec.player);
  const actions: Action[] = [{ type: 'endTurn' }];
  for (const b of BUILDINGS) {
    if (b.faction === p.faction && whyCannotBuild(p, b.id) === null) actions.push({ type: 'build', building: b.id });
  }
  if (p.tokens.population) actions.push(...recruitActions(p));
  if (whyCannotHire(p) === null) actions.push({ type: 'hireSecondaryHero' });
  if (whyCannotBuySpells(s, p) === null) actions.push({ type: 'buySpells' });
  actions.push(...buildingOptionActions(d, dec.player, 'duringTurn', unusedDuringTurn(p)));
  for (const use of ['draw', 'cycle'] as const) if (whyCannotUseMorale(p, use) === null) actions.push({ type: 'useMorale', use });
  actions.push(...legalMapPlays(d, dec.player));
  return actions;
}

/** Recruiting and reinforcing, each without a unit discount and with each waiting discount amount. */
function recruitActions(p: PlayerState): Action[] {
  const actions: Action[] = [];
  for (const u of factionUnitsOf(p)) {
    for (const discount of discountChoices(p)) {
      if (whyCannotRecruit(p, u.id, discount) === null) actions.push(withDiscount({ type: 'recruit', unit: u.id }, discount));
      if (whyCannotReinforce(p, u.id, discount) === null) actions.push(withDiscount({ type: 'reinforce', unit: u.id }, discount));
    }
  }
  return actions;
}

export function applyTurn(d: Draft, dec: Of<'turn'>, a: Action): void {
  const player = dec.player;
  const p = d.peek(player);
  d.s.pending = null;
  switch (a.type) {
    case 'endTurn':
      finishTurn(d, d.seatOf(player));
      return;
    case 'build': {
      refuse(whyCannotBuild(p, a.building));
      const def = buildingDef(a.building);
      const w = d.player(player);
      addInto(w.resources, def.cost, -1);
      w.tokens.build = false;
      w.buildings.push(def.id);
      if (def.role === 'mageGuild') w.mageGuildRound = d.s.round;
      d.emit({ type: 'tokenUsed', player, token: 'build', seq: 0 });
      d.emit({ type: 'resourcesPaid', player, resources: full(def.cost), reason: def.id, seq: 0 });
      d.emit({ type: 'built', player, building: def.id, seq: 0 });
      const ability = buildingAbility(def.faction, def.role);
      if (ability?.when === 'whenBuilt') pushFrame(d, player, def.id, ability.options[0]?.effects ?? []);
      return;
    }
    case 'recruit':
    case 'reinforce': {
      if (!p.tokens.population) illegal('TOKEN_USED', 'Population token already used this round', 'town-actions');
      recruitOrReinforce(d, player, a);
      d.player(player).tokens.population = false;
      d.emit({ type: 'tokenUsed', player, token: 'population', seq: 0 });
      d.s.pending = { kind: 'recruiting', player };
      return;
    }
    case 'hireSecondaryHero': {
      refuse(whyCannotHire(p));
      const w = d.player(player);
      w.tokens.population = false;
      w.resources.gold -= SECONDARY_HERO_COST;
      w.secondaryHero = { base: 2, used: 0, extra: 0 };
      d.emit({ type: 'tokenUsed', player, token: 'population', seq: 0 });
      d.emit({ type: 'resourcesPaid', player, resources: full({ gold: SECONDARY_HERO_COST }), reason: 'secondary-hero', seq: 0 });
      d.emit({ type: 'secondaryHeroHired', player, seq: 0 });
      return;
    }
    case 'buySpells': {
      refuse(whyCannotBuySpells(d.s, p));
      const cost = spellBookCost(p);
      const search = p.spellPurchase?.search ?? 2;
      const w = d.player(player);
      w.tokens.spellBook = false;
      w.resources.gold -= cost;
      w.spellPurchase = null; // Wisdom's change is used up by this purchase
      d.emit({ type: 'tokenUsed', player, token: 'spellBook', seq: 0 });
      d.emit({ type: 'resourcesPaid', player, resources: full({ gold: cost }), reason: 'spell-book', seq: 0 });
      pushFrame(d, player, 'spell-book', [{ op: 'search', deck: 'spell', count: search, optional: false }]);
      return;
    }
    case 'useBuilding': {
      if (p.buildingsUsedThisTurn.includes(a.building)) {
        illegal('BUILDING_USED', `${buildingDef(a.building).name} was already used this turn`, 'town');
      }
      useBuildingOption(d, player, 'duringTurn', unusedDuringTurn(p), a);
      d.player(player).buildingsUsedThisTurn.push(a.building);
      return;
    }
    case 'useMorale': {
      refuse(whyCannotUseMorale(p, a.use));
      spendMorale(d, player, a.use);
      if (a.use === 'draw') drawCards(d, player, 1);
      else pushFrame(d, player, 'morale', [{ op: 'discardCards', min: 1, max: p.hand.length }, { op: 'draw', count: 'remembered' }]);
      return;
    }
    case 'playCard':
      applyMapPlay(d, player, a);
      return;
    default:
      return wrong(dec, a);
  }
}

function recruitOrReinforce(d: Draft, player: PlayerId, a: Extract<Action, { type: 'recruit' | 'reinforce' }>): void {
  const p = d.peek(player);
  const discount = discountAsked(a.discount);
  if (a.type === 'recruit') {
    refuse(whyCannotRecruit(p, a.unit, discount));
    const def = factionUnit(a.unit);
    const cost = discounted(def.recruitCost, discount);
    useDiscount(d, player, discount);
    const w = d.player(player);
    addInto(w.resources, cost, -1);
    w.units.push({ unit: def.id, side: 'few' });
    d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: def.id, seq: 0 });
    d.emit({ type: 'unitRecruited', player, unit: def.id, seq: 0 });
  } else {
    refuse(whyCannotReinforce(p, a.unit, discount));
    const def = factionUnit(a.unit);
    const cost = discounted(def.reinforceCost, discount);
    useDiscount(d, player, discount);
    const w = d.player(player);
    addInto(w.resources, cost, -1);
    const at = w.units.findIndex((u) => u.unit === def.id);
    w.units[at] = { ...(w.units[at] as OwnedUnit), side: 'pack' }; // replace the shared entry, never edit it (cards on it stay)
    d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: def.id, seq: 0 });
    d.emit({ type: 'unitReinforced', player, unit: def.id, seq: 0 });
  }
}

// ---- Recruiting: one Population token use, any number of recruits and reinforcements ----------

/**
 * Effects a card may have to be played in the middle of recruiting (ruling R31): they resolve at once, without a
 * decision, so the recruiting goes on — a unit discount, resources, a fixed draw, movement.
 */
const AT_ONCE: ReadonlySet<string> = new Set(['discountUnitCost', 'gainResources', 'gainMovement', 'draw']);
const playableWhileRecruiting = (play: CardPlay) =>
  play.timing === 'instant' && play.effects.every((e) => AT_ONCE.has(e.op) && !(e.op === 'draw' && e.count === 'remembered'));

export function legalRecruiting(d: Draft, dec: Of<'recruiting'>): Action[] {
  const plays = legalMapPlays(d, dec.player).filter((a) => a.type === 'playCard' && playableWhileRecruiting(playOf(a)));
  return [...recruitActions(d.peek(dec.player)), ...plays, { type: 'finishRecruiting' }];
}

export function applyRecruiting(d: Draft, dec: Of<'recruiting'>, a: Action): void {
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
  if (a.type !== 'recruit' && a.type !== 'reinforce') return wrong(dec, a);
  recruitOrReinforce(d, dec.player, a);
}

function playOf(a: Extract<Action, { type: 'playCard' }>): CardPlay {
  return cardPlays(cardOf(a.card)).find((x) => x.key === a.play) as CardPlay;
}

// ---- Shared -----------------------------------------------------------------------------------

export function playerOf(s: GameState, id: PlayerId): PlayerState {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new Error(`Unknown player ${id}`);
  return p;
}

export function wrong(dec: Decision, a: Action): never {
  illegal('WRONG_DECISION', `"${a.type}" does not answer the current decision (${describeDecision(dec)})`, 'protocol');
}

export function describeDecision(dec: Decision): string {
  switch (dec.kind) {
    case 'chooseHero': return `${dec.player} chooses a Main Hero`;
    case 'refreshHand': return `${dec.player} refreshes their hand: discard, then draw`;
    case 'beginningOfTurn': return `${dec.player} may use beginning-of-turn buildings`;
    case 'turn': return `${dec.player}'s turn`;
    case 'recruiting': return `${dec.player} is recruiting with the Population token`;
    case 'search': return `${dec.player} searches the ${dec.deck} deck (${dec.count})`;
    case 'searchOwnDeck': return `${dec.player} takes a card from the top of their deck`;
    case 'choose': return `${dec.player} chooses an option of ${dec.source}`;
    case 'discardCards': return `${dec.player} discards cards for ${dec.source}`;
    case 'removeCard': return `${dec.player} removes a card for ${dec.source}`;
    case 'takeFromDiscard': return `${dec.player} takes a card from their discard pile for ${dec.source}`;
    case 'keepResourceDie': return `${dec.player} keeps the Resource die result`;
    case 'keepAttackDie': return `${dec.player} keeps or rerolls the Attack die thrown for ${dec.source}`;
    case 'reinforceFree': return `${dec.player} reinforces a unit for free`;
    case 'summonNeutral': return dec.step === 'tier' ? `${dec.player} summons a neutral unit` : `${dec.player} may recruit one of the neutral units drawn`;
    case 'reinforceHalfGold': return `${dec.player} may reinforce a unit for half its gold cost`;
    case 'spendMoraleFirst': return `${dec.player} may spend their positive morale before gaining another`;
    case 'placeUnits': return `${dec.player} places ${dec.team} units on the combat board`;
    case 'chooseActivation': return `${dec.player} chooses which of the tied units activates`;
    case 'activation': return `${dec.player} activates ${dec.unit}`;
    case 'reaction': return `${dec.player} may play cards before ${dec.attacker} attacks ${dec.target}`;
    case 'attackRoll': return `${dec.player} may reroll the ${dec.die} die with positive morale`;
    case 'afterSpell': return `${dec.player} may take back the Spell just cast`;
    case 'combatStart': return `${dec.player} may play start-of-combat cards`;
    case 'attackOutcome': return `${dec.player} may cancel the attack of ${dec.attacker} that would defeat ${dec.target}`;
    case 'spellSchool': return `${dec.player} picks the School of Magic ${dec.spell} is cast as`;
    case 'answerSpell': return `${dec.player} may answer the Spell ${dec.caster} just cast (${dec.spell}) before it takes effect`;
    case 'roundStart': return `${dec.player} may play a Spell before any unit activates this Combat Round`;
    case 'castSpell': return `${dec.player} may play a Spell now${dec.free ? ', outside the Spell limit' : ''}`;
    case 'combatRoundEnd': return `${dec.player} fights another Combat Round or retreats`;
    case 'unitAbility': return `${dec.player} decides on the ${dec.ability} ability of ${dec.unit}${dec.target ? ` (${dec.target})` : ''}`;
  }
}

