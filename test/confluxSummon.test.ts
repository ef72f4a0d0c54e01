/**
 * The Conflux box's Summon Air, Earth, Fire and Water Elemental Spells and the Summoned Elemental Unit cards they put on
 * the combat board (Summoning, p. 90; Elemental Damage, p. 41; rulings CF60–CF69).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, catalog, createCombat, describeAction, describeEvent, findInvariantViolations, IllegalActionError, legalActions, loadState, viewFor, type Action, type CombatConfig, type GameState } from '../src';
import { boardOf } from '../src/combat/board';
import { modify, newTurnGame, player } from './helpers';

const CONFLUX = ['conflux'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;

/** p1's Griffins (space 6, Initiative 6) against Sandro's Skeletons (10), level 7, these cards in hand and `power` Power played. */
function combat(hand: string[], power = 4, config: Partial<CombatConfig> = {}): GameState {
  const s = createCombat({
    expansions: [...CONFLUX],
    dice: { attack: [0, 0, 0, 0, 0, 0, 0, 0] },
    attacker: { hero: 'catherine', level: 7, units: [{ unit: 'castle.griffins', space: 6 }], hand, gold: 20 },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 10 }], gold: 20, hand: ['spell.magic-arrow', 'spell.lightning-bolt', 'spell.chain-lightning', 'spell.slow'] },
    ...config,
  });
  return modify(s, (t) => {
    t.combat!.power = { ...t.combat!.power, p1: power };
  });
}
const summon = (s: GameState, card: string, power: number, space: number) => apply(s, plays(s, card).find((a) => a.play === 'spell' && a.power === power && a.space === space)!);

describe('the Summon Elemental Spells and the Summoned Unit Deck', () => {
  it('are Expert Spells of their School, 2 of each in the Spell deck with the box (CF69)', () => {
    const listed = cards.list({ expansion: 'conflux' }).filter((c) => c.category === 'spell');
    expect(listed.map((c) => [c.name, c.copies])).toEqual([['Summon Air Elemental', 2], ['Summon Earth Elemental', 2], ['Summon Fire Elemental', 2], ['Summon Water Elemental', 2]]);
    expect(cards.get('spell.summon-fire-elemental')?.text).toMatch(
      /Spell \(Activation, in combat\): On an empty space of the combat board you choose, Summon from the Summoned Unit Deck with 2 Power, a Few Fire Elementals; with 4 Power, a Pack of Fire Elementals \(with less Power, no effect\).*Alternative \(Instant, in combat\): \+1 Power towards your next Spell\./s,
    );
  });

  it('the Summoned Unit Deck lies face up in a game with the box (setup step 26), in no game without it', () => {
    const s = newTurnGame({ expansions: [...CONFLUX] });
    expect(s.summonedUnits).toEqual(['summoned.air-elementals', 'summoned.earth-elementals', 'summoned.fire-elementals', 'summoned.water-elementals']);
    expect(viewFor(s, 'p2').summonedUnits).toEqual(s.summonedUnits);
    expect(newTurnGame().summonedUnits).toBeUndefined();
    expect(createCombat({ expansions: [...CONFLUX], attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] }, defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 10 }] } }).summonedUnits).toHaveLength(4);
  });

  it("the cards are in the catalog with their printed sides", () => {
    const air = catalog.get('summoned.air-elementals');
    expect(air).toMatchObject({ kind: 'summonedUnit', name: 'Air Elementals', faction: null });
    expect(air?.text).toMatch(/^Bronze Summoned Elemental Unit card, face up in the Conflux expansion's Summoned Unit Deck.*Few: Ground, Attack 2, Defense 0, HP 4, Initiative 8; Passive ability: it is immune to Magic Arrows and Spells of the School of Air Magic: they cannot select it nor damage it; it deals elemental damage.*Pack: Ground, Attack 3, Defense 0, HP 4, Initiative 8/s);
    expect(air?.rules).toContain('summoning');
  });
});

