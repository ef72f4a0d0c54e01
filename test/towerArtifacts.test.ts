/**
 * The Tower box's Artifacts Boots of Polarity, Cards of Prophecy, Helm of the Alabaster Unicorn, Mystic Orb of Mana,
 * Orb of Inhibition, Pendant of Second Sight, Ring of the Wayfarer and Spellbinder's Hat, each effect from its printed
 * text with the box in play (rulings TW63–TW69, TW86, TW87, TW90–TW95).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, describeAction, findInvariantViolations, legalActions, loadState, viewFor, type Action, type CardId, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { allCards, expectIllegal, modify, newTurnGame, player, putOnShared, runEffects } from './helpers';
import { sideOf } from '../src/combat/stats';

const TOWER = ['tower'] as const;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => [...new Set(plays(s, prefix).map((a) => a.play))].sort();
const play = (s: GameState, prefix: string, key: string, target?: string) =>
  apply(s, plays(s, prefix).find((a) => a.play === key && (target === undefined || a.target === target)) as Action);
const unitIn = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** p1's turn in a Tower game holding these cards (taken from wherever they are), and these in the discard pile. */
function holding(ids: string[], discard: string[] = []): GameState {
  return modify(newTurnGame({ expansions: [...TOWER] }), (s) => {
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard, p.hand]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    while (p1.discard.length > 0) p1.deck.push(p1.discard.pop() as string);
    for (const [pile, list] of [[p1.hand, ids], [p1.discard, discard]] as const) {
      for (const id of list) {
        const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x) && !p1.discard.includes(x)) as string;
        for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
        pile.push(c);
      }
    }
  });
}
const inHand = (s: GameState, prefix: string, who = 'p1') => player(s, who).hand.find((c) => c.startsWith(prefix)) as CardId;

/** p1's Griffins (space 6) against Sandro's Zombies (10) and Skeletons (19), with these cards in hand. */
const combatWith = (hand: string[], enemyHand: string[] = []) =>
  createCombat({
    expansions: [...TOWER],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.power', 'stat.attack'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.skeletons', space: 19 }], hand: enemyHand },
  });

const MORE = ['boots-of-polarity', 'cards-of-prophecy', 'mystic-orb-of-mana', 'orb-of-inhibition', 'pendant-of-second-sight', 'ring-of-the-wayfarer', 'spellbinders-hat'];

describe("the Tower box's further Artifacts", () => {
  it('are listed with the box, with their levels, one copy each; only with the box in play', () => {
    const listed = cards.list({ expansion: 'tower' });
    for (const a of MORE) expect(listed.find((c) => c.id === `artifact.${a}`)).toMatchObject({ category: 'artifact', copies: 1 });
    expect(MORE.map((a) => cardInfo(`artifact.${a}`).artifactLevel)).toEqual(['relic', 'major', 'major', 'relic', 'major', 'minor', 'relic']);
    const count = (s: GameState, id: string) => allCards(s).filter((c) => c.startsWith(`${id}#`)).length;
    const box = newTurnGame({ expansions: [...TOWER] });
    const core = newTurnGame();
    for (const a of MORE) expect([count(box, `artifact.${a}`), count(core, `artifact.${a}`)]).toEqual([1, 0]);
  });

  it('read as the cards read', () => {
    const text = (id: string) => cards.get(`artifact.${id}`)!.text;
    expect(text('mystic-orb-of-mana')).toMatch(/top 4 cards of your discard pile.*only if your discard pile is empty.*draw 2/i);
    expect(text('orb-of-inhibition')).toMatch(/Spell and Specialty cards deal 0 damage.*Combat Round, units cannot use their special abilities/);
    expect(text('pendant-of-second-sight')).toMatch(/cannot gain Paralysis during this combat.*remove Paralysis/i);
    expect(text('ring-of-the-wayfarer')).toMatch(/Initiative.*Paralysis/);
    expect(text('spellbinders-hat')).toMatch(/Search \(2\).*remove/i);
    expect(text('boots-of-polarity')).toMatch(/enemy casts a Spell, roll 2 Attack dice.*"\+1", ignore its effect.*Activation.*Remove 1 Ongoing effect/);
    expect(text('cards-of-prophecy')).toMatch(/reroll a die you throw this turn.*set a die of your next Resource or Treasure dice throw this turn on the side of your choice/i);
  });
});

