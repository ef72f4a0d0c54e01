/**
 * The Inferno box's Spell Inferno and its Artifacts Boots of Speed, Breastplate of Brimstone, Crown of Dragontooth and
 * Shield of the Damned, each from its printed text, and the copies the box adds (rulings IN30–IN34).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { printedSide } from '../src/combat/stats';
import { AI_SPELL_USES } from '../src/combat/aiHero';
import { activateAi, hero } from './aiHeroHelpers';
import { clone, expectDecision, modify, newTurnGame, player, putInHand, withPlayer } from './helpers';

const INFERNO = ['inferno'] as const;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => [...new Set(plays(s, prefix).map((a) => a.play))].sort();
const cardIn = (s: GameState, prefix: string) => player(s).hand.find((c) => c.startsWith(prefix)) as CardId;
const play = (s: GameState, prefix: string, key: string) => apply(s, plays(s, prefix).find((a) => a.play === key) as Action);
const unitIn = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** p1 on their turn in an Inferno game with this card (from the shared decks) in hand. */
function turnWith(id: string): GameState {
  const s = newTurnGame({ expansions: [...INFERNO] });
  const all = Object.values(s.decks).flatMap((d) => [...d.deck, ...d.discard]);
  return putInHand(s, 'p1', [all.find((c) => c.startsWith(`${id}#`)) as CardId]);
}

/** p1's Griffins (space 6) against Zombies (10), with these cards in hand, more to draw, the Attack dice scripted. */
const combatWith = (hand: string[], attack: number[] = []) =>
  createCombat({
    expansions: [...INFERNO],
    dice: { attack },
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand, deck: ['stat.power', 'stat.power', 'stat.attack'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.skeletons', space: 19 }] },
  });

describe("the Inferno box's Spells, Artifacts and copies", () => {
  it('are listed with the box, with their levels, schools and copies (component counts)', () => {
    const listed = cards.list({ expansion: 'inferno' });
    const byName = (n: string) => listed.find((c) => c.name === n);
    expect(byName('Inferno')).toMatchObject({ category: 'spell', copies: 2 });
    expect(cardInfo('spell.inferno')).toMatchObject({ school: 'fire', spellLevel: 'expert' });
    expect(cardInfo('artifact.boots-of-speed').artifactLevel).toBe('minor');
    expect(cardInfo('artifact.breastplate-of-brimstone').artifactLevel).toBe('major');
    expect(cardInfo('artifact.crown-of-dragontooth').artifactLevel).toBe('relic');
    expect(cardInfo('artifact.shield-of-the-damned').artifactLevel).toBe('major');
    const core = newTurnGame();
    const box = newTurnGame({ expansions: [...INFERNO] });
    const count = (s: GameState, id: string) => [
      ...Object.values(s.decks).flatMap((d) => [...d.deck, ...d.discard]),
      ...s.players.flatMap((p) => [...p.deck, ...p.discard, ...p.hand]),
      ...(Object.values(s.statisticSupply).flat() as string[]),
    ].filter((c) => c.startsWith(`${id}#`)).length;
    expect(count(box, 'spell.magic-arrow') - count(core, 'spell.magic-arrow')).toBe(2);
    expect(count(box, 'spell.inferno')).toBe(2);
    expect(count(core, 'spell.inferno')).toBe(0);
    expect(count(box, 'stat.attack') - count(core, 'stat.attack')).toBe(2);
    expect(count(box, 'stat.defense') - count(core, 'stat.defense')).toBe(2);
    expect(count(box, 'stat.knowledge') - count(core, 'stat.knowledge')).toBe(1);
    expect(count(box, 'stat.power') - count(core, 'stat.power')).toBe(2);
    for (const a of ['boots-of-speed', 'breastplate-of-brimstone', 'crown-of-dragontooth', 'shield-of-the-damned']) expect(count(box, `artifact.${a}`)).toBe(1);
  });

  it('read as the cards read', () => {
    const text = (id: string) => cards.get(id)!.text;
    expect(text('spell.inferno')).toMatch(/Select a space and throw the Attack die 1 \/ 2 \/ 4 times with 0 \/ 2 \/ 4 Power.*yours too.*1 damage per "\+1"/);
    expect(text('artifact.boots-of-speed')).toMatch(/\+1 movement point this turn.*Initiative/);
    expect(text('artifact.breastplate-of-brimstone')).toMatch(/Search \(2\).*Spell.*\+1 Power.*\+1 Power per card discarded/i);
    expect(text('artifact.crown-of-dragontooth')).toMatch(/Spell.*discard pile.*Spell.*discard pile.*remove.*Spell.*Search \(2\)/i);
    expect(text('artifact.shield-of-the-damned')).toMatch(/\+3 Defense.*suffers 1 damage.*\+5 Defense.*suffers 2 damage/);
  });
});

describe('Inferno (ruling IN30)', () => {
  /** p1 casts Inferno with `power` on space `space`. */
  const cast = (power: number, space: number, dice: number[]) => {
    const s = modify(combatWith(['spell.inferno'], dice), (x) => { x.combat!.power = { p1: power }; });
    const a = plays(s, 'spell.inferno').find((x) => x.play === 'spell' && (x.power ?? 0) === power && x.space === space) as Action;
    expect(a).toBeDefined();
    return checked(apply(s, a));
  };

  it('0 Power: one throw; a "+1" deals 1 damage to every unit on the space and next to it, yours too', () => {
    const s = cast(0, 10, [1]);
    expect(unitIn(s, 'necropolis.zombies').damage).toBe(1);
    expect(unitIn(s, 'castle.griffins').damage).toBe(1); // on 6, next to 10
    expect(unitIn(s, 'necropolis.skeletons').damage).toBe(0); // 19 is not next to 10
    expect(unitIn(cast(0, 10, [0]), 'necropolis.zombies').damage).toBe(0);
    expect(unitIn(cast(0, 10, [-1]), 'necropolis.zombies').damage).toBe(0);
  });

  it('2 Power: two throws; 4 Power: four; the odd amounts give the tier below', () => {
    expect(unitIn(cast(2, 10, [1, 1]), 'necropolis.zombies').damage).toBe(2);
    expect(unitIn(cast(3, 10, [1, 1, 1]), 'necropolis.zombies').damage).toBe(2);
    const four = cast(4, 10, [1, 0, 1, -1]);
    expect(unitIn(four, 'necropolis.zombies').damage).toBe(2);
    expect(four.log.filter((e) => e.type === 'dieRolled' && e.die === 'attack').at(-1)).toMatchObject({ faces: [1, 0, 1, -1] });
  });

  it('may be cast on any space, an empty one too', () => {
    const s = combatWith(['spell.inferno']);
    expect(new Set(plays(s, 'spell.inferno').filter((a) => a.play === 'spell').map((a) => a.space)).size).toBe(20);
  });

  it('or +1 Power', () => {
    expect(play(combatWith(['spell.inferno']), 'spell.inferno', 'alternative').combat!.power.p1).toBe(1);
  });

  it("an AI Hero casts it centred on the player's unit, as a Spell attacking multiple targets (ruling IN31)", () => {
    expect(AI_SPELL_USES['spell.inferno']).toBe('multi');
    let s = createCombat({
      seed: 'ai-inferno',
      expansions: [...INFERNO],
      dice: { attack: [1, 1, 1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 4 }, { unit: 'castle.griffins', space: 5 }] },
      defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 17 }], aiHero: { difficulty: 'normal', spells: ['spell.inferno'] } },
    });
    s = modify(s, (x) => {
      Object.assign(x.combat!.aiHero!, { deck: ['ai.cast-a-spell-1#1'], spellDeck: ['spell.inferno#ai-1'], discard: [], spellDiscard: [], onUnits: [], waiting: [], resolving: [], held: [], next: [] });
      for (const u of x.combat!.units) Object.assign(u, { activated: false, damage: 0, space: u.id === 'castle.halberdiers' ? 4 : u.id === 'castle.griffins' ? 5 : 17 });
      x.combat!.round = 1;
    });
    let t = activateAi(s, 'necropolis.zombies');
    if (t.pending?.kind === 'aiTie') t = apply(t, legalActions(t)[0]!);
    t = checked(t);
    expect(unitIn(t, 'castle.halberdiers').damage).toBeGreaterThan(0);
    expect(unitIn(t, 'castle.griffins').damage).toBeGreaterThan(0);
    expect(unitIn(t, 'necropolis.zombies').damage).toBe(0);
    expect(hero(t).spellDiscard).toEqual(['spell.inferno#ai-1']);
  });
});

