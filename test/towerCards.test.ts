/**
 * The Tower box's cards built on the tower-cards branch: the Artifacts Equestrian's Gloves, Glyph of Gallantry and
 * Surcoat of Counterpoise, the Statistic copies, and the Astrologers Proclaim card Society, each from its printed text
 * with the box in play (rulings TW60–TW80).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CardId, type CombatConfig, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { allCards, modify, newGame, newTurnGame, passUntil, player, putInHand } from './helpers';

const TOWER = ['tower'] as const;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => [...new Set(plays(s, prefix).map((a) => a.play))].sort();
const play = (s: GameState, prefix: string, key: string) => apply(s, plays(s, prefix).find((a) => a.play === key) as Action);
const unitIn = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** p1 on their turn in a Tower game with this card (from the shared decks) in hand. */
function turnWith(id: string): GameState {
  const s = newTurnGame({ expansions: [...TOWER] });
  const all = Object.values(s.decks).flatMap((d) => [...d.deck, ...d.discard]);
  return putInHand(s, 'p1', [all.find((c) => c.startsWith(`${id}#`)) as CardId]);
}

/** p1's Griffins (space 6) against Zombies (10), with these cards in hand. */
const combatWith = (hand: string[]) =>
  createCombat({
    expansions: [...TOWER],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.power', 'stat.attack'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.skeletons', space: 19 }] },
  });

/** Every copy of a card in a game: shared decks, players' zones and the Statistic supply. */
const count = (s: GameState, id: string) => [
  ...Object.values(s.decks).flatMap((d) => [...d.deck, ...d.discard]),
  ...s.players.flatMap((p) => [...p.deck, ...p.discard, ...p.hand]),
  ...(Object.values(s.statisticSupply).flat() as string[]),
].filter((c) => c.startsWith(`${id}#`)).length;

const ARTIFACTS = ['equestrians-gloves', 'glyph-of-gallantry', 'surcoat-of-counterpoise'];
/** p1's turn in a Tower game holding these cards (taken from wherever they are). */
function holding(ids: string[]): GameState {
  return modify(newTurnGame({ expansions: [...TOWER] }), (s) => {
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard, p.hand]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    for (const id of ids) {
      const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x)) as string;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
  });
}

describe("the Tower box's Artifacts and Statistic copies", () => {
  it('are listed with the box, with their levels, one copy each; only with the box in play', () => {
    const listed = cards.list({ expansion: 'tower' });
    for (const a of ARTIFACTS) expect(listed.find((c) => c.id === `artifact.${a}`)).toMatchObject({ category: 'artifact', copies: 1 });
    expect(cardInfo('artifact.equestrians-gloves').artifactLevel).toBe('minor');
    expect(cardInfo('artifact.glyph-of-gallantry').artifactLevel).toBe('minor');
    expect(cardInfo('artifact.surcoat-of-counterpoise').artifactLevel).toBe('major');
    const core = newTurnGame();
    const box = newTurnGame({ expansions: [...TOWER] });
    for (const a of ARTIFACTS) {
      expect(count(box, `artifact.${a}`)).toBe(1);
      expect(count(core, `artifact.${a}`)).toBe(0);
    }
  });

  it('add 1 Attack, 1 Defense, 3 Knowledge and 2 Power Statistic cards (component counts)', () => {
    const core = newTurnGame();
    const box = newTurnGame({ expansions: [...TOWER] });
    expect(count(box, 'stat.attack') - count(core, 'stat.attack')).toBe(1);
    expect(count(box, 'stat.defense') - count(core, 'stat.defense')).toBe(1);
    expect(count(box, 'stat.knowledge') - count(core, 'stat.knowledge')).toBe(3);
    expect(count(box, 'stat.power') - count(core, 'stat.power')).toBe(2);
  });

  it('read as the cards read', () => {
    const text = (id: string) => cards.get(id)!.text;
    expect(text('artifact.equestrians-gloves')).toMatch(/Initiative.*\+1 movement point this turn/);
    expect(text('artifact.glyph-of-gallantry')).toMatch(/[Pp]ositive [Mm]orale.*\+1 Defense/);
    expect(text('artifact.surcoat-of-counterpoise')).toMatch(/enemy casts a Spell with 1 Power or less, ignore its effect.*[Rr]emove.*Search \(1\).*Artifact/);
  });
});