describe('Mystic Orb of Mana (ruling TW66)', () => {
  it('top: Search (4) your discard pile — its top 4 cards but the Orb, one kept, the others back on the pile', () => {
    const s = holding(['artifact.mystic-orb-of-mana'], ['stat.attack', 'stat.defense', 'stat.power', 'stat.knowledge', 'spell.magic-arrow']);
    const orb = inHand(s, 'artifact.mystic-orb');
    expect(keys(s, 'artifact.mystic-orb')).toEqual(['top']); // the discard pile is not empty
    let t = checked(play(s, 'artifact.mystic-orb', 'top'));
    expect(t.pending).toMatchObject({ kind: 'lookAtDiscard', step: 'pick' });
    expect(t.revealed!.map((c) => c.slice(0, c.indexOf('#')))).toEqual(['stat.defense', 'stat.power', 'stat.knowledge', 'spell.magic-arrow']);
    const take = legalActions(t).find((a) => 'card' in a && (a.card as string).startsWith('spell.magic-arrow')) as Action;
    t = checked(apply(t, take));
    while (t.pending?.kind === 'lookAtDiscard') t = checked(apply(t, legalActions(t)[0]!));
    expect(player(t).hand.some((c) => c.startsWith('spell.magic-arrow'))).toBe(true);
    expect(player(t).discard).toContain(orb);
    expect(player(t).discard).toHaveLength(5);
  });

  it('bottom: only with an empty discard pile, draw 2 cards', () => {
    const s = holding(['artifact.mystic-orb-of-mana']);
    expect(player(s).discard).toEqual([]);
    expect(keys(s, 'artifact.mystic-orb')).toEqual(['bottom']); // top: nothing to look at
    const t = checked(play(s, 'artifact.mystic-orb', 'bottom'));
    expect(player(t).hand).toHaveLength(2);
  });

  it('bottom in combat too, and not with a card in the discard pile', () => {
    const s = combatWith(['artifact.mystic-orb-of-mana']);
    expect(keys(s, 'artifact.mystic-orb')).toEqual(['bottom']);
    const t = checked(play(s, 'artifact.mystic-orb', 'bottom'));
    expect(player(t).hand).toHaveLength(2);
    const u = modify(s, (x) => { x.players[0]!.discard.push(x.players[0]!.deck.pop()!); });
    expect(keys(u, 'artifact.mystic-orb')).toEqual(['top']);
  });
});