describe('Boots of Speed', () => {
  it('top: +1 movement point for your Main Hero this turn', () => {
    const s = turnWith('artifact.boots-of-speed');
    expect(keys(s, 'artifact.boots')).toEqual(['top']);
    const t = checked(play(s, 'artifact.boots', 'top'));
    expect(player(t).mainHero.extra).toBe(player(s).mainHero.extra + 1);
  });

  it('bottom (Ongoing): your selected unit +1 Initiative for this combat; never an enemy unit', () => {
    const s = combatWith(['artifact.boots-of-speed']);
    expect(plays(s, 'artifact.boots').filter((a) => a.play === 'bottom').map((a) => a.target)).toEqual(['castle.griffins']);
    expect(unitIn(checked(play(s, 'artifact.boots', 'bottom')), 'castle.griffins').initiativeBonus).toBe(1);
  });
});

describe('Breastplate of Brimstone (ruling IN32)', () => {
  it('top: Search (2) the Spell deck', () => {
    const t = play(turnWith('artifact.breastplate-of-brimstone'), 'artifact.breastplate', 'top');
    expect(t.pending).toMatchObject({ kind: 'search', player: 'p1', count: 2 });
  });

  it('bottom: +1 Power, and +1 Power per card discarded, up to 3', () => {
    const s = combatWith(['artifact.breastplate-of-brimstone', 'stat.attack', 'stat.defense', 'stat.knowledge', 'stat.power']);
    let t = play(s, 'artifact.breastplate', 'bottom');
    const asked = expectDecision(t, 'discardCards', 'p1');
    expect([asked.min, asked.max]).toEqual([0, 3]);
    t = apply(t, { type: 'discard', card: cardIn(t, 'stat.attack') });
    t = apply(t, { type: 'discard', card: cardIn(t, 'stat.defense') });
    t = apply(t, { type: 'finishDiscarding' });
    expect(checked(t).combat!.power.p1).toBe(3);
  });

  it('bottom with no card discarded: +1 Power', () => {
    let t = play(combatWith(['artifact.breastplate-of-brimstone', 'stat.attack']), 'artifact.breastplate', 'bottom');
    t = apply(t, { type: 'finishDiscarding' });
    expect(t.combat!.power.p1).toBe(1);
  });
});