describe("Equestrian's Gloves (ruling TW60)", () => {
  it('top (Ongoing): your selected unit +1 Initiative for this combat; never an enemy unit', () => {
    const s = combatWith(['artifact.equestrians-gloves']);
    expect(plays(s, 'artifact.equestrians').filter((a) => a.play === 'top').map((a) => a.target)).toEqual(['castle.griffins']);
    const t = checked(play(s, 'artifact.equestrians', 'top'));
    expect(unitIn(t, 'castle.griffins').initiativeBonus).toBe(1);
    expect(unitIn(t, 'necropolis.zombies').initiativeBonus).toBe(0);
  });

  it('bottom: +1 movement point for your Main Hero this turn; on the map only the bottom', () => {
    const s = turnWith('artifact.equestrians-gloves');
    expect(keys(s, 'artifact.equestrians')).toEqual(['bottom']);
    const t = checked(play(s, 'artifact.equestrians', 'bottom'));
    expect(player(t).mainHero.extra).toBe(player(s).mainHero.extra + 1);
  });
});

describe('Glyph of Gallantry (ruling TW61)', () => {
  it('top: a Positive Morale token', () => {
    const s = turnWith('artifact.glyph-of-gallantry');
    expect(player(s).morale.positive).toBe(false);
    expect(keys(s, 'artifact.glyph')).toEqual(['top']);
    expect(player(checked(play(s, 'artifact.glyph', 'top'))).morale.positive).toBe(true);
  });

  it('top with a Negative Morale token: the two cancel out (Morale, p. 18)', () => {
    const s = modify(turnWith('artifact.glyph-of-gallantry'), (x) => { x.players[0]!.morale.negative = true; });
    const t = checked(play(s, 'artifact.glyph', 'top'));
    expect([player(t).morale.positive, player(t).morale.negative]).toEqual([false, false]);
  });

  it('bottom: +1 Defense for your unit, as a Statistic card', () => {
    const s = combatWith(['artifact.glyph-of-gallantry']);
    expect(keys(s, 'artifact.glyph')).toContain('bottom');
    const t = checked(play(s, 'artifact.glyph', 'bottom'));
    expect(unitIn(t, 'castle.griffins').defenseBonus).toBe(1);
  });
});

describe('Surcoat of Counterpoise (ruling TW62)', () => {
  const arrow = (p1Hand: string[], p2Hand: string[]): CombatConfig => ({
    expansions: [...TOWER],
    attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }], hand: p1Hand },
    defender: { hero: 'alamar', units: [{ unit: 'dungeon.minotaurs', space: 18 }], hand: p2Hand },
  });
  const inHand = (s: GameState, who: string, prefix: string) => player(s, who).hand.find((c) => c.startsWith(prefix))!;
  function castArrow(s: GameState, n: number): GameState {
    for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: inHand(s, 'p1', 'stat.power'), play: 'basic' } as Action);
    const cast = { type: 'playCard', card: inHand(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'dungeon.minotaurs', power: n } as Action;
    return apply(apply(s, cast), { type: 'chooseSchool', school: 'fire' });
  }

  it('top: right after an enemy Spell cast with 1 Power or less, its effect is ignored', () => {
    let s = castArrow(createCombat(arrow(['spell.magic-arrow', 'stat.power'], ['artifact.surcoat-of-counterpoise'])), 1);
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p2', caster: 'p1', paid: 1 });
    expect(keys(s, 'artifact.surcoat')).toEqual(['top']);
    s = checked(play(s, 'artifact.surcoat', 'top'));
    expect(unitIn(s, 'dungeon.minotaurs').damage).toBe(0);
    expect(s.log.some((e) => e.type === 'spellIgnored' && e.player === 'p2')).toBe(true);
  });

  it('top: no answer to a Spell cast with 2 Power', () => {
    const s = castArrow(createCombat(arrow(['spell.magic-arrow', 'stat.power', 'stat.power'], ['artifact.surcoat-of-counterpoise'])), 2);
    expect(keys(s, 'artifact.surcoat')).not.toContain('top');
    expect(unitIn(s, 'dungeon.minotaurs').damage).toBe(3);
  });

  it('bottom: the card is removed, then Search (1) the Artifact deck', () => {
    const s = turnWith('artifact.surcoat-of-counterpoise');
    const card = player(s).hand.find((c) => c.startsWith('artifact.surcoat'))!;
    const t = checked(play(s, 'artifact.surcoat', 'bottom'));
    expect(player(t).removed).toContain(card);
    expect(player(t).discard).not.toContain(card);
    expect(t.pending).toMatchObject({ kind: 'search', player: 'p1', count: 1 });
  });
});

