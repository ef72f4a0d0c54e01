/**
 * The Rampart box's cards (this part of the box): its eight Artifacts, the Astrologers Proclaim card Charlie and His
 * Circus, the azure Faerie Dragons and the Statistic copies it adds — each from its printed text (rulings RA80–RA93),
 * with the box in play, and the counts against the component list.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, boxOf, cards, createCombat, createGame, determinize, findInvariantViolations, HIDDEN, legalActions, loadState, viewFor,
  type Action, type CardId, type GameState,
} from '../src';
import { cardInfo } from '../src/data/cardList';
import { neutralUnit } from '../src/data/units';
import { diceModeFor } from '../src/combat/attackDice';
import { attackOf, defenseOf } from '../src/combat/stats';
import type { AttackInProgress, CombatUnit } from '../src/model';
import { addBuildings, clone, modify, newGame, newTurnGame, passUntil, player, putInHand, rich, withPlayer } from './helpers';

const RAMPART = ['rampart'] as const;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => [...new Set(plays(s, prefix).map((a) => a.play))].sort();
const cardIn = (s: GameState, prefix: string, id = 'p1') => s.players.find((p) => p.id === id)!.hand.find((c) => c.startsWith(prefix)) as CardId;
const play = (s: GameState, prefix: string, key: string, target?: string) =>
  apply(s, { type: 'playCard', card: cardIn(s, prefix), play: key as never, ...(target === undefined ? {} : { target }) });
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id) as CombatUnit;
const everything = (s: GameState) => [...s.decks.artifact.deck, ...s.decks.artifact.discard, ...s.decks.spell.deck, ...s.decks.spell.discard, ...s.decks.ability.deck, ...s.decks.ability.discard];

/** p1 on their turn in a Rampart game with this card (from the shared decks) in hand. */
function turnWith(id: string, config: Parameters<typeof newTurnGame>[0] = {}): GameState {
  const s = newTurnGame({ expansions: [...RAMPART], ...config });
  return putInHand(s, 'p1', [everything(s).find((c) => c.startsWith(`${id}#`)) as CardId]);
}

/** p1's Griffins (space 6) and Marksmen (space 2) against Zombies (space 10), with these cards in hand. */
const combatWith = (hand: string[], defender = 'necropolis.zombies') =>
  createCombat({
    expansions: [...RAMPART],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 2 }], hand, deck: ['stat.power', 'stat.power'] },
    defender: { hero: 'sandro', units: [{ unit: defender, space: 10 }] },
  });

