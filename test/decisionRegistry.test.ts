/**
 * The table of decision kinds (src/game/decisionKinds.ts) and the turn's action providers (src/turn/turn.ts): every
 * kind has its handlers, their texts are the ones players saw before the table existed, the providers answer
 * disjoint action types, and an action no provider answers is refused as before.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  cards,
  createGame,
  IllegalActionError,
  InvalidStateError,
  legalActions,
  SCENARIOS,
  type Action,
  type Decision,
  type DecisionKind,
  type GameState,
} from '../src';
import { DECISION_KINDS, describeDecision } from '../src/game/decisionKinds';
import { providersByType, TURN_PROVIDERS } from '../src/turn/turn';
import { clone, mulberry32, randomCombat } from './helpers';

/** Every kind of Decision: the compiler demands each one here. */
const EVERY_KIND: Record<DecisionKind, true> = {
  chooseHero: true,
  refreshHand: true,
  beginningOfTurn: true,
  turn: true,
  recruiting: true,
  search: true,
  searchOwnDeck: true,
  choose: true,
  discardCards: true,
  removeCard: true,
  removeCards: true,
  removeFromHandOrDiscard: true,
  empowerStatistic: true,
  chooseEvent: true,
  putInPool: true,
  placeBid: true,
  discardUnit: true,
  takeFromDiscard: true,
  keepResourceDie: true,
  keepTreasureDie: true,
  keepAttackDie: true,
  lookAtDiscard: true,
  lookAtTopCard: true,
  reinforceFree: true,
  summonNeutral: true,
  drawNeutrals: true,
  visions: true,
  thievesGuild: true,
  reinforceHalfGold: true,
  spendMoraleFirst: true,
  trading: true,
  placeUnits: true,
  chooseActivation: true,
  beforeActivation: true,
  activation: true,
  reaction: true,
  attackRoll: true,
  afterSpell: true,
  combatStart: true,
  attackOutcome: true,
  spellSchool: true,
  answerSpell: true,
  roundStart: true,
  castSpell: true,
  combatRoundEnd: true,
  aiTie: true,
  unitAbility: true,
  reinforceHalfCost: true,
  reinforceForLess: true,
  recruitFactionNeutral: true,
  meteorShower: true,
  buyFromDiscardPile: true,
  replaceStatistic: true,
  thirdSpellScroll: true,
  sellScrollSpells: true,
  castFoundSpell: true,
  placeSpell: true,
  rotateTile: true,
  chooseField: true,
  discoverNear: true,
  combatDeclared: true,
  secondaryHeroAttacked: true,
  townAttacked: true,
  randomTown: true,
  townPortal: true,
  takeMine: true,
  flyOver: true,
  passThrough: true,
  removeObstacle: true,
  placeTokens: true,
  pickOpponent: true,
  dimensionDoor: true,
  flight: true,
  discoverNearHero: true,
  skipCombat: true,
  moveAtTurnEnd: true,
  peekedCard: true,
  chooseDeck: true,
  neutralArmy: true,
  chooseStarter: true,
  placeMapTile: true,
  mulligan: true,
  turnNearTile: true,
  teamOrder: true,
  allyOffer: true,
  cardOffer: true,
  draftPick: true,
  draftKeep: true,
  aiHeroStep: true,
  aboutToLevelUp: true,
  warMachine: true,
};