describe('Orb of Inhibition (rulings TW63, TW64)', () => {
  it('top (Ongoing): Spell and Specialty cards deal 0 damage for the combat; the Orb is removed, not discarded', () => {
    const s = combatWith(['artifact.orb-of-inhibition', 'spell.magic-arrow']);
    const orb = inHand(s, 'artifact.orb-of-inhibition');
    let t = checked(play(s, 'artifact.orb-of-inhibition', 'top'));
    expect(t.combat!.cardDamageNullified).toBe(true);
    expect(player(t).removed).toContain(orb);
    expect(player(t).discard).not.toContain(orb);
    t = apply(t, { type: 'playCard', card: inHand(t, 'spell.magic-arrow'), play: 'spell', target: 'necropolis.zombies', power: 0 } as Action);
    if (t.pending?.kind === 'spellSchool') t = apply(t, { type: 'chooseSchool', school: 'fire' });
    expect(unitIn(checked(t), 'necropolis.zombies').damage).toBe(0);
  });

  it('bottom (Ongoing): no unit on the board uses its special abilities this Combat Round; the next round they do', () => {
    const s = combatWith(['artifact.orb-of-inhibition']);
    const t = checked(play(s, 'artifact.orb-of-inhibition', 'bottom'));
    for (const id of ['castle.griffins', 'necropolis.zombies', 'necropolis.skeletons']) expect(unitIn(t, id).abilitiesDisabled).toBe(true);
    let u = t;
    for (let i = 0; i < 400 && u.combat && u.combat.round === t.combat!.round; i++) {
      const a = legalActions(u);
      u = apply(u, a.find((x) => x.type === 'endActivation' || x.type === 'pass' || x.type === 'decline') ?? a.find((x) => x.type !== 'playCard')!);
    }
    expect(u.combat!.round).toBe(t.combat!.round + 1);
    expect(u.combat!.abilitiesSuspended).toBeUndefined();
    for (const x of u.combat!.units) expect(x.abilitiesDisabled).toBe(false);
    checked(u);
  });

  it('bottom: the Titans, whom no lasting effect reaches, keep their abilities; the Gargoyles (Spells only) do not (ruling TW3)', () => {
    const s = createCombat({
      expansions: [...TOWER],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 6 }], hand: ['artifact.orb-of-inhibition'] },
      defender: { hero: 'solmyr', units: [{ unit: 'tower.titans', space: 10 }, { unit: 'tower.gargoyles', space: 19 }] },
    });
    const t = checked(play(s, 'artifact.orb-of-inhibition', 'bottom'));
    expect(unitIn(t, 'tower.titans').abilitiesDisabled).toBe(false);
    expect(unitIn(t, 'tower.gargoyles').abilitiesDisabled).toBe(true);
    expect(t.combat!.abilitiesSuspended).not.toContain('tower.titans');
  });

  it('bottom: a unit hit by Disrupting Ray during that round keeps its abilities off for the combat', () => {
    const s = combatWith(['artifact.orb-of-inhibition', 'spell.disrupting-ray']);
    let t = checked(play(s, 'artifact.orb-of-inhibition', 'bottom'));
    t = checked(apply(t, { type: 'playCard', card: inHand(t, 'spell.disrupting-ray'), play: 'spell', target: 'necropolis.zombies', power: 0 } as Action));
    expect(t.combat!.abilitiesSuspended).not.toContain('necropolis.zombies');
    expect(t.combat!.abilitiesSuspended).toContain('necropolis.skeletons');
  });
});

describe('Pendant of Second Sight (ruling TW68)', () => {
  it('top (Ongoing): the selected unit cannot gain Paralysis this combat — Blind cannot select it', () => {
    const s = combatWith(['artifact.pendant-of-second-sight'], ['spell.blind']);
    const t = checked(play(s, 'artifact.pendant-of-second-sight', 'top', 'castle.griffins'));
    expect(unitIn(t, 'castle.griffins').paralysisWarded).toBe(true);
    expect(unitIn(t, 'necropolis.zombies').paralysisWarded).toBeUndefined();
  });

  it('bottom: remove a Paralysis token', () => {
    const s = modify(combatWith(['artifact.pendant-of-second-sight']), (x) => { x.combat!.units.find((u) => u.id === 'castle.griffins')!.paralyzed = true; });
    const t = checked(play(s, 'artifact.pendant-of-second-sight', 'bottom', 'castle.griffins'));
    expect(unitIn(t, 'castle.griffins').paralyzed).toBe(false);
  });
});

describe('Ring of the Wayfarer (ruling TW67)', () => {
  it('top (Ongoing): your selected unit +1 Initiative for the combat; never an enemy unit', () => {
    const s = combatWith(['artifact.ring-of-the-wayfarer']);
    expect(plays(s, 'artifact.ring').filter((a) => a.play === 'top').map((a) => a.target)).toEqual(['castle.griffins']);
    expect(keys(s, 'artifact.ring')).toEqual(['top']); // not a combat with neutral units
    const t = checked(play(s, 'artifact.ring', 'top'));
    expect(unitIn(t, 'castle.griffins').initiativeBonus).toBe(1);
  });

  it('bottom: at the start of a combat with neutral units, Paralysis on any unit but an Azure one', () => {
    let s = createCombat({
      expansions: [...TOWER],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['artifact.ring-of-the-wayfarer'] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 10 }, { unit: 'neutral.azure-dragons', space: 19 }], fieldLevel: 7 },
    });
    for (let i = 0; i < 50 && s.pending?.kind !== 'combatStart' && s.combat!.round === 0; i++) s = apply(s, legalActions(s)[0]!);
    expect(s.pending?.kind).toBe('combatStart');
    const targets = plays(s, 'artifact.ring').filter((a) => a.play === 'bottom').map((a) => a.target!);
    expect(targets.some((t) => t.startsWith('neutral.boars'))).toBe(true);
    expect(targets.some((t) => t.startsWith('neutral.azure-dragons'))).toBe(false);
    expect(targets).toContain('castle.griffins');
    const boars = targets.find((t) => t.startsWith('neutral.boars'))!;
    const t = checked(play(s, 'artifact.ring', 'bottom', boars));
    expect(unitIn(t, boars).paralyzed).toBe(true);
  });
});

