/**
 * What a player reads (issue #14): every action listed, every event logged and every decision met in random games
 * and random combats, through describeAction / describeEvent / describeDecision, names players by their Main Hero and
 * cards, units, buildings and fields by their names — never an id ("castle.citadel", "#3", "p1"). A sample of every
 * event type and decision kind goes through the same check, so a kind the walks miss does not escape it.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, cards, createGame, describeAction, describeDecision, describeEvent,
  legalActions, loadState, SCENARIOS, viewFor,
  type Action, type Decision, type DecisionKind, type EventType, type GameEvent, type GameState,
} from '../src';
import { mulberry32, randomCombat } from './helpers';

/** Ids a player must never read: "castle.citadel", "stat.attack", "#3", "p1". */
const ID_PATTERNS = [/\b[a-z]+\.[a-z-]+\b/, /#\d/, /\bp\d\b/];
/** What a broken template prints. */
const BROKEN = /undefined|NaN|\[object|null\b/;

/** Texts that show an id or a broken template, with where they came from. */
function faults(texts: ReadonlyArray<readonly [string, string]>): string[] {
  const out: string[] = [];
  for (const [where, text] of texts) {
    if (ID_PATTERNS.some((re) => re.test(text)) || BROKEN.test(text) || text.trim() === '') out.push(`${where}: ${text}`);
  }
  return out;
}

interface Seen {
  texts: Array<readonly [string, string]>;
  events: Set<string>;
  decisions: Set<string>;
  actions: Set<string>;
}

/** Random legal play from `s` (mostly doing something rather than ending the turn), describing everything on the way. */
function walk(s: GameState, random: () => number, steps: number, seen: Seen): void {
  for (let i = 0; i < steps && s.pending; i++) {
    const dec = s.pending;
    seen.decisions.add(dec.kind);
    seen.texts.push([`decision ${dec.kind}`, describeDecision(dec, s)]);
    const view = viewFor(s, dec.player);
    seen.texts.push([`decision ${dec.kind} (view)`, describeDecision(view.pending as Decision, view)]);
    const actions = legalActions(s);
    for (const a of actions) {
      seen.actions.add(a.type);
      seen.texts.push([`action ${a.type} in ${dec.kind}`, describeAction(s, a)]);
    }
    const busy = actions.filter((a) => a.type !== 'endTurn' && a.type !== 'surrender' && a.type !== 'retreat');
    const from = busy.length > 0 && random() < 0.85 ? busy : actions;
    try {
      s = apply(s, from[Math.floor(random() * from.length)] as Action);
    } catch {
      return; // a listed action that throws is the fingerprint's business, not this test's
    }
    const other = s.players[(s.players.findIndex((p) => p.id === dec.player) + 1) % s.players.length]?.id ?? dec.player;
    const otherView = viewFor(s, other);
    for (const [k, e] of s.log.entries()) {
      seen.events.add(e.type);
      seen.texts.push([`event ${e.type}`, describeEvent(e, s)]);
      seen.texts.push([`event ${e.type} (view)`, describeEvent(otherView.log[k] as GameEvent, otherView)]);
    }
  }
}

/** Random games of every scenario and random combats with hands of core cards. */
function randomPlay(): Seen {
  const seen: Seen = { texts: [], events: new Set(), decisions: new Set(), actions: new Set() };
  const random = mulberry32(14);
  for (let i = 0; i < 8; i++) {
    const sc = SCENARIOS[i % SCENARIOS.length]!;
    const players = sc.players.min + (i % (sc.players.max - sc.players.min + 1));
    walk(createGame({ players, scenario: sc.id, seed: `texts-${i}`, difficulty: i % 2 === 0 ? 'hard' : 'normal' }), random, 500, seen);
  }
  for (let i = 0; i < 80; i++) {
    const combat = randomCombat(i, random, `texts-${i}`, 3);
    if (combat !== null) walk(combat, random, 300, seen);
  }
  return seen;
}

/** A game with both heroes chosen, on its map: the context of the samples. */
function sampleGame(): GameState {
  return createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'samples' });
}