describe("the Rampart box's cards (component counts, ruling RA80)", () => {
  const NAMES = [
    "Ambassador's Sash", 'Buckler of the Gnoll King', 'Cape of Velocity', 'Golden Bow', "Greater Gnoll's Flail",
    'Inexhaustible Cart of Ore', 'Orb of Vulnerability', 'Torso of Legion',
  ];

  it('list the eight Artifacts with the box, each with its level', () => {
    const listed = cards.list({ expansion: 'rampart', category: 'artifact' }).map((c) => c.name);
    for (const n of NAMES) expect(listed).toContain(n);
    expect(cards.list({ level: 'relic', expansion: 'rampart' }).map((c) => c.name)).toEqual(['Orb of Vulnerability']);
    expect(cards.list({ level: 'major', expansion: 'rampart' }).map((c) => c.name).sort()).toEqual(["Ambassador's Sash", 'Cape of Velocity', 'Golden Bow']);
    expect(cardInfo('artifact.torso-of-legion').artifactLevel).toBe('minor');
  });

  it('are in the Artifact deck, one copy each, with the box in play and only then', () => {
    const s = newTurnGame({ expansions: [...RAMPART] });
    const core = newTurnGame();
    for (const c of cards.list({ expansion: 'rampart', category: 'artifact' })) {
      expect(everything(s).filter((x) => x.startsWith(`${c.id}#`))).toHaveLength(1);
      expect(everything(core).some((x) => x.startsWith(`${c.id}#`))).toBe(false);
    }
  });

  it('add 1 Attack, 3 Defense, 2 Knowledge and 1 Power to the Statistic supply; with the Fortress box, both add', () => {
    const supply = (expansions: Array<'fortress' | 'rampart'>) => createGame({ seed: 'stats', players: 2, expansions }).statisticSupply;
    const core = supply([]);
    const rampart = supply(['rampart']);
    const both = supply(['fortress', 'rampart']);
    const n = (s: typeof core, k: keyof typeof core) => s[k].length;
    expect(n(rampart, 'attack') - n(core, 'attack')).toBe(1);
    expect(n(rampart, 'defense') - n(core, 'defense')).toBe(3);
    expect(n(rampart, 'knowledge') - n(core, 'knowledge')).toBe(2);
    expect(n(rampart, 'power') - n(core, 'power')).toBe(1);
    expect(n(both, 'defense') - n(core, 'defense')).toBe(3 + 4);
    expect(n(both, 'power') - n(core, 'power')).toBe(1 + 2);
  });

  it('two Faerie Dragons in the Azure neutral deck, with the box only', () => {
    const azure = (expansions: Array<'rampart'>) => {
      const g = createGame({ seed: 'az', players: 2, expansions });
      return [...g.neutralDecks.azure.deck, ...g.neutralDecks.azure.discard].filter((c) => c.startsWith('neutral.faerie-dragons#'));
    };
    expect(azure(['rampart'])).toHaveLength(2);
    expect(azure([])).toHaveLength(0);
  });

  it('Charlie and His Circus is in the Astrologers deck with the box, and only then', () => {
    expect(newGame({ astrologers: 'standard', expansions: [...RAMPART] }).astrologers?.deck).toContain('astrologers.charlie-and-his-circus#1');
    expect(newGame({ astrologers: 'standard' }).astrologers?.deck).not.toContain('astrologers.charlie-and-his-circus#1');
    expect(cards.get('astrologers.charlie-and-his-circus')?.expansion).toBe('rampart');
  });

  it('read as the cards read', () => {
    const text = (id: string) => cards.get(id)!.text;
    expect(text('artifact.ambassadors-sash')).toMatch(/Top \(Map\): For every Dwelling.*recruit one of them.*Bottom \(Instant\): Reroll a die/);
    expect(text('artifact.buckler-of-the-gnoll-king')).toMatch(/\+2 Defense.*until the end of the combat, that unit has -1 Attack \(to a minimum of 0\).*\+1 Defense/);
    expect(text('artifact.greater-gnolls-flail')).toMatch(/\+2 Attack.*until the end of the combat, that unit has -1 Defense.*\+1 Attack/);
    expect(text('artifact.cape-of-velocity')).toMatch(/Ongoing.*\+2 Initiative until the end of the combat.*Gain 2 gold/);
    expect(text('artifact.golden-bow')).toMatch(/Ongoing.*your Ranged units have no ranged penalty.*\+2 Attack/);
    expect(text('artifact.inexhaustible-cart-of-ore')).toMatch(/Permanent.*at the beginning of each Resource round, gain 1 building material\b.*Remove this card from the game, then gain 3 building materials/);
    expect(text('artifact.orb-of-vulnerability')).toMatch(/Ongoing.*abilities about Spells do not apply.*\+2 Power/);
    expect(text('artifact.torso-of-legion')).toMatch(/6 gold lower.*1 valuable.*2 building materials/);
    expect(text('astrologers.charlie-and-his-circus')).toMatch(/up to 3 cards from any Bronze, Silver or Gold Neutral Units deck.*every player may do this again at the beginning of the next round/);
  });
});