/** The texts of describeDecision before the table of decision kinds: the table's texts must be the same. */
function describedBefore(dec: Decision): string {
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
    case 'keepTreasureDie': return `${dec.player} keeps the Treasure die result`;
    case 'keepAttackDie': return `${dec.player} keeps or rerolls the Attack die thrown for ${dec.source}`;
    case 'lookAtDiscard':
      return dec.step === 'pick'
        ? `${dec.player} returns one of the top cards of their discard pile to their hand`
        : `${dec.player} puts the cards back on top of their discard pile, one at a time`;
    case 'lookAtTopCard': return `${dec.player} keeps the top card of the ${dec.deck} deck or discards it`;
    case 'reinforceFree': return `${dec.player} reinforces a unit for free`;
    case 'summonNeutral': return dec.step === 'tier' ? `${dec.player} summons a neutral unit` : `${dec.player} may recruit one of the neutral units drawn`;
    case 'drawNeutrals': return dec.step === 'draw' ? `${dec.player} may draw up to ${dec.left} neutral unit card(s)` : `${dec.player} may recruit one of the neutral units drawn`;
    // The Inferno box's Visions (its text is new with it).
    case 'visions': return dec.deck === null ? `${dec.player} names the Neutral Unit deck Visions draws ${dec.count === 1 ? '1 card' : `${dec.count} cards`} from` : `${dec.player} discards each card Visions drew or puts it back on top of its deck`;
    case 'thievesGuild': return dec.deck === null ? `${dec.player} names the deck whose top 2 cards the Thieves' Guild looks at` : `${dec.player} puts one of the 2 cards the Thieves' Guild looked at onto the discard pile and the other back on top`;
    case 'reinforceHalfGold': return `${dec.player} may reinforce a unit for half its gold cost`;
    case 'spendMoraleFirst': return `${dec.player} may spend their positive morale before gaining another`;
    case 'trading': return `${dec.player} trades resources with the game`;
    case 'placeUnits': return `${dec.player} places ${dec.team} units on the combat board`;
    case 'chooseActivation': return `${dec.player} chooses which of the tied units activates`;
    case 'beforeActivation': return `${dec.player} may activate one of their Ranged units before ${dec.unit} activates`;
    case 'activation': return `${dec.player} activates ${dec.unit}`;
    case 'reaction': return `${dec.player} may play cards before ${dec.attacker} attacks ${dec.target}`;
    case 'attackRoll': return `${dec.player} may reroll the ${dec.die} die with positive morale`;
    case 'afterSpell': return `${dec.player} may take back the Spell just cast`;
    case 'combatStart': return `${dec.player} may play start-of-combat cards`;
    case 'attackOutcome': return `${dec.player} may cancel the attack of ${dec.attacker} that would defeat ${dec.target}`;
    case 'spellSchool': return `${dec.player} picks the School of Magic ${dec.spell} is cast as`;
    case 'answerSpell': return `${dec.player} may answer the Spell ${dec.caster} just cast (${dec.spell}) before it takes effect`;
    case 'roundStart': return `${dec.player} may play a Spell before any unit activates this Combat Round`;
    case 'castSpell': return dec.found === true ? `${dec.player} may cast the Spells Enchanters VI found` : `${dec.player} may play a Spell now${dec.free ? ', outside the Spell limit' : ''}`;
    case 'combatRoundEnd': return `${dec.player} fights another Combat Round or retreats`;
    case 'aiTie': return `${dec.player} breaks a tie in the AI Hero's choice`;
    case 'warMachine': return `${dec.player} chooses the unit their War Machine acts on`;
    case 'unitAbility': return `${dec.player} decides on the ${dec.ability} ability of ${dec.unit}${dec.target ? ` (${dec.target})` : ''}`;
    // Kinds added with the map (their texts are new with them).
    case 'reinforceHalfCost': return `${dec.player} may reinforce a unit for half its cost`;
    case 'meteorShower': return `${dec.player} picks a unit next to ${dec.target} for Meteor Shower (${dec.left} to go)`;
    case 'reinforceForLess': return `${dec.player} may reinforce a unit for less gold`;
    case 'recruitFactionNeutral': return `${dec.player} may recruit one unit of their faction from the Neutral Units decks, for free`;
    case 'buyFromDiscardPile': return `${dec.player} takes one of the top ${dec.count} cards of the discard pile for ${dec.source}`;
    case 'replaceStatistic': return dec.removed === null ? `${dec.player} may replace a Statistic card for ${dec.source}` : `${dec.player} takes a Statistic card in place of ${dec.removed}`;
    // Kinds added with the Stronghold box's Spell Scrolls.
    case 'thirdSpellScroll': return `${dec.player} keeps 2 of their 3 Spell Scrolls`;
    case 'sellScrollSpells': return `${dec.player} may sell the Spells on their Spell Scrolls`;
    // Kinds added with Tarnum (Conflux)'s Enchanters VI.
    case 'castFoundSpell': return `${dec.player} may cast the Spells Enchanters VI found`;
    case 'placeSpell': return `${dec.player} places a Spell Enchanters VI cast on the Spell deck or its discard pile`;
    // Kinds added with the Event deck.
    case 'removeCards': return `${dec.player} removes cards for ${dec.source}`;
    case 'placeBid': return `${dec.player} bids in secret for ${dec.card}`;
    case 'putInPool': return `${dec.player} puts a card face down into the pool for ${dec.source}`;
    case 'chooseEvent': return `${dec.player} chooses the Event to resolve`;
    case 'removeFromHandOrDiscard': return `${dec.player} removes cards from their hand or discard pile for ${dec.source}`;
    case 'empowerStatistic': return `${dec.player} replaces Statistic cards with Empowered ones for ${dec.source}`;
    case 'discardUnit': return `${dec.player} discards their cheapest unit for ${dec.source}`;
    case 'rotateTile': return `${dec.player} turns a tile`;
    case 'aiHeroStep': return `${dec.player} chooses the field the AI's ${dec.hero} steps to`;
    case 'chooseField': return `${dec.player} chooses where their ${dec.hero === 'main' ? 'Main' : 'Secondary'} Hero goes`;
    case 'discoverNear': return `${dec.player} discovers a tile from the Redwood Observatory`;
    case 'chooseStarter': return `${dec.player} chooses who starts`;
    case 'placeMapTile': return `${dec.player} places tile ${dec.tile}`;
    case 'mulligan': return `${dec.player} may shuffle their hand back and draw a new one`;
    case 'turnNearTile': return `${dec.player} turns a tile next to the Redwood Observatory`;
    case 'combatDeclared': return `${dec.player} may take Town actions before the declared combat is set up`;
    case 'secondaryHeroAttacked': return `${dec.player}'s Secondary Hero is attacked: defeated at once, or a combat`;
    case 'townAttacked': return `${dec.player} may pay 8 gold to defend their town or settlement with their units only`;
    case 'randomTown': return `${dec.player} chooses the ${dec.purpose === 'faction' ? 'Faction defending' : 'Bronze unit defending'} the Random Town`;
    // Kinds added with the map's card plays and unit abilities.
    case 'townPortal': return `${dec.player} picks the Town or Settlement Town Portal takes their Main Hero to`;
    case 'takeMine': return `${dec.player} picks the enemy Mine View Earth takes`;
    case 'placeTokens': return `${dec.player} places a Quicksand token face down (${dec.empty + dec.marked} left)`;
    case 'removeObstacle': return `${dec.player} picks a Wall or the Gate Remove Obstacle destroys (${dec.left + 1} obstacle${dec.left === 0 ? '' : 's'} to go)`;
    case 'passThrough': return `${dec.player}'s Main Hero passes through a field with a fight waiting (Pathfinding): it moves on, or stops and fights`;
    case 'flyOver': return `${dec.player}'s Main Hero flies over a Blocked field (Fly): it steps off it`;
    case 'pickOpponent': return `${dec.player} picks the opponent who discards a random card`;
    case 'dimensionDoor': return `${dec.player} picks the field Dimension Door takes their Main Hero to`;
    case 'flight': return `${dec.player}'s ${dec.hero === 'main' ? 'Main' : 'Secondary'} Hero flies (Angel Wings): step on, or land`;
    case 'discoverNearHero': return `${dec.player} discovers a tile next to their Main Hero's tile (Speculum)`;
    case 'skipCombat': return `${dec.player} may skip the combat with the neutrals guarding the field (Diplomacy)`;
    case 'moveAtTurnEnd': return `${dec.player}'s turn is ending: their Main Hero may move to an adjacent empty field (${dec.moves} move${dec.moves === 1 ? '' : 's'} left)`;
    // Kinds added with the rule variants.
    case 'chooseDeck': return `${dec.player} chooses the deck to take from for ${dec.source}`;
    // Kinds added with the Alliance mode.
    case 'teamOrder': return `${dec.player} chooses which player of the team goes ${dec.step} this round`;
    case 'allyOffer': return `${dec.player} answers ${dec.from}'s offer of resources`;
    case 'cardOffer': return `${dec.player} answers ${dec.from}'s offer of a card`;
    case 'peekedCard': {
      const name = `${dec.deck.charAt(0).toUpperCase()}${dec.deck.slice(1)}`;
      const deck = dec.deck === 'own' ? 'their own deck' : ['ability', 'artifact', 'spell'].includes(dec.deck) ? `the ${name} deck` : `the ${name} neutral unit deck`;
      return `${dec.player} leaves the card they looked at on top of ${deck}, or puts it at the bottom`;
    }
    // Kinds added with the rule variants.
    case 'neutralArmy': return `${dec.player} may recruit the Neutral Unit cards drawn`;
    // Draft Start's kinds (their texts are new with them).
    case 'draftPick': return `${dec.player} drafts a card of the packet they hold`;
    case 'draftKeep': return `${dec.player} keeps 7 cards of their drafted deck`;
    // The Fortress box's Learning (its text is new with it).
    case 'aboutToLevelUp': return `${dec.player} is about to reach level ${dec.level}: they may play Learning first`;
  }
}