/** One event of every type, with ids of every kind a text names (the compiler demands a sample of a new type). */
const EVENT_SAMPLES: { readonly [T in EventType]: Omit<Extract<GameEvent, { type: T }>, 'seq' | 'type'> } = {
  gameStarted: { players: ['p1', 'p2'] },
  heroChosen: { player: 'p1', hero: 'catherine', faction: 'castle' },
  roundStarted: { round: 2, kind: 'astrologers' },
  turnStarted: { player: 'p1', round: 1 },
  turnEnded: { player: 'p2' },
  teamOrderChosen: { players: ['p2', 'p1'] },
  resourcesGiven: { player: 'p1', to: 'p2', resources: { gold: 3, buildingMaterials: 0, valuables: 1 } },
  offerDeclined: { player: 'p2', from: 'p1' },
  cardsSwapped: { player: 'p1', ally: 'p2', gave: 'spell.magic-arrow#2', got: 'artifact.centaurs-axe#1' },
  cardsDrawn: { player: 'p1', cards: ['stat.attack#1', 'spell.magic-arrow#2'] },
  cardDiscarded: { player: 'p1', card: 'stat.defense#3' },
  cardRemoved: { player: 'p2', card: 'ability.wisdom#1' },
  spellScrollGained: { player: 'p1', card: 'artifact.spell-scroll#3', spells: ['spell.bless#1', 'spell.haste#2'] },
  spellScrollReturned: { player: 'p1', card: 'artifact.spell-scroll#3', spells: ['spell.bless#1'] },
  cardGained: { player: 'p1', card: 'artifact.centaurs-axe#1', from: 'artifact-discard' },
  spellFound: { player: 'p1', card: 'spell.town-portal#1', from: 'spell-discard' },
  spellPlaced: { player: 'p1', card: 'spell.town-portal#1', deck: 'basicSpell', on: 'deck' },
  warMachineGained: { player: 'p1', machine: 'ballista' },
  cardToDiscard: { player: 'p1', card: 'artifact.centaurs-axe#1', from: 'minorArtifact' },
  deckReshuffled: { player: null, deck: 'neutral-bronze' },
  cardsRevealed: { player: 'p1', deck: 'spell', cards: ['spell.magic-arrow#3'] },
  dieRolled: { player: 'p2', die: 'resource', faces: [3, 5] },
  resourcesGained: { player: 'p1', resources: { gold: 0, buildingMaterials: 0, valuables: 1 }, reason: 'castle.special1' },
  resourcesPaid: { player: 'p1', resources: { gold: 8, buildingMaterials: 5, valuables: 1 }, reason: 'castle.citadel' },
  built: { player: 'p1', building: 'castle.citadel' },
  unitRecruited: { player: 'p1', unit: 'castle.griffins' },
  unitReinforced: { player: 'p2', unit: 'necropolis.skeletons' },
  neutralDrawn: { player: 'p1', unit: 'neutral.boars#1' },
  neutralPutBack: { player: 'p1', tier: 'bronze', unit: 'neutral.boars#1' },
  neutralFaceUp: { tier: 'bronze', unit: 'neutral.boars#1' },
  neutralDiscarded: { unit: 'neutral.boars#1' },
  groundUnitsGainAttack: { amount: 1 },
  unitSold: { player: 'p1', unit: 'castle.griffins' },
  resourcesReserved: { player: 'p1', unit: 'castle.griffins', resources: { gold: 7, buildingMaterials: 0, valuables: 0 } },
  reserveReturned: { player: 'p1', unit: 'neutral.boars#1', resources: { gold: 4, buildingMaterials: 0, valuables: 0 }, why: 'perished' },
  discountCardKept: { player: 'p1', card: 'artifact.head-of-legion#1', unit: 'castle.griffins' },
  tokenUsed: { player: 'p1', token: 'spellBook' },
  secondaryHeroHired: { player: 'p2' },
  moraleChanged: { player: 'p1', morale: 'negative', reason: 'spell.curse#1 (second negative morale: the hand is discarded at the end of the next turn)' },
  moraleSpent: { player: 'p1', use: 'draw' },
  townCubeAdded: { player: 'p1', cubes: 2 },
  townCubeUsed: { player: 'p1', stat: 'defense', unit: 'castle.griffins' },
  experienceGained: { player: 'p1', amount: 2, experience: 5 },
  levelUp: { player: 'p1', level: 3 },
  movementGained: { player: 'p2', amount: 1 },
  handDiscarded: { player: 'p2', cards: ['stat.power#2'] },
  gameEnded: { reason: 'Catherine took the enemy Town' },
  timedEvent: { round: 5, text: 'Remove the Black Cubes from every Windmill' },
  playerEliminated: { player: 'p2', why: 'noTown' },
  astrologersProclaimed: { card: 'astrologers.gold-dragon#1', round: 2, redrawn: false },
  eventDrawn: { card: 'event.stables#1', player: 'p1', round: 3 },
  bidsRevealed: { card: 'artifact.angel-wings#1', bids: [{ player: 'p1', gold: 3 }, { player: 'p2', gold: 5 }], winner: 'p2' },
  unitDiscarded: { player: 'p1', unit: 'castle.halberdiers' },
  unitFlippedToFew: { player: 'p1', unit: 'castle.griffins', reason: 'astrologers.terrible-plague#1' },
  heroMoved: { player: 'p1', hero: 'main', from: 0, to: 1, location: 'gold-mine', tile: 'F3' },
  tileRevealed: { player: 'p1', tile: 2, id: 'N4', by: 'discovered' },
  tileRotated: { player: 'p1', tile: 0, rotation: 2 },
  starterChosen: { player: 'p1', starter: 'p2' },
  mapTilePlaced: { player: 'p1', tile: 1, id: 'N4', stage: 'near', q: 3, r: -1, rotation: 0 },
  mulliganTaken: { player: 'p1', count: 5 },
  fieldVisited: { player: 'p2', hero: 'secondary', field: 3, location: 'windmill' },
  fieldFlagged: { player: 'p1', field: 3, from: 'p2' },
  randomTownFaction: { player: 'p1', field: 3, faction: 'inferno' },
  incomeChanged: { player: 'p1', income: { gold: 0, buildingMaterials: 2, valuables: 0 }, reason: 'building-materials-mine' },
  grailTaken: { player: 'p1' },
  heroReturned: { player: 'p1', hero: 'main', field: 3 },
  aiHeroAppeared: { hero: 'raiders', field: 3, units: ['neutral.boars'], missing: [] },
  aiHeroMoved: { hero: 'raiders', from: 3, to: 4 },
  aiHeroFlagged: { hero: 'raiders', field: 4, from: 'p1' },
  aiHeroClearedGuards: { hero: 'raiders', field: 4 },
  aiHeroBeaten: { hero: 'raiders', player: 'p1' },
  aiHeroCombat: { hero: 'raiders', player: 'p1', playerHero: 'main', field: 3 },
  heroPlaced: { player: 'p2', hero: 'secondary', field: 3 },
  combatDeclared: { player: 'p1', hero: 'main', field: 3, defender: null },
  instantlyDefeated: { player: 'p2', by: 'p1' },
  topCardPeeked: { player: 'p1', deck: 'own', toBottom: true },
  thievesGuildLooked: { player: 'p1', deck: 'spell', owner: null, discarded: 'spell.magic-arrow#1' },
  combatStarted: { attacker: 'p1', defender: null },
  unitPlaced: { unit: 'castle.griffins', space: 5 },
  combatRoundStarted: { round: 2 },
  unitActivated: { unit: 'neutral.skeletons#2' },
  activationSkipped: { unit: 'castle.griffins', reason: 'paralysed' },
  unitMoved: { unit: 'castle.griffins', from: 5, to: 9 },
  unitDefended: { unit: 'necropolis.skeletons' },
  attackDeclared: { attacker: 'castle.griffins', target: 'necropolis.skeletons', retaliation: false },
  attackResolved: { attacker: 'castle.griffins', target: 'necropolis.skeletons', attack: 3, defense: 1, damage: 2 },
  damageDealt: { unit: 'necropolis.skeletons', amount: 3, source: 'castle.griffins', flipped: true, defeated: false },
  obstacleDestroyed: { unit: 'wall#2' },
  tokenPlaced: { player: 'p1', token: 'firewall', space: 9, card: 'spell.fire-wall#1' },
  tokenRevealed: { player: 'p1', token: 'quicksand', space: 9, face: 'quicksand', unit: 'castle.pikemen' },
  abilityUsed: { unit: 'necropolis.ghost-dragons', ability: 'pushTargetAway', target: 'castle.griffins' },
  unitHealed: { unit: 'neutral.enchanters#1', amount: 2, source: 'neutral.enchanters#1' },
  unitParalyzed: { unit: 'castle.griffins', source: 'dungeon.medusas' },
  cardPlayed: { player: 'p1', card: 'spell.magic-arrow#1', play: 'spell-attack', target: 'necropolis.skeletons', power: 1 },
  schoolChosen: { player: 'p1', card: 'spell.magic-arrow#1', school: 'air' },
  unitCovered: { player: 'p2', card: 'specialty.cloak-of-the-undead-king#sandro', unit: 'necropolis.skeletons' },
  unitsSwitched: { units: ['castle.griffins', 'castle.halberdiers'] },
  spellIgnored: { player: 'p2', card: 'spell.slow#1' },
  attackCancelled: { attacker: 'castle.griffins', target: 'necropolis.skeletons' },
  combatEnded: { result: 'retreat', by: 'defender' },
  factionCubeTaken: { player: 'p1', from: 'p2' },
  quickCombat: { player: 'p1', fieldLevel: 2 },
  aiCardDrawn: { card: 'ai.cast-a-spell-2#3', unit: 'castle.griffins' },
  aiSpellCast: { spell: 'spell.lightning-bolt#1', power: 1, target: 'castle.griffins' },
  aiSpellHeld: { spell: 'spell.fire-shield#ai-1', until: 'nextRound' },
  aiSkillUsed: { skill: 'ability.offense#ai', times: 2 },
  aiSpellIgnored: { spell: 'spell.slow#1' },
  secondaryHeroRemoved: { player: 'p2' },
};

