/** The Rampart Main Hero of this part, Gelu, and his Specialty cards (rulings RA15, RA17–RA19). */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, createCombat, createGame, legalActions, loadState, catalog, findInvariantViolations, HEROES, type Action, type GameState } from '../src';
import { newTurnGame, player, putInHand, modify } from './helpers';

type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;

describe('Gelu', () => {
  it('a Ranger of Might, with his statistics, starting Ability Archery and Specialty cards', () => {
    const mine = HEROES.filter((h) => h.faction === 'rampart' && boxOf(h.id) === 'rampart');
    expect(mine.map((h) => [h.name, h.heroClass, h.type, h.statistics, h.startingAbility])).toEqual([
      ['Gelu', 'Ranger', 'might', { attack: 1, defense: 3, power: 1, knowledge: 1 }, 'ability.archery'],
      ['Gem', 'Druid', 'magic', { attack: 0, defense: 2, power: 1, knowledge: 2 }, 'ability.first-aid'],
    ]);
    const text = catalog.get('gelu')?.text ?? '';
    expect(text).toContain('Sharpshooters I (level I), Sharpshooters IV (level IV), Sharpshooters VI (level VI)');
    expect(text).toContain('Archery');
  });

  it('is a hero to choose only with the Rampart box in play', () => {
    expect(() => createGame({ seed: 'x', players: [{ hero: 'gelu' }, { hero: 'catherine' }] })).toThrow(/gelu|Gelu/);
    const s = createGame({ seed: 'x', expansions: ['rampart'], players: [{ hero: 'gelu' }, { hero: 'catherine' }] });
    expect(s.players[0]?.faction).toBe('rampart');
  });
});

describe('Sharpshooters I and VI, doubled for the Elves and the Sharpshooters', () => {
  const combat = (card: string) =>
    createCombat({
      expansions: ['rampart'],
      dice: { attack: [0, 0, 0, 0] },
      attacker: {
        hero: 'gelu', level: 7, hand: [card],
        units: [{ unit: 'rampart.elves', space: 4 }, { unit: 'rampart.centaurs', side: 'pack', space: 9 }, { unit: 'neutral.sharpshooters', space: 5 }],
      },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    });
  const on = (s: GameState, card: string, play: string, target: string) => apply(s, plays(s, card).find((a) => a.play === play && a.target === target)!);

  it('I: +1 Attack or +1 Defense to the selected unit, +2 for the Elves and the Sharpshooters', () => {
    const s = combat('specialty.gelu-1');
    expect(unit(on(s, 'specialty.gelu-1', 'top', 'rampart.centaurs'), 'rampart.centaurs').attackBonus).toBe(1);
    expect(unit(on(s, 'specialty.gelu-1', 'top', 'rampart.elves'), 'rampart.elves').attackBonus).toBe(2);
    const sharp = s.combat!.units.find((u) => u.card === 'neutral.sharpshooters' || u.id.startsWith('neutral.sharpshooters'))!;
    expect(unit(on(s, 'specialty.gelu-1', 'bottom', sharp.id), sharp.id).defenseBonus).toBe(2);
  });

  it('VI: +2 Initiative for this combat, +4 for the Elves', () => {
    const s = combat('specialty.gelu-6');
    expect(unit(on(s, 'specialty.gelu-6', 'basic', 'rampart.centaurs'), 'rampart.centaurs').initiativeBonus).toBe(2);
    expect(unit(on(s, 'specialty.gelu-6', 'basic', 'rampart.elves'), 'rampart.elves').initiativeBonus).toBe(4);
  });

  it('the card text names both units', () => {
    expect(catalog.get('specialty.gelu-1')?.text).toContain('doubled for an Elves or Sharpshooters unit');
  });
});

describe('Sharpshooters IV: the Pack of Elves traded for the neutral Sharpshooters, or draw a card (RA17–RA18)', () => {
  const game = (elves: 'few' | 'pack' | null) => {
    let s = newTurnGame({ expansions: ['rampart'], players: [{ hero: 'gelu' }, { hero: 'catherine' }] });
    s = modify(s, (x) => {
      player(x).units = elves === null ? [{ unit: 'rampart.centaurs', side: 'few' }] : [{ unit: 'rampart.elves', side: elves }, { unit: 'rampart.centaurs', side: 'few' }];
    });
    // The level IV card, set aside until Gelu reaches level IV, taken into hand.
    return putInHand(s, 'p1', [player(s).setAside.find((c) => c.startsWith('specialty.gelu-4#'))!]);
  };
  const sharpshooters = (s: GameState) => [...s.neutralDecks.silver.deck, ...s.neutralDecks.silver.discard].filter((c) => c.startsWith('neutral.sharpshooters'));

  it('on the map: the Pack of Elves leaves the unit deck and the Sharpshooters card joins it', () => {
    const s = game('pack');
    expect(sharpshooters(s)).toHaveLength(1);
    const top = plays(s, 'specialty.gelu-4').find((a) => a.play === 'top');
    expect(top).toBeDefined();
    const t = apply(s, top!);
    expect(player(t).units.map((u) => u.unit)).toEqual(['rampart.centaurs', expect.stringMatching(/^neutral\.sharpshooters/)]);
    expect(sharpshooters(t)).toEqual([]);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
  });

  it('not offered without a Pack of Elves, nor with a Sharpshooters unit already', () => {
    for (const elves of ['few', null] as const) expect(plays(game(elves), 'specialty.gelu-4').some((a) => a.play === 'top')).toBe(false);
    const twice = apply(game('pack'), plays(game('pack'), 'specialty.gelu-4').find((a) => a.play === 'top')!);
    const again = modify(twice, (x) => { player(x).units.push({ unit: 'rampart.elves', side: 'pack' }); });
    const back = putInHand(again, 'p1', [player(again).discard.find((c) => c.startsWith('specialty.gelu-4'))!]);
    expect(plays(back, 'specialty.gelu-4').some((a) => a.play === 'top')).toBe(false);
  });

  it('or, Instant, draw a card', () => {
    const s = game(null);
    const bottom = plays(s, 'specialty.gelu-4').find((a) => a.play === 'bottom')!;
    const hand = player(s).hand.length;
    expect(player(apply(s, bottom)).hand.length).toBe(hand); // the card played, one drawn
  });
});