/** Random legal play from `s`, mostly doing something rather than ending the turn; every decision met goes to `seen`. */
function walk(s: GameState, random: () => number, steps: number, seen: Decision[]): void {
  for (let i = 0; i < steps && s.pending; i++) {
    seen.push(s.pending);
    const actions = legalActions(s);
    const busy = actions.filter((a) => a.type !== 'endTurn' && a.type !== 'surrender' && a.type !== 'retreat');
    const from = busy.length > 0 && random() < 0.85 ? busy : actions;
    try {
      s = apply(s, from[Math.floor(random() * from.length)] as Action);
    } catch {
      return; // a listed action that throws is the fingerprint's business, not this test's
    }
  }
}

/** The decisions met in random games and random combats with hands of core cards. */
function decisionsOfRandomPlay(): Decision[] {
  const seen: Decision[] = [];
  const random = mulberry32(9);
  for (let i = 0; i < 30; i++) {
    const sc = SCENARIOS[i % SCENARIOS.length]!;
    walk(createGame({ players: sc.players.min, scenario: sc.id, seed: `kinds-${i}` }), random, 800, seen);
  }
  for (let i = 0; i < 250; i++) {
    const combat = randomCombat(i, random, `kinds-${i}`, 1);
    if (combat !== null) walk(combat, random, 400, seen);
  }
  return seen;
}