/** One decision of every kind (the compiler demands a sample of a new kind). */
const DECISION_SAMPLES: { readonly [K in DecisionKind]: Omit<Extract<Decision, { kind: K }>, 'kind'> } = {
  chooseHero: { player: 'p1' },
  choose: { player: 'p1', source: 'starting-bonus', options: [], optional: false },
  refreshHand: { player: 'p1' },
  beginningOfTurn: { player: 'p2', buildings: ['necropolis.special1'] },
  turn: { player: 'p1' },
  teamOrder: { player: 'p1', step: 'first', choices: ['p1', 'p2'] },
  allyOffer: { player: 'p2', from: 'p1', resources: { gold: 3, buildingMaterials: 0, valuables: -1 } },
  cardOffer: { player: 'p2', from: 'p1', card: 'spell.magic-arrow#2' },
  recruiting: { player: 'p1' },
  neutralArmy: { player: 'p1' },
  search: { player: 'p1', deck: 'spell', count: 3, step: 'pick', optional: false },
  searchOwnDeck: { player: 'p1', count: 2 },
  discardCards: { player: 'p1', source: 'ability.tactics#1', min: 1, max: 2, discarded: 0, purpose: 'cycle' },
  removeCard: { player: 'p1', source: 'trading-post', category: null, optional: false, tradable: true },
  removeCards: { player: 'p1', source: 'event.market-of-time#1', categories: ['ability', 'spell'], min: 0, removed: 1 },
  placeBid: { player: 'p1', source: 'event.a-shady-auction#1', card: 'artifact.angel-wings#1', most: 7 },
  putInPool: { player: 'p1', source: 'event.magical-forest#1', categories: ['spell', 'artifact', 'ability'] },
  chooseEvent: { player: 'p1', cards: ['event.crypt#1', 'event.stables#1'] },
  removeFromHandOrDiscard: { player: 'p1', source: 'astrologers.plane-between-planes#1', most: 2, removed: 1 },
  empowerStatistic: { player: 'p1', source: 'astrologers.plane-between-planes#1', from: 'handOrDiscard', most: 2, differentKinds: true, taken: ['attack'], gold: 0 },
  discardUnit: { player: 'p1', source: 'event.cursed-swamp#1', units: ['castle.halberdiers', 'castle.marksmen'] },
  takeFromDiscard: { player: 'p2', source: 'necropolis.special2', category: 'specialty', optional: false },
  keepResourceDie: { player: 'p1', source: 'starting-bonus', faces: [1, 6], keep: 'one', luckRerolled: [] },
  keepTreasureDie: { player: 'p1', source: 'treasure', faces: [2], keep: 'all', luckRerolled: [] },
  keepAttackDie: { player: 'p1', source: 'artifact.hourglass-of-the-evil-hour#1', face: 1, luckUsed: false },
  lookAtDiscard: { player: 'p1', source: 'ability.scholar#1', step: 'order' },
  lookAtTopCard: { player: 'p1', source: 'shrine-of-magic-gesture', deck: 'ability' },
  chooseDeck: { player: 'p1', source: 'seers-hut', decks: ['minorArtifact', 'majorArtifact'] },
  reinforceFree: { player: 'p2', source: 'necropolis.cityHall', tiers: ['bronze'] },
  summonNeutral: { player: 'p1', source: 'dungeon.special1', step: 'tier', tiers: ['bronze', 'silver'] },
  drawNeutrals: { player: 'p1', source: 'astrologers.charlie-and-his-circus', step: 'draw', left: 3 },
  visions: { player: 'p1', source: 'spell.visions', count: 2, deck: 'bronze' },
  thievesGuild: { player: 'p1', source: 'cove.special1', deck: 'own', owner: 'p2' },
  reinforceHalfGold: { player: 'p1', source: 'castle.special2', tiers: ['silver'] },
  reinforceHalfCost: { player: 'p1', source: 'sanctuary', tiers: ['gold'] },
  meteorShower: { player: 'p1', card: 'specialty.deemer-1#1', target: 'castle.griffins', chosen: [], left: 1, amount: 2 },
  reinforceForLess: { player: 'p1', source: 'hill-fort', tiers: ['bronze', 'silver'], gold: 3 },
  recruitFactionNeutral: { player: 'p1', source: 'astrologers.unexpected-reinforcements#1', units: ['neutral.halberdiers#1'] },
  buyFromDiscardPile: { player: 'p1', source: 'black-market', decks: ['artifact'], count: 4, goldByLevel: [5, 7, 10], optional: true },
  replaceStatistic: { player: 'p1', source: 'library-of-enlightenment', gold: 3, left: 2, removed: null, into: 'hand' },
  spendMoraleFirst: { player: 'p1', source: 'temple' },
  thirdSpellScroll: { player: 'p1' },
  sellScrollSpells: { player: 'p1', source: 'trading-post' },
  castFoundSpell: { player: 'p1', source: 'specialty.tarnum-conflux-6' },
  placeSpell: { player: 'p1' },
  rotateTile: { player: 'p1', tile: 0, rotations: [0, 1, 2, 3, 4, 5] },
  chooseField: { player: 'p1', hero: 'secondary', purpose: 'hired', fields: [3] },
  aiHeroStep: { player: 'p1', hero: 'raiders', fields: [3, 4] },
  aboutToLevelUp: { player: 'p1', level: 3 },
  combatDeclared: { player: 'p2' },
  secondaryHeroAttacked: { player: 'p2', field: 3 },
  townAttacked: { player: 'p2', field: 3 },
  randomTown: { player: 'p2', field: 3, purpose: 'bronze', options: ['inferno.familiars', 'inferno.magogs'] },
  discoverNear: { player: 'p1', hero: 'main', tiles: [1], places: [] },
  chooseStarter: { player: 'p1', totals: [1, -1] },
  placeMapTile: { player: 'p1', tile: 'N4', stage: 'near' },
  mulligan: { player: 'p1' },
  turnNearTile: { player: 'p1', tiles: [1] },
  trading: { player: 'p1', source: 'trading-post' },
  townPortal: { player: 'p1', source: 'spell.town-portal#1', fields: [3] },
  takeMine: { player: 'p1', source: 'spell.view-earth#1', fields: [3] },
  flyOver: { player: 'p1', hero: 'main' },
  passThrough: { player: 'p1', hero: 'main' },
  removeObstacle: { player: 'p1', left: 1 },
  placeTokens: { player: 'p1', card: 'spell.quicksand#1', token: 'quicksand', empty: 1, marked: 1 },
  pickOpponent: { player: 'p1', source: 'inferno.special1', choices: ['p2', 'p3'] },
  dimensionDoor: { player: 'p1', source: 'spell.dimension-door#1', fields: [3] },
  flight: { player: 'p1', source: 'artifact.angel-wings#1', hero: 'main', moved: false },
  discoverNearHero: { player: 'p1', source: 'artifact.speculum#1', tiles: [1] },
  skipCombat: { player: 'p1', hero: 'main', field: 3 },
  moveAtTurnEnd: { player: 'p1', moves: 1 },
  peekedCard: { player: 'p1', deck: 'bronze' },
  draftPick: { player: 'p1' },
  draftKeep: { player: 'p2' },
  placeUnits: { player: 'p1', team: 'attacker' },
  chooseActivation: { player: 'p1', units: ['castle.griffins', 'neutral.griffins#1'] },
  beforeActivation: { player: 'p1', unit: 'castle.griffins' },
  activation: { player: 'p1', unit: 'castle.griffins', stage: 'start' },
  reaction: { player: 'p2', attacker: 'castle.griffins', target: 'necropolis.skeletons' },
  attackRoll: { player: 'p1', die: 'attack', faces: [1] },
  afterSpell: { player: 'p1', spell: 'spell.magic-arrow#1' },
  combatStart: { player: 'p1' },
  attackOutcome: { player: 'p2', attacker: 'castle.griffins', target: 'necropolis.skeletons' },
  spellSchool: { player: 'p1', spell: 'spell.magic-arrow#1' },
  answerSpell: { player: 'p2', caster: 'p1', spell: 'spell.magic-arrow#1', paid: 1 },
  roundStart: { player: 'p1' },
  castSpell: { player: 'p1', free: true },
  combatRoundEnd: { player: 'p1' },
  warMachine: { player: 'p1', machine: 'ballista', units: ['castle.griffins', 'castle.halberdiers'] },
  aiTie: { player: 'p1', unit: 'necropolis.zombies', purpose: 'spell', card: 'ai.cast-a-spell-1#1', spell: 'spell.magic-arrow#ai-1', amount: 1, target: null, units: ['castle.griffins', 'castle.halberdiers'], spaces: [] },
  unitAbility: { player: 'p1', unit: 'castle.halberdiers', ability: 'ignoreAttackDie', target: 'necropolis.skeletons' },
};