describe('View Air (ruling TW70)', () => {
  const inHand = (s: GameState, id: string) => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
  const cast = (s: GameState, power: number) => checked(apply(s, { type: 'playCard', card: inHand(s, 'spell.view-air'), play: 'spell', power }));
  const gained = (before: GameState, after: GameState) => {
    const [a, b] = [player(before).resources, player(after).resources];
    return { gold: b.gold - a.gold, buildingMaterials: b.buildingMaterials - a.buildingMaterials, valuables: b.valuables - a.valuables };
  };

  it('is a Basic Air Spell, 2 copies, in the Spell deck with the box only', () => {
    expect(cardInfo('spell.view-air')).toMatchObject({ name: 'View Air', copies: 2, school: 'air', spellLevel: 'basic' });
    expect(count(newTurnGame({ expansions: [...TOWER] }), 'spell.view-air')).toBe(2);
    expect(count(newTurnGame(), 'spell.view-air')).toBe(0);
    expect(cards.get('spell.view-air')!.text).toMatch(/Spell \(Map\): Gain 3 gold with 0 Power, 2 building materials with 1 Power, 1 valuable with 2 Power/);
  });

  it('cast on the map with no Power: 3 gold', () => {
    const s = holding(['spell.view-air']);
    expect(plays(s, 'spell.view-air').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0]);
    expect(gained(s, cast(s, 0))).toEqual({ gold: 3, buildingMaterials: 0, valuables: 0 });
  });

  it('with 1 Power played on the map before it: 2 building materials; with 2 Power: 1 valuables (the tier paid for only)', () => {
    let s = holding(['spell.view-air', 'stat.power', 'stat.power']);
    s = apply(s, { type: 'playCard', card: inHand(s, 'stat.power'), play: 'basic' });
    expect(plays(s, 'spell.view-air').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0, 1]);
    expect(gained(s, cast(s, 1))).toEqual({ gold: 0, buildingMaterials: 2, valuables: 0 });
    s = apply(s, { type: 'playCard', card: inHand(s, 'stat.power'), play: 'basic' });
    expect(gained(s, cast(s, 2))).toEqual({ gold: 0, buildingMaterials: 0, valuables: 1 });
    expect(gained(s, cast(s, 0))).toEqual({ gold: 3, buildingMaterials: 0, valuables: 0 });
  });

  it('is not cast in combat; there it gives +1 Power', () => {
    const s = combatWith(['spell.view-air']);
    expect(keys(s, 'spell.view-air')).toEqual(['alternative']);
    expect(checked(play(s, 'spell.view-air', 'alternative')).combat!.power.p1).toBe(1);
  });
});