describe("Spellbinder's Hat (ruling TW69)", () => {
  it('top: remove a card of your hand, then Search (2) that card\'s deck', () => {
    const s = holding(['artifact.spellbinders-hat', 'spell.magic-arrow', 'stat.attack']);
    const arrow = inHand(s, 'spell.magic-arrow');
    let t = checked(play(s, 'artifact.spellbinders', 'top'));
    // Only the Spell deck's option: no Ability or other Artifact card in hand, a Statistic card has no deck.
    expect(t.pending).toMatchObject({ kind: 'removeCard' });
    t = checked(apply(t, legalActions(t).find((a) => 'card' in a && a.card === arrow) as Action));
    expect(player(t).removed).toContain(arrow);
    expect(t.pending).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
  });

  it('top: not offered with no Ability, Spell or Artifact card in hand', () => {
    const s = holding(['artifact.spellbinders-hat', 'stat.attack']);
    expect(keys(s, 'artifact.spellbinders')).toEqual(['bottom']);
  });

  it('bottom: remove the Hat and another card of your hand or discard pile', () => {
    const s = holding(['artifact.spellbinders-hat', 'stat.attack'], ['stat.defense']);
    const hat = inHand(s, 'artifact.spellbinders');
    let t = checked(play(s, 'artifact.spellbinders', 'bottom'));
    expect(player(t).removed).toContain(hat);
    expect(t.pending).toMatchObject({ kind: 'removeFromHandOrDiscard', most: 1 });
    const defense = player(t).discard.find((c) => c.startsWith('stat.defense'))!;
    t = checked(apply(t, legalActions(t).find((a) => 'card' in a && a.card === defense) as Action));
    expect(player(t).removed).toEqual(expect.arrayContaining([hat, defense]));
  });
});

