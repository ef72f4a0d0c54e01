/** The Tower box's neutral Pegasi: "whenever an enemy casts a Spell, they must discard an additional card with Power" (rulings TW37–TW39). */
import { describe, expect, it } from 'vitest';
import { apply, catalog, contentInPlay, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { events, passWindows } from './combatSteps';

/** The Spell plays of a card now listed. */
const plays = (s: GameState, card: string) => legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(card) && a.play === 'spell');
const hand = (s: GameState) => s.players[1]!.hand;

const cfg = (cards: string[], enemies: Array<{ unit: string; space: number }> = [{ unit: 'neutral.pegasi', space: 5 }]): CombatConfig => ({
  expansions: ['tower', 'inferno'],
  logLimit: 1000,
  attacker: { hero: 'sandro', units: enemies },
  defender: { hero: 'catherine', hand: cards, units: [{ unit: 'castle.archangels', space: 13 }] },
});

describe('neutral Pegasi (ruling TW37)', () => {
  it('the card as printed: silver, 1 copy, flying 3 / 0 / 5 / 8, 14 gold', () => {
    const pegasi = contentInPlay(['core', 'tower']).neutralUnits.find((u) => u.def.id === 'neutral.pegasi');
    expect(pegasi?.copies).toBe(1);
    expect(pegasi?.def).toMatchObject({ name: 'Pegasi', tier: 'silver', recruitCost: { gold: 14 }, side: { type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 8 } });
    expect(contentInPlay(['core']).neutralUnits.some((u) => u.def.id === 'neutral.pegasi')).toBe(false);
    expect(catalog.get('neutral.pegasi')?.text).toMatch(/casts a Spell, they must also discard a Power card/);
  });

  it('a cast discards a Power card of the hand (not another card), and the Spell takes effect', () => {
    let s = createCombat(cfg(['spell.lightning-bolt', 'stat.attack', 'stat.power']));
    const cast = plays(s, 'spell.lightning-bolt')[0] as Action;
    s = apply(s, cast);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'neutral.pegasi#1', ability: 'enemyDiscardsPowerOnSpell' }));
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = passWindows(s);
    expect(hand(s).map((c) => c.split('#')[0])).toEqual(['stat.attack']);
    expect(s.players[1]!.discard.some((c) => c.startsWith('stat.power#'))).toBe(true);
    expect(events(s, 'damageDealt')).toContainEqual(expect.objectContaining({ unit: 'neutral.pegasi#1' }));
  });

  it('an Empowered Power card counts as a card with Power (ruling TW1)', () => {
    const start = createCombat({ ...cfg(['spell.lightning-bolt', 'empowered.power']), expansions: ['tower', 'inferno'] });
    const s = passWindows(apply(start, plays(start, 'spell.lightning-bolt')[0] as Action));
    expect(hand(s)).toEqual([]);
    expect(s.players[1]!.discard.some((c) => c.startsWith('empowered.power#'))).toBe(true);
  });

  it('with no Power card in hand the Spell cannot be cast; its "+1 Power" is no cast and stays', () => {
    const s = createCombat(cfg(['spell.lightning-bolt', 'stat.attack', 'stat.knowledge']));
    expect(plays(s, 'spell.lightning-bolt')).toEqual([]);
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('spell.lightning-bolt') && a.play === 'alternative')).toBe(true);
  });

  it('once the Pegasi have left the board, Spells cost nothing more', () => {
    const s = createCombat(cfg(['spell.lightning-bolt'], [{ unit: 'neutral.pegasi', space: 5 }, { unit: 'castle.halberdiers', space: 1 }]));
    const gone = JSON.parse(JSON.stringify(s)) as GameState;
    const u = gone.combat!.units.find((x) => x.id === 'neutral.pegasi#1')!;
    u.defeated = true;
    u.space = null;
    expect(plays(s, 'spell.lightning-bolt')).toEqual([]);
    expect(plays(gone, 'spell.lightning-bolt').length).toBeGreaterThan(0);
  });
});

describe('neutral Pegasi under Orb of Vulnerability (ruling TW39)', () => {
  it('an ability about Spells: while negated, a Spell is cast with no Power card', () => {
    const s = createCombat(cfg(['spell.lightning-bolt', 'stat.attack']));
    expect(plays(s, 'spell.lightning-bolt')).toEqual([]);
    const t = JSON.parse(JSON.stringify(s)) as GameState;
    t.combat!.spellAbilitiesNegated = true; // as Orb of Vulnerability's top effect leaves it (ruling RA84)
    const cast = apply(t, plays(t, 'spell.lightning-bolt')[0] as Action);
    expect(events(cast, 'abilityUsed').some((e) => e.ability === 'enemyDiscardsPowerOnSpell')).toBe(false);
    expect(hand(cast).map((c) => c.split('#')[0])).toEqual(['stat.attack']);
  });
});

describe('neutral Pegasi with enemy Familiars (ruling TW38)', () => {
  const both = [{ unit: 'neutral.pegasi', space: 5 }, { unit: 'neutral.familiars', space: 3 }];

  it('both costs are paid, each with its own card: the Power card first, then another card of the caster\'s choice', () => {
    let s = createCombat(cfg(['spell.lightning-bolt', 'stat.power', 'stat.attack', 'stat.defense'], both));
    s = apply(s, plays(s, 'spell.lightning-bolt')[0] as Action);
    expect(s.players[1]!.discard.some((c) => c.startsWith('stat.power#'))).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'discardCards', player: 'p2', min: 1, max: 1 });
    expect(legalActions(s).filter((a) => a.type === 'discard').map((a) => (a as { card: string }).card.split('#')[0])).toEqual(['stat.attack', 'stat.defense']);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = passWindows(apply(s, { type: 'discard', card: hand(s).find((c) => c.startsWith('stat.defense#'))! }));
    expect(hand(s).map((c) => c.split('#')[0])).toEqual(['stat.attack']);
  });

  it('a Power card and no other card: the Spell cannot be cast', () => {
    expect(plays(createCombat(cfg(['spell.lightning-bolt', 'stat.power'], both)), 'spell.lightning-bolt')).toEqual([]);
    expect(plays(createCombat(cfg(['spell.lightning-bolt', 'stat.power', 'stat.attack'], both)), 'spell.lightning-bolt').length).toBeGreaterThan(0);
  });
});