describe('Blue Sky and Scorched Ground (ruling TW82)', () => {
  /** The card in force (as if proclaimed) in a Tower game's state. */
  const inForce = (s: GameState, slug: string): GameState =>
    modify(s, (x) => {
      const id = `astrologers.${slug}#1`;
      // A game's deck gives the card up; a stand-alone combat has none, as in the core box's tests.
      const a = x.astrologers ?? { deck: [], discard: [], active: null, nextResourceRound: [], used: [] };
      x.astrologers = { ...a, deck: a.deck.filter((c) => c !== id), active: id };
    });
  /** p2's Skeletons, these Spells in hand, against p1's Troglodytes; nothing played for Power. */
  const fight = (hand: string[]) =>
    createCombat({
      expansions: [...TOWER],
      attacker: { hero: 'alamar', level: 2, units: [{ unit: 'dungeon.troglodytes', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }], hand },
    });
  const tiersOf = (s: GameState, prefix: string) =>
    [...new Set(plays(s, prefix).filter((a) => a.play === 'spell').map((a) => a.power))].sort();

  it('join the Astrologers deck with the box and read as the cards read', () => {
    const deck = newGame({ astrologers: 'standard', expansions: [...TOWER] }).astrologers!.deck;
    expect(deck).toEqual(expect.arrayContaining(['astrologers.blue-sky#1', 'astrologers.scorched-ground#1']));
    expect(cards.get('astrologers.blue-sky')!.text).toMatch(/every Spell of the Air Magic and Water Magic schools is cast at \+1 Power/);
    expect(cards.get('astrologers.scorched-ground')!.text).toMatch(/every Spell of the Earth Magic and Fire Magic schools is cast at \+1 Power/);
  });

  it('Blue Sky: an Air or Water Spell takes one Power tier more than was played; a Fire or Earth Spell does not', () => {
    const base = fight(['spell.slow', 'spell.bloodlust']);
    expect(cardInfo('spell.slow').school).toBe('earth');
    expect(cardInfo('spell.bloodlust').school).toBe('fire');
    const water = fight(['spell.bless']);
    expect(cardInfo('spell.bless').school).toBe('water');
    expect(tiersOf(water, 'spell.bless')).toEqual([0]);
    expect(tiersOf(inForce(water, 'blue-sky'), 'spell.bless')).toEqual([0, 1]);
    expect(tiersOf(inForce(base, 'blue-sky'), 'spell.slow')).toEqual([0]);
    expect(tiersOf(inForce(base, 'blue-sky'), 'spell.bloodlust')).toEqual([0]);
  });

  it('Scorched Ground: an Earth or Fire Spell gets +1 Power, on every cast (no once-per limit), and the cast counts that Power', () => {
    const s = inForce(fight(['spell.bloodlust', 'spell.bloodlust']), 'scorched-ground');
    expect(tiersOf(s, 'spell.bloodlust')).toEqual([0, 1]);
    expect(tiersOf(inForce(fight(['spell.bless']), 'scorched-ground'), 'spell.bless')).toEqual([0]);
    const cast = plays(s, 'spell.bloodlust').find((a) => a.play === 'spell' && a.power === 1)!;
    const t = apply(s, cast);
    expect(findInvariantViolations(t).filter((v) => !v.startsWith('astrologers.active'))).toEqual([]);
    expect(t.astrologers!.used).toEqual([]); // no benefit used up: the next cast gets it too
    const target = cast.target!;
    expect(unitIn(t, target).attackBonus).toBe(2); // Bloodlust's second tier
  });

  it('Magic Arrow, of every school, gets it under either card', () => {
    for (const slug of ['blue-sky', 'scorched-ground']) expect(tiersOf(inForce(fight(['spell.magic-arrow']), slug), 'spell.magic-arrow')).toEqual([0, 1]);
  });

  it('Blue Sky on the map: View Air cast with no Power played takes its 1-Power row', () => {
    const s = inForce(modify(holding(['spell.view-air']), (x) => { x.config = { ...x.config, astrologers: 'standard' }; }), 'blue-sky');
    expect(plays(s, 'spell.view-air').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0, 1]);
    const card = player(s).hand.find((c) => c.startsWith('spell.view-air#'))!;
    const t = checked(apply(s, { type: 'playCard', card, play: 'spell', power: 1 }));
    expect(player(t).resources.buildingMaterials - player(s).resources.buildingMaterials).toBe(2);
    expect(() => apply(s, { type: 'playCard', card, play: 'spell', power: 2 })).toThrow(/Power tier from 0 to 1/);
  });
});

describe('Society (ruling TW80)', () => {
  /** A Tower game whose Astrologers deck draws Society first (at the start of round 2). */
  const drawing = () =>
    modify(newGame({ astrologers: 'standard', expansions: [...TOWER] }), (s) => {
      const a = s.astrologers!;
      a.deck = a.deck.filter((c) => c !== 'astrologers.society#1');
      a.deck.push('astrologers.society#1');
    });

  it('joins the Astrologers deck with the box, and only then', () => {
    expect(drawing().astrologers!.deck).toContain('astrologers.society#1');
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain('astrologers.society#1');
    expect(cards.get('astrologers.society')?.expansion).toBe('tower');
    expect(cards.get('astrologers.society')!.text).toMatch(/Every player.*lose morale/);
  });

  it('each player gains a Negative Morale token; a Positive one is lost instead', () => {
    const start = modify(drawing(), (s) => { s.players[1]!.morale.positive = true; });
    const s = checked(passUntil(start, (x) => x.astrologers?.active === 'astrologers.society#1'));
    expect(player(s, 'p1').morale).toMatchObject({ positive: false, negative: true });
    expect(player(s, 'p2').morale).toMatchObject({ positive: false, negative: false });
  });
});