describe('the table of decision kinds', () => {
  const seen = decisionsOfRandomPlay();

  it('has legal, apply and describe for every kind of the type and every kind random play reaches', () => {
    const kinds = new Set<string>([...Object.keys(EVERY_KIND), ...seen.map((d) => d.kind)]);
    for (const kind of kinds) {
      const handlers = (DECISION_KINDS as Record<string, { legal?: unknown; apply?: unknown; describe?: unknown }>)[kind];
      expect(handlers, kind).toBeDefined();
      expect(typeof handlers?.legal, kind).toBe('function');
      expect(typeof handlers?.apply, kind).toBe('function');
      expect(typeof handlers?.describe, kind).toBe('function');
    }
    expect(Object.keys(DECISION_KINDS).sort()).toEqual(Object.keys(EVERY_KIND).sort());
  });

  it('random play reaches most kinds', () => {
    expect(new Set(seen.map((d) => d.kind)).size).toBeGreaterThanOrEqual(28);
  });

  it('describes every decision met in random play as describeDecision did before the table', () => {
    for (const dec of seen) expect(describeDecision(dec)).toBe(describedBefore(dec));
  });

  it('refuses a pending decision of a kind it does not know as a broken state', () => {
    const s = createGame({ players: 2, seed: 'unknown-kind' });
    const broken = clone(s);
    (broken.pending as { kind: string }).kind = 'teleportHero';
    expect(() => legalActions(broken)).toThrow(InvalidStateError);
    expect(() => apply(broken, { type: 'decline' })).toThrow(InvalidStateError);
  });
});

describe("the turn's action providers", () => {
  it('answer disjoint action types', () => {
    const types = TURN_PROVIDERS.flatMap((p) => p.answers);
    expect(new Set(types).size).toBe(types.length);
    expect(() => providersByType([...TURN_PROVIDERS, TURN_PROVIDERS[0]!])).toThrow(/Two turn providers answer "endTurn"/);
  });

  it('list only actions of the types they answer', () => {
    let s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'providers' });
    const random = mulberry32(3);
    const byType = providersByType(TURN_PROVIDERS);
    for (let i = 0; i < 300 && s.pending; i++) {
      if (s.pending.kind === 'turn') {
        for (const a of legalActions(s)) expect(byType[a.type], a.type).toBeDefined();
      }
      const actions = legalActions(s);
      s = apply(s, actions[Math.floor(random() * actions.length)]!);
    }
  });

  it('refuse an action of a type no provider answers with WRONG_DECISION, as before', () => {
    let s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'wrong-type' });
    while (s.pending && s.pending.kind !== 'turn') s = apply(s, legalActions(s).find((a) => a.type !== 'useBuilding')!);
    expect(s.pending?.kind).toBe('turn');
    try {
      apply(s, { type: 'pass' });
      expect.unreachable('pass is no turn action');
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).code).toBe('WRONG_DECISION');
      expect((e as IllegalActionError).message).toBe(`"pass" does not answer the current decision (p1's turn)`);
    }
  });
});