describe('Cards of Prophecy (ruling TW65)', () => {
  /** p1's turn holding Cards of Prophecy, no morale, these Resource and Treasure dice scripted. */
  const prophecy = (dice: { resource?: number[]; treasure?: number[] }) =>
    modify(holding(['artifact.cards-of-prophecy']), (s) => {
      s.players[0]!.morale.positive = false;
      s.scriptedDice = { attack: [], resource: dice.resource ?? [], treasure: dice.treasure ?? [] };
    });
  const sets = (s: GameState) => legalActions(s).filter((a) => a.type === 'keepDie' && a.face !== undefined);

  it('top: reroll one die you throw this turn (as Ambassador\'s Sash)', () => {
    const t = checked(play(prophecy({}), 'artifact.cards-of-prophecy', 'top'));
    expect(player(t).luck.oneDie).toBe(true);
  });

  it('bottom: your next Resource die is set on the side of your choice', () => {
    let s = checked(play(prophecy({ resource: [1] }), 'artifact.cards-of-prophecy', 'bottom'));
    expect(player(s).fortune).toMatchObject({ dice: 'map', anyFace: true });
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expect(s.pending).toMatchObject({ kind: 'keepResourceDie', faces: [1] });
    expect(sets(s)).toHaveLength(5); // every other side
    expect(describeAction(s, { type: 'keepDie', index: 0, face: 6 })).toContain('Cards of Prophecy');
    const set = checked(apply(s, { type: 'keepDie', index: 0, face: 6 }));
    const thrown = runEffects(prophecy({ resource: [6] }), 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expect(player(set).resources).toEqual(player(thrown).resources);
    expect(player(set).fortune).toBeUndefined();
    // Only the next throw.
    const again = runEffects(set, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expect(again.pending?.kind).not.toBe('keepResourceDie');
  });

  it('bottom: of two dice, one is set — the one kept, or one of the two kept', () => {
    const s = checked(play(prophecy({ resource: [1, 2, 1, 2] }), 'artifact.cards-of-prophecy', 'bottom'));
    const one = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 2, keep: 'one' }]);
    const viaSet = checked(apply(one, { type: 'keepDie', index: 1, face: 5 }));
    const direct = runEffects(prophecy({ resource: [5] }), 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expect(player(viaSet).resources).toEqual(player(direct).resources);
    const all = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 2, keep: 'all' }]);
    const both = checked(apply(all, { type: 'keepDie', index: 0, face: 6 }));
    const thrown = runEffects(prophecy({ resource: [6, 2] }), 'p1', [{ op: 'rollResourceDice', count: 2, keep: 'all' }]);
    expect(player(both).resources).toEqual(player(thrown).resources);
  });

  it('bottom: a Treasure die too; a side that is no side is refused', () => {
    let s = checked(play(prophecy({ treasure: [1] }), 'artifact.cards-of-prophecy', 'bottom'));
    s = runEffects(s, 'p1', [{ op: 'rollTreasureDice', count: 1, keep: 'all' }]);
    expect(s.pending).toMatchObject({ kind: 'keepTreasureDie' });
    expect(sets(s)).toHaveLength(5);
    expect(() => apply(s, { type: 'keepDie', index: 0, face: 7 })).toThrow(/side 7/);
    expect(() => apply(s, { type: 'keepDie', index: 3, face: 2 })).toThrow(/die 3/);
    checked(apply(s, { type: 'keepDie', index: 0, face: 2 }));
  });
});

describe('Boots of Polarity (rulings TW86, TW87)', () => {
  /** Mutare's Manticores cast Magic Arrow at Alamar's Minotaurs, who hold the Boots; the Attack dice scripted. */
  function arrowAnswered(attackDice: number[]): GameState {
    let s = createCombat({
      expansions: [...TOWER],
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }], hand: ['spell.magic-arrow'] },
      defender: { hero: 'alamar', units: [{ unit: 'dungeon.minotaurs', space: 18 }], hand: ['artifact.boots-of-polarity'] },
    });
    s = modify(s, (x) => { x.scriptedDice = { attack: attackDice, resource: [], treasure: [] }; });
    s = apply(s, { type: 'playCard', card: inHand(s, 'spell.magic-arrow'), play: 'spell', target: 'dungeon.minotaurs', power: 0 } as Action);
    return s.pending?.kind === 'spellSchool' ? apply(s, { type: 'chooseSchool', school: 'fire' }) : s;
  }

  it('top: right after an enemy Spell, 2 Attack dice; with a "+1" among them, the Spell is ignored', () => {
    const s = arrowAnswered([-1, 1]);
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p2' });
    expect(keys(s, 'artifact.boots')).toEqual(['top']);
    const t = checked(play(s, 'artifact.boots', 'top'));
    expect(unitIn(t, 'dungeon.minotaurs').damage).toBe(0);
    expect(t.log.some((e) => e.type === 'dieRolled' && e.player === 'p2' && e.die === 'attack' && e.faces.join() === '-1,1')).toBe(true);
  });

  it('top: with no "+1", the Spell takes effect', () => {
    const t = checked(play(arrowAnswered([0, -1]), 'artifact.boots', 'top'));
    expect(unitIn(t, 'dungeon.minotaurs').damage).toBe(1);
  });

  it('bottom (Activation): remove 1 Ongoing effect from a unit — the only one at once, else the player picks', () => {
    const s = combatWith(['artifact.boots-of-polarity']);
    expect(keys(s, 'artifact.boots')).toEqual([]); // no Ongoing effect lies on a unit
    const one = modify(s, (x) => { x.combat!.units.find((u) => u.id === 'necropolis.zombies')!.initiativeBonus = -2; });
    const t = checked(play(one, 'artifact.boots', 'bottom'));
    expect(unitIn(t, 'necropolis.zombies').initiativeBonus).toBe(0);
    const two = modify(one, (x) => { x.combat!.units.find((u) => u.id === 'castle.griffins')!.spellProtected = true; });
    let u = checked(play(two, 'artifact.boots', 'bottom'));
    expect(u.pending).toMatchObject({ kind: 'choose', player: 'p1' });
    expect(legalActions(u)).toEqual([{ type: 'choose', option: 'castle.griffins spellProtected' }, { type: 'choose', option: 'necropolis.zombies initiative' }]);
    expect(describeAction(u, legalActions(u)[1]!)).toContain('Initiative of Zombies');
    u = checked(apply(u, { type: 'choose', option: 'castle.griffins spellProtected' }));
    expect(unitIn(u, 'castle.griffins').spellProtected).toBe(false);
    expect(unitIn(u, 'necropolis.zombies').initiativeBonus).toBe(-2);
  });

  it('bottom: a lost HP bonus deals the damage beyond the unit\'s HP again (H20)', () => {
    const s = modify(combatWith(['artifact.boots-of-polarity']), (x) => {
      const z = x.combat!.units.find((u) => u.id === 'necropolis.zombies')!;
      z.hpBonus = 1;
      z.damage = sideOf(z).hp; // its printed HP: it stands only by the bonus
    });
    const t = checked(play(s, 'artifact.boots', 'bottom'));
    const z = unitIn(t, 'necropolis.zombies');
    expect(z.hpBonus).toBe(0);
    expect(z.defeated || z.side !== unitIn(s, 'necropolis.zombies').side).toBe(true);
  });
});