describe("Ambassador's Sash (ruling RA81)", () => {
  it('top (Map): a neutral unit drawn per Dwelling built, one may be recruited; not offered without a Dwelling', () => {
    let s = turnWith('artifact.ambassadors-sash');
    s = withPlayer(s, 'p1', (p) => { p.buildings = p.buildings.filter((b) => !/dwelling/i.test(b)); });
    expect(keys(s, 'artifact.ambassadors-sash')).toEqual(['bottom']);
    s = rich(addBuildings(s, 'p1', ['bronzeDwelling', 'silverDwelling']));
    const t = play(s, 'artifact.ambassadors-sash', 'top');
    expect(t.pending).toMatchObject({ kind: 'summonNeutral', step: 'recruit' });
    expect(t.revealed).toHaveLength(2);
    const recruit = legalActions(t).find((a) => a.type === 'recruit')!;
    expect(recruit).toBeDefined();
    expect(findInvariantViolations(apply(t, recruit))).toEqual([]);
  });

  it('bottom: one die the player throws this turn may be rerolled, once (an Attack die in a combat too)', () => {
    const t = play(turnWith('artifact.ambassadors-sash'), 'artifact.ambassadors-sash', 'bottom');
    expect(player(t).luck.oneDie).toBe(true);
    let s = modify(combatWith([]), (x) => { x.players[0]!.luck.oneDie = true; });
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    while (s.pending?.kind !== 'attackRoll') s = apply(s, legalActions(s).find((a) => a.type === 'pass')!);
    expect(legalActions(s)).toContainEqual({ type: 'rerollDie', index: 0, using: 'luck' });
    s = apply(s, { type: 'rerollDie', index: 0, using: 'luck' });
    expect(player(s).luck.oneDie).toBe(false);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe("Buckler of the Gnoll King and Greater Gnoll's Flail (ruling RA82)", () => {
  it('Buckler top: +2 Defense now, and -1 Attack for the rest of the combat; bottom: +1 Defense', () => {
    const s = combatWith(['artifact.buckler-of-the-gnoll-king']);
    const before = attackOf(unit(s, 'castle.griffins'));
    const t = play(s, 'artifact.buckler', 'top');
    expect(unit(t, 'castle.griffins').defenseBonus).toBe(2);
    expect(unit(t, 'castle.griffins').attackLoss).toBe(1);
    expect(attackOf(unit(t, 'castle.griffins'))).toBe(before - 1);
    // The change of the card ends with the attack; the loss stays.
    const after = clone(t);
    const g = after.combat!.units.find((u) => u.id === 'castle.griffins')!;
    g.defenseBonus = 0;
    expect(attackOf(g)).toBe(before - 1);
    expect(loadState(JSON.stringify(t))).toEqual(t);
    expect(unit(play(s, 'artifact.buckler', 'bottom'), 'castle.griffins').defenseBonus).toBe(1);
  });

  it('Flail top: +2 Attack now, and -1 Defense for the rest of the combat, never below 0; bottom: +1 Attack', () => {
    const s = combatWith(['artifact.greater-gnolls-flail', 'artifact.greater-gnolls-flail']);
    const t = play(s, 'artifact.greater-gnolls-flail', 'top');
    expect(unit(t, 'castle.griffins').attackBonus).toBe(2);
    expect(unit(t, 'castle.griffins').defenseLoss).toBe(1);
    const low = modify(t, (x) => { x.combat!.units.find((u) => u.id === 'castle.griffins')!.defenseLoss = 40; });
    expect(defenseOf(unit(low, 'castle.griffins'))).toBe(0);
    expect(unit(play(s, 'artifact.greater-gnolls-flail', 'bottom'), 'castle.griffins').attackBonus).toBe(1);
  });

  it('are combat cards: not offered on the map', () => {
    expect(keys(turnWith('artifact.buckler-of-the-gnoll-king'), 'artifact.buckler')).toEqual([]);
  });
});

describe('Cape of Velocity', () => {
  it('top (Ongoing): your selected unit has +2 Initiative until the end of the combat; bottom: gain 2 gold', () => {
    const s = combatWith(['artifact.cape-of-velocity']);
    const targets = plays(s, 'artifact.cape').filter((a) => a.play === 'top').map((a) => a.target).sort();
    expect(targets).toEqual(['castle.griffins', 'castle.marksmen']);
    const t = play(s, 'artifact.cape', 'top', 'castle.marksmen');
    expect(unit(t, 'castle.marksmen').initiativeBonus).toBe(2);
    const m = turnWith('artifact.cape-of-velocity');
    expect(keys(m, 'artifact.cape')).toEqual(['bottom']);
    expect(player(play(m, 'artifact.cape', 'bottom')).resources.gold).toBe(player(m).resources.gold + 2);
  });
});

describe('Golden Bow (ruling RA83)', () => {
  const shot = (c: GameState['combat'], attacker: string, target: string): AttackInProgress => ({
    attacker, target, kind: 'first', retaliation: false, ranged: true, attackValue: null, targetSpace: 10, priority: null, passes: 0,
    attackDice: [0], dice: 'single', dieIgnored: false, defenseDie: null, stage: 'resolve', rerollsKept: true, onceRerollUsed: false,
    moraleDone: true, ignoreAsked: true, defenseMoraleDone: true, cancelAsked: false, outcomeAsked: false, cancelled: false, dieFactor: 1,
    dieCancelled: false, luckRerolled: [], defenseLuckUsed: false, opponentDieDone: true,
  } as AttackInProgress);

  it('top (Ongoing): your Ranged units have no ranged penalty for the rest of the combat; the enemy\'s still have it', () => {
    // Marksmen next to the Zombies: the ranged penalty (two dice, the lower kept).
    const s = modify(combatWith(['artifact.golden-bow']), (x) => { x.combat!.units.find((u) => u.id === 'castle.marksmen')!.space = 14; });
    expect(diceModeFor(s.combat!, shot(s.combat, 'castle.marksmen', 'necropolis.zombies'))).toBe('lower');
    const t = play(s, 'artifact.golden-bow', 'top');
    expect(t.combat!.rangedPenaltyIgnored).toEqual(['p1']);
    expect(diceModeFor(t.combat!, shot(t.combat, 'castle.marksmen', 'necropolis.zombies'))).toBe('single');
    expect(loadState(JSON.stringify(t))).toEqual(t);
  });

  it('bottom: a Ranged unit of your choice gets +2 Attack (no other unit is offered)', () => {
    const s = combatWith(['artifact.golden-bow']);
    expect(plays(s, 'artifact.golden-bow').filter((a) => a.play === 'bottom').map((a) => a.target)).toEqual(['castle.marksmen']);
    expect(unit(play(s, 'artifact.golden-bow', 'bottom', 'castle.marksmen'), 'castle.marksmen').attackBonus).toBe(2);
  });
});

describe('Inexhaustible Cart of Ore (Permanent, ruling RA85)', () => {
  it('top: it stays in play and gives 1 building material at the beginning of each Resource round', () => {
    const s = turnWith('artifact.inexhaustible-cart-of-ore', { logLimit: 2000 });
    const cart = cardIn(s, 'artifact.inexhaustible-cart-of-ore');
    const t = play(s, 'artifact.inexhaustible-cart-of-ore', 'top');
    expect(player(t).permanent).toBe(cart);
    expect(player(t).hand).not.toContain(cart);
    expect(findInvariantViolations(t)).toEqual([]);
    const r3 = passUntil(t, (x) => x.round === 3);
    const gained = r3.log.filter((e) => e.type === 'resourcesGained' && e.reason === cart);
    expect(gained).toEqual([expect.objectContaining({ player: 'p1', resources: { gold: 0, buildingMaterials: 1, valuables: 0 } })]);
  });

  it('bottom: removed from the game, then 3 building materials', () => {
    const s = turnWith('artifact.inexhaustible-cart-of-ore');
    const cart = cardIn(s, 'artifact.inexhaustible-cart-of-ore');
    const t = play(s, 'artifact.inexhaustible-cart-of-ore', 'bottom');
    expect(player(t).resources.buildingMaterials).toBe(player(s).resources.buildingMaterials + 3);
    expect([...player(t).hand, ...player(t).discard, ...player(t).deck]).not.toContain(cart);
    expect(player(t).permanent).toBeNull();
  });

  it('a Permanent card played later takes its place (the Cart goes to the discard pile)', () => {
    let s = turnWith('artifact.inexhaustible-cart-of-ore');
    const cart = cardIn(s, 'artifact.inexhaustible-cart-of-ore');
    s = play(s, 'artifact.inexhaustible-cart-of-ore', 'top');
    s = putInHand(s, 'p1', [cart]);
    expect(player(s).permanent).toBeNull();
    s = play(s, 'artifact.inexhaustible-cart-of-ore', 'top');
    expect(player(s).permanent).toBe(cart);
  });
});

describe('Orb of Vulnerability (ruling RA84)', () => {
  it("top (Ongoing): units' abilities about Spells do not apply — an immune unit may be selected, and takes the full damage", () => {
    // Black Dragons (Pack): Spells cannot select them.
    let s = createCombat({
      expansions: [...RAMPART],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['artifact.orb-of-vulnerability', 'spell.magic-arrow'] },
      defender: { hero: 'mutare', units: [{ unit: 'dungeon.black-dragons', side: 'pack', space: 18 }] },
    });
    while (s.pending?.player !== 'p1') s = apply(s, legalActions(s).find((a) => a.type === 'endActivation' || a.type === 'pass')!);
    expect(plays(s, 'spell.magic-arrow').filter((a) => a.play === 'spell' && a.target === 'dungeon.black-dragons')).toEqual([]);
    const t = play(s, 'artifact.orb', 'top');
    expect(t.combat!.spellAbilitiesNegated).toBe(true);
    const arrow = plays(t, 'spell.magic-arrow').find((a) => a.play === 'spell' && a.target === 'dungeon.black-dragons');
    expect(arrow).toBeDefined();
    let hit = apply(t, arrow!);
    // Magic Arrow's School is chosen as it is cast; the enemy may answer the Spell.
    for (let i = 0; i < 4 && unit(hit, 'dungeon.black-dragons').damage === 0; i++) {
      hit = apply(hit, legalActions(hit).find((a) => a.type === 'pass') ?? legalActions(hit)[0]!);
    }
    expect(unit(hit, 'dungeon.black-dragons').damage).toBe(1);
  });

  it('a Spell damage reduction does not apply either (Gold Golems)', () => {
    const s = createCombat({
      expansions: [...RAMPART],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['artifact.orb-of-vulnerability', 'spell.lightning-bolt'] },
      defender: { neutrals: [{ unit: 'neutral.gold-golems', space: 10 }] },
    });
    const golems = s.combat!.units.find((u) => u.card.startsWith('neutral.gold-golems'))!.id;
    const bolt = (x: GameState) => plays(x, 'spell.lightning-bolt').find((a) => a.play === 'spell' && a.target === golems)!;
    expect(unit(apply(s, bolt(s)), golems).damage).toBe(0);
    const t = play(s, 'artifact.orb', 'top');
    expect(unit(apply(t, bolt(t)), golems).damage).toBe(2);
  });

  it('bottom: +2 Power', () => {
    expect(play(combatWith(['artifact.orb-of-vulnerability']), 'artifact.orb', 'bottom').combat!.power.p1).toBe(2);
  });
});

describe('Torso of Legion', () => {
  it('top: the next unit recruited or reinforced this turn costs 6 gold less', () => {
    const t = play(turnWith('artifact.torso-of-legion'), 'artifact.torso', 'top');
    expect(player(t).unitDiscounts).toEqual([6]);
  });

  it('bottom: gain 1 valuable or 2 building materials, as the player chooses', () => {
    const s = turnWith('artifact.torso-of-legion');
    const t = play(s, 'artifact.torso', 'bottom');
    expect(t.pending).toMatchObject({ kind: 'choose', player: 'p1' });
    const options = legalActions(t);
    expect(options).toHaveLength(2);
    const v = apply(t, { type: 'choose', option: '1 valuable' });
    expect(player(v).resources.valuables).toBe(player(s).resources.valuables + 1);
    const b = apply(t, { type: 'choose', option: '2 building materials' });
    expect(player(b).resources.buildingMaterials).toBe(player(s).resources.buildingMaterials + 2);
  });
});

describe('Faerie Dragons (rulings RA92, RA93)', () => {
  const faerie = (control: 'opponent' | 'ai', attacker = [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 2 }]) =>
    createCombat({
      expansions: [...RAMPART],
      attacker: { hero: 'catherine', units: attacker, hand: ['artifact.orb-of-vulnerability'] },
      defender: { neutrals: [{ unit: 'neutral.faerie-dragons', space: 10 }, { unit: 'neutral.gold-golems', space: 11 }], control },
    });
  const dragons = 'neutral.faerie-dragons#1';

  it('are azure and flying, 5 Attack, 2 Defense, 8 HP, Initiative 15, 35 gold and 2 valuables', () => {
    const def = neutralUnit('neutral.faerie-dragons');
    expect(def).toMatchObject({ name: 'Faerie Dragons', tier: 'azure', recruitCost: { gold: 35, buildingMaterials: 0, valuables: 2 } });
    expect(def.side).toMatchObject({ type: 'flying', attack: 5, defense: 2, hp: 8, initiative: 15 });
    expect(boxOf('neutral.faerie-dragons')).toBe('rampart');
    expect(unit(faerie('opponent'), dragons)).toBeDefined();
  });

  it('as they activate, a unit on the board their controller selects suffers 2 damage (a Spell: Spell protection applies)', () => {
    const s = faerie('opponent');
    expect(s.pending).toMatchObject({ kind: 'unitAbility', player: 'p2', unit: dragons, ability: 'spellDamage' });
    const golems = s.combat!.units.find((u) => u.card.startsWith('neutral.gold-golems'))!.id;
    expect(legalActions(s).map((a) => (a as { unit: string }).unit).sort()).toEqual(['castle.griffins', 'castle.marksmen', golems].sort());
    const t = apply(s, { type: 'chooseUnit', unit: 'castle.griffins' });
    expect(unit(t, 'castle.griffins').damage).toBe(2);
    // The Gold Golems' Spell damage reduction (2) applies to this Spell.
    expect(unit(apply(s, { type: 'chooseUnit', unit: golems }), golems).damage).toBe(0);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('controlled by the AI rules, they select an enemy unit the AI prefers', () => {
    const s = faerie('ai');
    const choices = legalActions(s).map((a) => (a as { unit: string }).unit);
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) expect(c.startsWith('castle.')).toBe(true);
  });

  it('may defeat the last enemy unit: the combat is over', () => {
    let s = faerie('opponent', [{ unit: 'castle.marksmen', space: 2 }]);
    s = modify(s, (x) => { x.combat!.units.find((u) => u.id === 'castle.marksmen')!.damage = 1; });
    const t = apply(s, { type: 'chooseUnit', unit: 'castle.marksmen' });
    expect(t.log).toContainEqual(expect.objectContaining({ type: 'damageDealt', unit: 'castle.marksmen', amount: 2, defeated: true }));
    expect(t.log).toContainEqual(expect.objectContaining({ type: 'combatEnded' }));
    expect(findInvariantViolations(t)).toEqual([]);
  });
});

describe('Charlie and His Circus (rulings RA90, RA91)', () => {
  /** A Rampart game whose Astrologers deck draws Charlie and His Circus first; p1 with a Bronze Dwelling and gold. */
  const game = () => {
    let g = modify(newGame({ astrologers: 'standard', logLimit: 1000, expansions: [...RAMPART] }), (s) => {
      const a = s.astrologers!;
      a.deck = a.deck.filter((c) => c !== 'astrologers.charlie-and-his-circus#1');
      a.deck.push('astrologers.charlie-and-his-circus#1');
    });
    g = rich(addBuildings(g, 'p1', ['bronzeDwelling']));
    return g;
  };
  const toCircus = (g: GameState) => passUntil(g, (x) => x.pending?.kind === 'drawNeutrals');

  it('each player draws up to 3 cards from any Bronze, Silver or Gold deck, recruits one whose Dwelling they have; the rest go back', () => {
    let s = toCircus(game());
    expect(s.round).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'drawNeutrals', player: 'p1', step: 'draw', left: 3 });
    expect(legalActions(s).map((a) => a.type === 'summonFrom' ? a.tier : a.type)).toEqual(['bronze', 'silver', 'gold', 'decline']);
    const bronze = s.neutralDecks.bronze.deck.length + s.neutralDecks.bronze.discard.length;
    s = apply(s, { type: 'summonFrom', tier: 'bronze' });
    s = apply(s, { type: 'summonFrom', tier: 'silver' });
    expect(s.pending).toMatchObject({ step: 'draw', left: 1 });
    expect(findInvariantViolations(s)).toEqual([]);
    s = apply(s, { type: 'summonFrom', tier: 'bronze' });
    expect(s.pending).toMatchObject({ kind: 'drawNeutrals', step: 'recruit' });
    expect(s.revealed).toHaveLength(3);
    const silver = s.revealed[1]!;
    // Another player sees none of the cards drawn; a bot's guess at them makes a sound state.
    expect(viewFor(s, 'p2').revealed.every((c) => c === HIDDEN)).toBe(true);
    expect(findInvariantViolations(determinize(viewFor(s, 'p2'), 'guess'))).toEqual([]);
    // Only the Bronze units: p1 has no Silver Dwelling.
    const recruits = legalActions(s).filter((a): a is Extract<Action, { type: 'recruit' }> => a.type === 'recruit');
    expect(recruits.length).toBeGreaterThan(0);
    expect(recruits.every((a) => a.unit !== silver)).toBe(true);
    expect(() => apply(s, { type: 'recruit', unit: silver })).toThrow(/Dwelling/);
    const chosen = recruits[0]!.unit;
    const t = apply(s, recruits[0]!);
    expect(player(t).units.map((u) => u.unit)).toContain(chosen);
    expect(t.revealed).toEqual([]);
    expect(t.neutralDecks.bronze.deck.length + t.neutralDecks.bronze.discard.length).toBe(bronze - 1);
    expect(t.neutralDecks.silver.deck).toContain(silver);
    expect(findInvariantViolations(t)).toEqual([]);
  });

  it('a player may stop drawing, and recruit none', () => {
    let s = toCircus(game());
    s = apply(s, { type: 'decline' });
    expect(s.pending?.kind === 'drawNeutrals' && s.pending.player === 'p1').toBe(false);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('at the beginning of the next round (the Resource round) every player may do it again, not in the round after', () => {
    let s = toCircus(game());
    const decline = (x: GameState) => apply(x, { type: 'decline' });
    s = decline(s);
    s = decline(toCircus(s)); // p2
    expect(s.round).toBe(2);
    s = toCircus(s);
    expect(s.round).toBe(3);
    expect(s.pending).toMatchObject({ kind: 'drawNeutrals', player: 'p1' });
    s = decline(decline(s));
    const r4 = passUntil(s, (x) => x.round === 4 || x.pending?.kind === 'drawNeutrals');
    expect(r4.pending?.kind === 'drawNeutrals' && r4.round === 3).toBe(false);
  });
});
