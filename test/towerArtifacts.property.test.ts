/**
 * Property: the Tower box's Artifacts Boots of Polarity, Cards of Prophecy, Helm of the Alabaster Unicorn, Mystic Orb of Mana, Orb of Inhibition,
 * Pendant of Second Sight, Ring of the Wayfarer and Spellbinder's Hat in random combats — against a Hero and against
 * neutral units — and in random whole games with the box in play, the cards dealt into the players' decks. Walked step
 * by step: each game ends with a result, the invariants hold after every step, states reload from their JSON and views
 * hide the other hands.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type CombatConfig, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { expectHandsHidden, modify, mulberry32, PROPERTY_SCALE, seatRng } from './helpers';

const COMBATS = 12 * PROPERTY_SCALE;
const GAMES = 2 * PROPERTY_SCALE;
const BOX_CARDS = ['artifact.boots-of-polarity', 'artifact.cards-of-prophecy', 'artifact.mystic-orb-of-mana', 'artifact.orb-of-inhibition', 'artifact.pendant-of-second-sight', 'artifact.ring-of-the-wayfarer', 'artifact.spellbinders-hat'];
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];

/** A combat against Catherine's army (even) or against neutral units (odd), both sides holding the box's Artifacts. */
function combatConfig(g: number): CombatConfig {
  const attacker = {
    hero: 'mutare', hand: [...BOX_CARDS, 'stat.power', 'spell.magic-arrow', 'spell.blind'], deck: ['stat.attack', 'spell.magic-arrow', 'ability.wisdom'],
    units: [{ unit: 'dungeon.manticores', space: 1 }, { unit: 'dungeon.troglodytes', side: 'pack' as const, space: 2 }],
  };
  if (g % 2 === 1) return { seed: `tower-artifacts-${g}`, expansions: ['tower'], attacker, defender: { neutrals: [{ unit: 'neutral.boars' }, { unit: 'neutral.azure-dragons' }], fieldLevel: 7 } };
  return {
    seed: `tower-artifacts-${g}`, expansions: ['tower'], attacker,
    defender: { hero: 'catherine', hand: [...BOX_CARDS, 'spell.magic-arrow', 'spell.disrupting-ray'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.crusaders', space: 14 }] },
  };
}

describe("property: random combats with the Tower box's further Artifacts", () => {
  it('keep the invariants, saves and views after every step', () => {
    const played = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      let s = createCombat(combatConfig(g));
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const cards = legal.filter((a) => a.type === 'playCard' && a.card.startsWith('artifact.'));
        const action = (cards.length > 0 && rng() < 0.5 ? cards : legal)[Math.floor(rng() * (cards.length > 0 ? Math.max(cards.length, 1) : legal.length))] ?? legal[0]!;
        if (action.type === 'playCard' && action.card.startsWith('artifact.')) played.add(`${action.card.replace(/#.*/, '')} ${action.play}`);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        if (s.combat?.defender.cards) expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...played]).toEqual(expect.arrayContaining([
      'artifact.orb-of-inhibition top', 'artifact.orb-of-inhibition bottom', 'artifact.pendant-of-second-sight top',
      'artifact.ring-of-the-wayfarer top', 'artifact.ring-of-the-wayfarer bottom', 'artifact.spellbinders-hat top',
    ]));
  }, 180_000);
});

describe("property: random games with the Tower box's further Artifacts", () => {
  /** A game with the box in play, the Artifacts moved from the Artifact deck into the players' decks. */
  const start = (g: number): GameState =>
    loadState(modify(
      createGame({ expansions: ['tower'], scenario: 'chain-link', seed: `tower-artifacts-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) }),
      (x) => {
        BOX_CARDS.forEach((id, i) => {
          for (const pile of [x.decks.artifact.deck, x.decks.artifact.discard]) {
            const at = pile.findIndex((c) => c.startsWith(`${id}#`));
            if (at >= 0) (x.players[i % x.players.length]!.deck).push(...pile.splice(at, 1));
          }
        });
        if (x.decks.artifact.discard.length === 0) x.decks.artifact.discard.push(x.decks.artifact.deck.pop()!);
      },
    ));

  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      let s = start(g);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`tower-artifacts-${g}-${i}`) : townBot(`tower-artifacts-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        const dec = s.pending!;
        s = apply(s, (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
  }, 600_000);
});

describe('property: random combats and games with Helm of the Alabaster Unicorn (rulings TW90–TW95)', () => {
  const HELM = 'artifact.helm-of-the-alabaster-unicorn';
  /** Both sides hold the Helm; Spells lie on the Spell discard pile (a sandbox has no shared decks: spare copies). */
  const helmCombat = (g: number): GameState => {
    const config = combatConfig(g);
    config.attacker.hand = [HELM, 'stat.power', 'spell.magic-arrow'];
    if ('hero' in config.defender) config.defender.hand = [HELM, 'spell.bless'];
    return modify(createCombat(config), (x) => {
      x.decks.spell.deck.push('spell.haste#9'); // a deck that is not empty beside its discard pile
      x.decks.spell.discard.push('spell.bless#9', 'spell.view-air#9', 'spell.magic-arrow#9');
    });
  };
  /** Is the action a Spell cast the Helm lends (its card on a Spell discard pile, not in the hand)? */
  const isLent = (s: GameState, a: ReturnType<typeof legalActions>[number]): boolean =>
    a.type === 'playCard' && !s.players.some((p) => p.hand.includes(a.card)) && s.decks.spell.discard.includes(a.card);

  it('combats keep the invariants, saves and views after every step; the lent Spell stays on its pile', () => {
    const played = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 101);
      let s = helmCombat(g);
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const helm = legal.filter((a) => isLent(s, a) || (a.type === 'playCard' && a.card.startsWith(HELM)));
        const pool = helm.length > 0 && rng() < 0.6 ? helm : legal;
        const action = pool[Math.floor(rng() * pool.length)] ?? legal[0]!;
        const lent = isLent(s, action) && action.type === 'playCard' ? action.card : null;
        if (lent !== null) played.add('bottom');
        else if (action.type === 'playCard' && action.card.startsWith(HELM)) played.add(action.play);
        s = apply(s, action);
        if (lent !== null) expect(s.decks.spell.discard).toContain(lent);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p2').decks.spell.discard).toEqual(s.decks.spell.discard);
        if (s.combat?.defender.cards) expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...played]).toContain('bottom');
  }, 180_000);

  it('games with the Helm dealt end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      let s = loadState(modify(
        createGame({ expansions: ['tower'], scenario: 'chain-link', seed: `tower-helm-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) }),
        (x) => {
          for (const pile of [x.decks.artifact.deck, x.decks.artifact.discard]) {
            const at = pile.findIndex((c) => c.startsWith(`${HELM}#`));
            if (at >= 0) x.players[g % x.players.length]!.hand.push(...pile.splice(at, 1));
          }
          const spell = x.decks.spell.deck.pop();
          if (spell !== undefined) x.decks.spell.discard.push(spell);
        },
      ));
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`tower-helm-${g}-${i}`) : townBot(`tower-helm-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        const dec = s.pending!;
        s = apply(s, (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
  }, 600_000);
});