describe('casting a Summon (CF60–CF64)', () => {
  it('with 2 Power a Few, with 4 a Pack, on an empty space the caster chooses; with less, no effect and no space (CF60)', () => {
    const s = combat(['spell.summon-earth-elemental']);
    const all = plays(s, 'spell.summon-earth-elemental').filter((a) => a.play === 'spell');
    const empty = Array.from({ length: 20 }, (_, i) => i).filter((i) => i !== 6 && i !== 10);
    expect(all.filter((a) => a.power! < 2).map((a) => a.space)).toEqual([undefined, undefined]);
    for (const power of [2, 3, 4]) expect(all.filter((a) => a.power === power).map((a) => a.space)).toEqual(empty);
    const few = checked(summon(s, 'spell.summon-earth-elemental', 2, 11));
    expect(unit(few, 'summoned.earth-elementals')).toMatchObject({ side: 'few', space: 11, team: 'attacker', owner: 'p1' });
    expect(few.summonedUnits).toEqual(['summoned.air-elementals', 'summoned.fire-elementals', 'summoned.water-elementals']);
    expect(player(few).units.some((u) => u.unit.startsWith('summoned.'))).toBe(false); // never in the unit deck
    const pack = checked(summon(s, 'spell.summon-earth-elemental', 4, 0));
    expect(unit(pack, 'summoned.earth-elementals')).toMatchObject({ side: 'pack', space: 0 });
    const nothing = checked(apply(s, all.find((a) => a.power === 1)!));
    expect(nothing.combat!.units).toHaveLength(2);
    expect(nothing.summonedUnits).toHaveLength(4);
  });

  it('says what it does in the log and the action text', () => {
    const s = combat(['spell.summon-water-elemental']);
    const a = plays(s, 'spell.summon-water-elemental').find((x) => x.power === 4 && x.space === 12)!;
    expect(describeAction(s, a)).toContain('Summon Water Elemental');
    const after = apply(s, a);
    const placed = after.log.find((e) => e.type === 'unitPlaced' && e.unit === 'summoned.water-elementals' && e.space === 12);
    expect(placed).toBeDefined();
    expect(describeEvent(placed!, after)).toMatch(/Water Elementals .*placed on space 12/);
  });

  it('a space taken, a space at a tier with no effect, no space at a tier with one: refused', () => {
    const s = combat(['spell.summon-air-elemental']);
    const card = plays(s, 'spell.summon-air-elemental')[0]!.card;
    for (const bad of [{ power: 2, space: 10 }, { power: 1, space: 11 }, { power: 4 }]) {
      expect(() => apply(s, { type: 'playCard', card, play: 'spell', ...bad })).toThrow(IllegalActionError);
    }
  });

  it('its card on the board is in no deck to take: a second Summon of it is not offered (CF62)', () => {
    const s = summon(combat(['spell.summon-fire-elemental', 'spell.summon-fire-elemental']), 'spell.summon-fire-elemental', 2, 11);
    const again = modify(s, (t) => {
      t.combat!.spellsCast = { ...t.combat!.spellsCast, p1: 0 };
      t.combat!.power = { ...t.combat!.power, p1: 4 };
    });
    expect(plays(again, 'spell.summon-fire-elemental').filter((a) => a.space !== undefined)).toEqual([]);
  });

  it('activates this Combat Round if its Initiative is not above the activating unit\'s, else counts as activated (CF63)', () => {
    const earth = summon(combat(['spell.summon-earth-elemental']), 'spell.summon-earth-elemental', 2, 11); // Initiative 5, Griffins 6
    expect(unit(earth, 'summoned.earth-elementals').activated).toBe(false);
    const air = summon(combat(['spell.summon-air-elemental']), 'spell.summon-air-elemental', 2, 11); // Initiative 8
    expect(unit(air, 'summoned.air-elementals').activated).toBe(true);
  });
});

/** Answers the windows of an attack or a Spell (no reaction, the dice kept) until a unit's activation or the end. */
function settle(s: GameState): GameState {
  for (let i = 0; i < 50 && s.pending !== null && s.pending.kind !== 'activation' && s.pending.kind !== 'chooseActivation'; i++) {
    const acts = legalActions(s);
    const next = acts.find((a) => a.type === 'pass') ?? acts.find((a) => a.type === 'keepDice') ?? acts.find((a) => a.type === 'endActivation') ?? acts[0]!;
    s = apply(s, next);
  }
  return s;
}
/** An empty space next to `space`. */
const nextTo = (s: GameState, space: number): number => boardOf(s.combat!).neighbours(space).find((x) => !s.combat!.units.some((u) => u.space === x))!;