describe('Crown of Dragontooth (ruling IN33)', () => {
  it('top: 2 Spell cards from your discard pile back into hand', () => {
    const base = turnWith('artifact.crown-of-dragontooth');
    const spells = base.decks.spell.deck.slice(0, 2) as CardId[];
    const s = modify(base, (x) => {
      x.decks.spell.deck = x.decks.spell.deck.filter((c) => !spells.includes(c as CardId));
      const p = x.players[0]!;
      const other = p.hand.find((c) => !c.startsWith('artifact.crown')) as string;
      p.hand = p.hand.filter((c) => c !== other);
      p.discard.push(spells[0]!, other, spells[1]!);
    });
    let t = play(s, 'artifact.crown', 'top');
    expectDecision(t, 'takeFromDiscard', 'p1');
    expect(legalActions(t)).toHaveLength(2); // the Spells only
    t = apply(t, { type: 'takeCard', card: spells[1]! });
    t = checked(apply(t, legalActions(t)[0]!));
    expect(player(t).hand).toEqual(expect.arrayContaining(spells));
    expect(player(t).discard.filter((c) => c.startsWith('spell.'))).toEqual([]);
  });

  it('top: offered only with a Spell card in the discard pile; with one, it takes that one', () => {
    const base = turnWith('artifact.crown-of-dragontooth');
    expect(keys(modify(base, (x) => { x.players[0]!.discard = x.players[0]!.discard.filter((c) => !c.startsWith('spell.')); }), 'artifact.crown')).not.toContain('top');
    const one = base.decks.spell.deck[0] as CardId;
    const s = modify(base, (x) => {
      x.decks.spell.deck = x.decks.spell.deck.filter((c) => c !== one);
      x.players[0]!.discard = [...x.players[0]!.discard.filter((c) => !c.startsWith('spell.')), one];
    });
    const t = checked(apply(play(s, 'artifact.crown', 'top'), { type: 'takeCard', card: one }));
    expect(player(t).hand).toContain(one);
    expect(t.pending?.kind).not.toBe('takeFromDiscard');
  });

  it('bottom: not offered without a Spell card in hand', () => {
    const s = modify(turnWith('artifact.crown-of-dragontooth'), (x) => {
      const p = x.players[0]!;
      p.discard.push(...p.hand.filter((c) => c.startsWith('spell.')));
      p.hand = p.hand.filter((c) => !c.startsWith('spell.'));
    });
    expect(keys(s, 'artifact.crown')).not.toContain('bottom');
  });

  it('bottom: remove a Spell from hand, then Search (2) the Spell deck', () => {
    const s = withPlayer(turnWith('artifact.crown-of-dragontooth'), 'p1', (p) => { p.hand.push('spell.bless#x1'); });
    let t = play(s, 'artifact.crown', 'bottom');
    if (t.pending?.kind !== 'search') t = apply(t, legalActions(t).find((a) => JSON.stringify(a).includes('spell.bless#x1'))!);
    expect(player(t).hand).not.toContain('spell.bless#x1');
    expect(t.pending).toMatchObject({ kind: 'search', player: 'p1', count: 2 });
  });
});

describe('Shield of the Damned (ruling IN34)', () => {
  it('top: your unit +3 Defense and it suffers 1 damage; bottom: +5 Defense and 2 damage', () => {
    const s = combatWith(['artifact.shield-of-the-damned']);
    const t = checked(play(s, 'artifact.shield', 'top'));
    expect([unitIn(t, 'castle.griffins').defenseBonus, unitIn(t, 'castle.griffins').damage]).toEqual([3, 1]);
    const b = play(s, 'artifact.shield', 'bottom');
    expect([unitIn(b, 'castle.griffins').defenseBonus, unitIn(b, 'castle.griffins').damage]).toEqual([5, 2]);
  });

  it('is not offered where the damage would defeat your unit', () => {
    const s = combatWith(['artifact.shield-of-the-damned']);
    const nearlyDead = (x: GameState, left: number): GameState => {
      const c = clone(x);
      const u = c.combat!.units.find((v) => v.id === 'castle.griffins')!;
      u.side = 'few';
      u.damage = printedSide(u.card, 'few').hp - left;
      return c;
    };
    expect(keys(nearlyDead(s, 2), 'artifact.shield')).toEqual(['top']);
    expect(keys(nearlyDead(s, 1), 'artifact.shield')).toEqual([]);
  });
});