describe('Helm of the Alabaster Unicorn (rulings TW90–TW95)', () => {
  const HELM = 'artifact.helm-of-the-alabaster-unicorn';
  /** The first instance of the card in the state, put on top of the Spell deck's discard pile. */
  const onPile = (s: GameState, id: string): { s: GameState; card: CardId } => {
    const card = allCards(s).find((c) => c.startsWith(`${id}#`) && !s.players.some((p) => p.hand.includes(c))) as CardId | undefined;
    if (card !== undefined) return { s: putOnShared(s, 'spell', 'discard', [card]), card };
    // A stand-alone combat has no shared decks: a copy nobody holds is put on the pile.
    const spare = `${id}#9`;
    return { s: modify(s, (x) => { x.decks.spell.discard.push(spare); }), card: spare };
  };
  const lent = (s: GameState, card: CardId) => legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card === card);
  const top = (s: GameState) => s.decks.spell.discard[s.decks.spell.discard.length - 1];

  it('is a Minor Artifact of the box, one copy, read as the card reads', () => {
    expect(cards.list({ expansion: 'tower' }).find((c) => c.id === HELM)).toMatchObject({ category: 'artifact', copies: 1 });
    expect(cardInfo(HELM).artifactLevel).toBe('minor');
    expect(cards.get(HELM)!.text).toMatch(/take a Spell card from your discard pile into your hand.*remove this card from the game, then cast the Spell on top of the Spell deck's discard pile/i);
  });

  it('top (TW90): a Spell card of your choice from your discard pile back to hand', () => {
    const s = holding([HELM], ['spell.magic-arrow', 'stat.attack', 'spell.bless']);
    const helm = inHand(s, HELM);
    let t = checked(play(s, HELM, 'top'));
    expect(t.pending).toMatchObject({ kind: 'takeFromDiscard', category: 'spell' });
    const offered = legalActions(t).map((a) => (a.type === 'takeCard' ? a.card : '')).filter((c) => c !== '');
    expect(offered.map((c) => c.slice(0, c.indexOf('#'))).sort()).toEqual(['spell.bless', 'spell.magic-arrow']);
    const bless = offered.find((c) => c.startsWith('spell.bless')) as CardId;
    t = checked(apply(t, { type: 'takeCard', card: bless }));
    expect(player(t).hand).toContain(bless);
    expect(player(t).discard).toContain(helm);
    expect(keys(holding([HELM], ['stat.attack']), HELM)).toEqual([]); // no Spell in the discard pile, and an empty Spell pile
  });

  it('bottom on the map (TW91, TW92, TW94): the Spell on top of the Spell discard pile is cast; the Helm removed, the Spell stays on the pile', () => {
    const { s, card } = onPile(holding([HELM]), 'spell.view-air');
    const helm = inHand(s, HELM);
    expect(plays(s, HELM).map((a) => a.play)).toEqual([]); // the Helm's bottom is listed as the Spell's casts
    expect(lent(s, card)).toEqual([{ type: 'playCard', card, play: 'spell', power: 0 }]); // Power from the hand as usual
    const gold = player(s).resources.gold;
    const t = checked(apply(s, lent(s, card)[0]!));
    expect(player(t).resources.gold).toBe(gold + 3);
    expect(player(t).removed).toContain(helm);
    expect(player(t).hand).not.toContain(helm);
    expect(top(t)).toBe(card);
    expect(player(t).discard).not.toContain(card);
    expect(describeAction(s, lent(s, card)[0]!)).toMatch(/plays View Air \(Spell\) from the Spell discard pile, with Helm of the Alabaster Unicorn/);
  });

  it('bottom on the map with Power played first: the lent Spell takes the Power tier it was paid', () => {
    const { s: base, card } = onPile(holding([HELM, 'stat.power']), 'spell.view-air');
    const s = play(base, 'stat.power', 'basic');
    expect(lent(s, card).map((a) => a.power)).toEqual([0, 1]);
    const t = checked(apply(s, { type: 'playCard', card, play: 'spell', power: 1 }));
    expect(player(t).resources.buildingMaterials).toBe(player(s).resources.buildingMaterials + 2);
  });

  it('bottom (TW93): not listed with an empty Spell discard pile, nor when its top card cannot be cast now', () => {
    const empty = modify(holding([HELM]), (x) => { x.decks.spell.deck.push(...x.decks.spell.discard.splice(0)); });
    expect(empty.decks.spell.discard).toEqual([]);
    expect(plays(empty, 'spell.')).toEqual([]);
    // A combat Spell on top cannot be cast on the map; a map Spell cannot be cast in combat.
    const { s: arrowOnMap, card: arrow } = onPile(holding([HELM]), 'spell.magic-arrow');
    expect(lent(arrowOnMap, arrow)).toEqual([]);
    const { s: airInCombat, card: air } = onPile(combatWith([HELM]), 'spell.view-air');
    expect(lent(airInCombat, air)).toEqual([]);
    // Not the Helm by itself, nor a card under the top, nor the lent Spell's alternative effect.
    expectIllegal(arrowOnMap, { type: 'playCard', card: inHand(arrowOnMap, HELM), play: 'bottom' }, 'OPTION_NOT_AVAILABLE');
    const { s: two, card: under } = onPile(arrowOnMap, 'spell.view-air');
    expectIllegal(two, { type: 'playCard', card: arrow, play: 'spell', power: 0 }, 'CARD_NOT_IN_HAND');
    expect(lent(two, under)).toHaveLength(1);
    const { s: fight, card: arrow2 } = onPile(combatWith([HELM]), 'spell.magic-arrow');
    expectIllegal(fight, { type: 'playCard', card: arrow2, play: 'alternative' }, 'OPTION_NOT_AVAILABLE');
    // Without the Helm nothing is lent.
    const { s: none, card: arrow3 } = onPile(combatWith(['stat.attack']), 'spell.magic-arrow');
    expect(lent(none, arrow3)).toEqual([]);
    expectIllegal(none, { type: 'playCard', card: arrow3, play: 'spell', target: 'necropolis.zombies', power: 0 }, 'CARD_NOT_IN_HAND');
  });

  it('bottom in combat (TW91, TW92, TW94): the lent Spell is cast through the usual path, back on its pile, the Helm removed', () => {
    const { s, card } = onPile(combatWith([HELM]), 'spell.magic-arrow');
    const helm = inHand(s, HELM);
    const actions = lent(s, card);
    expect(actions.map((a) => a.target).sort()).toEqual(['castle.griffins', 'necropolis.skeletons', 'necropolis.zombies']);
    expect(actions.every((a) => a.play === 'spell' && a.power === 0)).toBe(true);
    let t = apply(s, { type: 'playCard', card, play: 'spell', target: 'necropolis.zombies', power: 0 });
    expect(t.log.filter((e) => e.type === 'cardPlayed' || e.type === 'cardRemoved').map((e) => e.type)).toEqual(['cardRemoved', 'cardPlayed']);
    if (t.pending?.kind === 'spellSchool') t = apply(t, { type: 'chooseSchool', school: 'fire' });
    checked(t);
    expect(unitIn(t, 'necropolis.zombies').damage).toBe(1);
    expect(player(t).removed).toContain(helm);
    expect(top(t)).toBe(card);
    expect(t.players.some((p) => p.hand.includes(card) || p.discard.includes(card) || p.removed.includes(card))).toBe(false);
  });

  it("bottom in combat (TW95): the cast is the Combat Round's Spell — not lent after another Spell, and no other Spell after it", () => {
    const { s, card } = onPile(combatWith([HELM, 'spell.bless']), 'spell.magic-arrow');
    let afterOwn = play(s, 'spell.bless', 'spell', 'castle.griffins');
    if (afterOwn.pending?.kind === 'answerSpell') afterOwn = apply(afterOwn, { type: 'pass' });
    expect(afterOwn.combat!.spellsCast.p1).toBe(1);
    expect(lent(afterOwn, card)).toEqual([]);
    let t = apply(s, { type: 'playCard', card, play: 'spell', target: 'necropolis.zombies', power: 0 });
    if (t.pending?.kind === 'spellSchool') t = apply(t, { type: 'chooseSchool', school: 'fire' });
    expect(t.combat!.spellsCast.p1).toBe(1);
    expect(plays(t, 'spell.bless').filter((a) => a.play === 'spell')).toEqual([]);
  });

  it('the lent Spell meets the enemy\'s Spell wards: Resistance may answer it', () => {
    const { s, card } = onPile(combatWith([HELM], ['ability.resistance']), 'spell.magic-arrow');
    let t = apply(s, { type: 'playCard', card, play: 'spell', target: 'necropolis.zombies', power: 0 });
    if (t.pending?.kind === 'spellSchool') t = apply(t, { type: 'chooseSchool', school: 'fire' });
    expect(t.pending).toMatchObject({ kind: 'answerSpell', player: 'p2', spell: card });
    checked(t);
  });

  it('bottom with Split Artifact and Spell Decks (TW93): the top card of either Spell deck\'s discard pile', () => {
    const base = modify(holding([HELM]), (x) => { x.config.variants.splitDecks = true; });
    const s = modify(base, (x) => {
      const spells = allCards(x).filter((c) => c.startsWith('spell.view-air#') && !x.players.some((p) => p.hand.includes(c)));
      for (const c of spells) for (const z of [x.decks.spell.deck, x.decks.spell.discard, ...x.players.flatMap((p) => [p.deck, p.discard])]) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      x.splitDecks = { minorArtifact: { deck: [], discard: [] }, majorArtifact: { deck: [], discard: [] }, relicArtifact: { deck: [], discard: [] }, basicSpell: { deck: [], discard: [spells[0]!] }, expertSpell: { deck: [], discard: [spells[1]!] } };
    });
    const cast = legalActions(s).filter((a) => a.type === 'playCard' && a.card.startsWith('spell.view-air#')).map((a) => (a.type === 'playCard' ? a.card : ''));
    expect(cast.sort()).toEqual([s.splitDecks!.basicSpell.discard[0], s.splitDecks!.expertSpell.discard[0]].sort());
  });

  it('viewFor shows the Spell discard pile to every player, and their legal casts are the same from the view', () => {
    const { s, card } = onPile(combatWith([HELM]), 'spell.magic-arrow');
    const view = viewFor(s, 'p2');
    expect(view.decks.spell.discard).toEqual(s.decks.spell.discard);
    expect(viewFor(s, 'p1').players[0]!.hand).toContain(inHand(s, HELM));
    expect(lent(viewFor(s, 'p1') as GameState, card)).toEqual(lent(s, card));
  });
});