const sampleEvents = (): GameEvent[] =>
  Object.entries(EVENT_SAMPLES).map(([type, fields], seq) => ({ seq, type, ...fields }) as GameEvent);
const sampleDecisions = (): Decision[] => Object.entries(DECISION_SAMPLES).map(([kind, fields]) => ({ kind, ...fields }) as Decision);

describe('what a player reads', () => {
  const seen = randomPlay();

  it('names players, cards, units, buildings and fields in every text of random games and combats, never by id', () => {
    // The check itself catches each kind of id.
    for (const text of ['p1 builds', 'builds castle.citadel', 'plays Magic Arrow#2', 'gains undefined']) expect(faults([['check', text]])).toHaveLength(1);
    expect(seen.texts.length).toBeGreaterThan(10_000);
    expect(faults(seen.texts).slice(0, 20)).toEqual([]);
  });

  it('reaches most decision kinds, event types and action types in the walks', () => {
    expect(seen.decisions.size).toBeGreaterThanOrEqual(25);
    expect(seen.events.size).toBeGreaterThanOrEqual(40);
    expect(seen.actions.size).toBeGreaterThanOrEqual(35);
  });

  it('has a sample of every event type the save schema knows, and describes each by name', () => {
    const s = sampleGame();
    const events = sampleEvents();
    // The schema checks every sample: a sample of a type it does not know, or with a malformed field, fails here.
    expect(() => loadState({ ...s, log: events, eventCount: events.length })).not.toThrow();
    const texts = events.map((e) => [`event ${e.type}`, describeEvent(e, s)] as const);
    expect(faults(texts)).toEqual([]);
    expect(faults(events.map((e) => [`event ${e.type} without a state`, describeEvent(e)] as const))).toEqual([]);
  });

  it('has a sample of every decision kind, and describes each by name', () => {
    const s = sampleGame();
    expect(faults(sampleDecisions().map((d) => [`decision ${d.kind}`, describeDecision(d, s)] as const))).toEqual([]);
    expect(faults(sampleDecisions().map((d) => [`decision ${d.kind} without a state`, describeDecision(d)] as const))).toEqual([]);
  });

  it('reads like the rule book', () => {
    const s = sampleGame();
    const event = (type: EventType): GameEvent => ({ seq: 0, type, ...EVENT_SAMPLES[type] }) as GameEvent;
    expect(describeEvent(event('heroMoved'), s)).toBe('Catherine moves to the Gold Mine (F3)');
    expect(describeEvent(event('attackDeclared'), s)).toBe('Griffins attack Skeletons');
    expect(describeEvent(event('damageDealt'), s)).toBe('Skeletons take 3 damage and turn to the Few side');
    expect(describeEvent(event('resourcesGained'), s)).toBe('Catherine gains 1 valuable (the Brotherhood of the Sword)');
    expect(describeEvent(event('moraleChanged'), s)).toBe(
      "Catherine's morale is now negative (Curse (second negative morale: the hand is discarded at the end of the next turn))",
    );
    expect(describeEvent(event('heroChosen'), s)).toBe('Player 1 chooses Catherine (Castle)');
    expect(describeEvent(event('cardsDrawn'))).toBe('Player 1 draws Attack and Magic Arrow');
    expect(describeEvent({ seq: 0, type: 'cardsDrawn', player: 'p2', cards: ['?', '?', 'stat.power#1'] }, s)).toBe('Sandro draws Power and 2 hidden cards');
    expect(describeDecision({ kind: 'choose', ...DECISION_SAMPLES.choose }, s)).toBe('Catherine chooses an option of the starting bonus');
    expect(describeDecision({ kind: 'chooseHero', player: 'p2' }, createGame({ players: 2, seed: 'samples' }))).toBe('Player 2 chooses a Main Hero');
  });

  it('names the starting bonus a player picks, and the die they keep', () => {
    let s = sampleGame();
    expect(describeAction(s, { type: 'choose', option: 'resources' })).toBe('Catherine chooses the Resources starting bonus: roll 2 Resource dice and gain one of them');
    s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'samples', dice: { resource: [1, 6] } });
    s = apply(s, { type: 'choose', option: 'resources' });
    expect(s.pending?.kind).toBe('keepResourceDie');
    expect(describeAction(s, { type: 'keepDie', index: 1 })).toBe('Catherine keeps the die showing 2 valuables');
    expect(describeAction(s, { type: 'keepDie', index: 0 })).toBe('Catherine keeps the die showing 3 gold');
  });
});