describe('the Summoned Elementals in combat (CF64–CF66)', () => {
  it('deal elemental damage: the Defense of the unit they hit does not count (CF64)', () => {
    let s = combat(['spell.summon-earth-elemental']);
    s = summon(s, 'spell.summon-earth-elemental', 2, nextTo(s, 10));
    s = apply(s, { type: 'endActivation' }); // the Griffins
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1', unit: 'summoned.earth-elementals' });
    s = settle(apply(s, { type: 'attack', target: 'necropolis.skeletons' }));
    // Attack 2 and a 0 on the die against Defense 1: 2 damage, the Few Skeletons' 2 HP.
    expect(s.log.find((e) => e.type === 'damageDealt' && e.unit === 'necropolis.skeletons')).toMatchObject({ amount: 2, defeated: true });
  });

  it('their cards go back to the Summoned Unit Deck when the combat ends, never into a unit deck (CF65)', () => {
    let s = combat(['spell.summon-earth-elemental']);
    s = summon(s, 'spell.summon-earth-elemental', 4, nextTo(s, 10));
    s = apply(s, { type: 'endActivation' });
    s = settle(apply(s, { type: 'attack', target: 'necropolis.skeletons' }));
    expect(s.combat).toBeNull();
    expect(s.result).toMatchObject({ winner: 'p1' });
    checked(s);
    expect(s.summonedUnits).toEqual(['summoned.air-elementals', 'summoned.fire-elementals', 'summoned.water-elementals', 'summoned.earth-elementals']);
    expect(player(s).units.map((u) => u.unit)).toEqual(['castle.griffins']);
  });

  it('a perished Elemental\'s card goes back too, at the end of the combat (CF65)', () => {
    let s = combat(['spell.summon-fire-elemental']);
    s = summon(s, 'spell.summon-fire-elemental', 2, 11);
    s = apply(s, { type: 'endActivation' }); // the Fire Elementals (Initiative 5) activate before the Skeletons (4)
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p2' });
    // Sandro's Lightning Bolt (Air) with 2 Power on the Fire Elementals: 4 damage, their 4 HP.
    s = modify(s, (t) => {
      t.combat!.power = { ...t.combat!.power, p2: 2 };
    });
    const bolt = legalActions(s).find((a): a is Play => a.type === 'playCard' && a.card.startsWith('spell.lightning-bolt#') && a.target === 'summoned.fire-elementals' && a.power === 2);
    expect(bolt).toBeDefined();
    s = settle(apply(s, bolt!));
    expect(unit(s, 'summoned.fire-elementals').defeated).toBe(true);
    expect(s.summonedUnits).not.toContain('summoned.fire-elementals'); // back only as the combat ends
    checked(s);
    s = apply(s, { type: 'surrender' });
    checked(s);
    expect(s.summonedUnits).toContain('summoned.fire-elementals');
  });

  it('are immune to Magic Arrow and to their School\'s Spells: such Spells cannot select them (CF66)', () => {
    let s = combat(['spell.summon-air-elemental']);
    s = summon(s, 'spell.summon-air-elemental', 2, 11);
    s = apply(s, { type: 'endActivation' }); // the Air Elementals (8) counted as activated: the Skeletons
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p2' });
    const targets = (card: string) => [...new Set(legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`) && a.play === 'spell').map((a) => a.target))];
    expect(targets('spell.lightning-bolt')).not.toContain('summoned.air-elementals');
    expect(targets('spell.magic-arrow')).not.toContain('summoned.air-elementals');
    expect(targets('spell.slow')).toContain('summoned.air-elementals'); // Earth: it may
    // Chain Lightning from the Griffins passes over them: 1 damage each to the Griffins and the Skeletons only.
    const cast = legalActions(s).find((a): a is Play => a.type === 'playCard' && a.card.startsWith('spell.chain-lightning#') && a.target === 'castle.griffins' && a.power === 0)!;
    const after = settle(apply(s, cast));
    expect(unit(after, 'summoned.air-elementals').damage).toBe(0);
    expect(unit(after, 'castle.griffins').damage).toBe(1);
    expect(unit(after, 'necropolis.skeletons').damage).toBe(1);
  });

  it('a view shows the Summoned Elementals on the board and the Summoned Unit Deck to every player', () => {
    const s = summon(combat(['spell.summon-water-elemental']), 'spell.summon-water-elemental', 2, 11);
    const v = viewFor(s, 'p2');
    expect(v.summonedUnits).toEqual(s.summonedUnits);
    expect(v.combat!.units.some((u) => u.id === 'summoned.water-elementals')).toBe(true);
  });
});

describe('a Summon on a Spell Scroll (CF68)', () => {
  it('is cast at its lowest Power effect: no effect, no space', () => {
    const s = modify(combat(['stat.attack'], 0, { expansions: ['stronghold', 'conflux'] }), (x) => {
      x.players[0]!.scrolls = [{ card: 'artifact.spell-scroll#31', spells: ['spell.summon-earth-elemental#31'] }];
    });
    const casts = legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card === 'spell.summon-earth-elemental#31');
    expect(casts).toEqual([{ type: 'playCard', card: 'spell.summon-earth-elemental#31', play: 'spell', power: 0 }]);
    const after = checked(apply(s, casts[0]!));
    expect(after.combat!.units).toHaveLength(2);
    expect(after.summonedUnits).toHaveLength(4);
  });
});

describe('the Summoned Elementals and the other boxes\' cards', () => {
  it('an Ongoing effect on one may be removed by a card that removes such effects (Boots of Polarity, Tower box)', () => {
    let s = combat(['spell.summon-air-elemental', 'artifact.boots-of-polarity'], 4, { expansions: ['tower', 'conflux'] });
    s = summon(s, 'spell.summon-air-elemental', 4, 11);
    s = modify(s, (t) => {
      t.combat!.units = t.combat!.units.map((u) => (u.id === 'summoned.air-elementals' ? { ...u, initiativeBonus: -1 } : u)); // as a Slow's
    });
    const boots = legalActions(s).find((a): a is Play => a.type === 'playCard' && a.card.startsWith('artifact.boots-of-polarity#') && a.play === 'bottom')!;
    // The only Ongoing effect on the board: it is removed at once.
    const after = checked(apply(s, boots));
    expect(unit(after, 'summoned.air-elementals').initiativeBonus).toBe(0);
  });
});
