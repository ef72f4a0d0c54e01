/**
 * Property: whole games with the deck variants on (Chaos Cards, Split Artifact and Spell Decks, Cards to the discard
 * pile; alone and together) end with a result; after every step the invariants hold (card conservation among them);
 * states round-trip through loadState; views hide the split decks' cards and order.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import type { RuleVariants } from '../src/model';
import { PROPERTY_SCALE, seatRng } from './helpers';

const GAMES = 2 * PROPERTY_SCALE;
const SETS: ReadonlyArray<Partial<RuleVariants>> = [
  { chaosCards: true },
  { splitDecks: true },
  { cardsToDiscard: true },
  { chaosCards: true, splitDecks: true, cardsToDiscard: true },
];

/** The split decks as a player sees them: face down, their discard piles face up. */
function expectSplitDecksHidden(s: GameState, viewer: string): void {
  const v = viewFor(s, viewer);
  for (const [name, pile] of Object.entries(s.splitDecks ?? {})) {
    const seen = v.splitDecks?.[name as keyof NonNullable<GameState['splitDecks']>];
    expect(seen?.deck).toEqual(pile.deck.map(() => HIDDEN));
    expect(seen?.discard).toEqual(pile.discard);
  }
}

describe('property: games with the deck variants', () => {
  SETS.forEach((variants, k) => {
    it(`${Object.keys(variants).join(' + ')}: every game ends; invariants, saves and views hold at every step`, () => {
      const seen = new Set<string>();
      for (let g = 0; g < GAMES; g++) {
        let s = createGame({ players: 2, seed: `decks-${k}-${g}`, variants });
        const bots: Record<string, Bot> = {};
        s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${k}-${g}-${i}`) : townBot(`${k}-${g}-${i}`); });
        let steps = 0;
        while (s.pending && steps < 100_000) {
          const who = s.pending.player;
          s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), seatRng));
          steps++;
          for (const e of s.log) if (e.type === 'cardToDiscard' || e.type === 'cardRemoved') seen.add(e.type);
          if (s.pending?.kind === 'search' || s.pending?.kind === 'chooseDeck') seen.add(`${s.pending.kind}:${s.pending.kind === 'search' ? s.pending.deck : ''}`);
          const problems = findInvariantViolations(s);
          if (problems.length > 0) expect(problems, `game ${g}, step ${steps}`).toEqual([]);
          if (steps % 25 === 0) {
            expect(loadState(JSON.stringify(s))).toEqual(s);
            expectSplitDecksHidden(s, who);
          }
        }
        expect(s.result, `game ${g} has no result`).not.toBeNull();
        expect(s.splitDecks === undefined).toBe(!variants.splitDecks);
        expect(loadState(JSON.stringify(s))).toEqual(s);
      }
      // The variants were met: a card replaced or gained to the discard pile, a split deck searched.
      if (variants.chaosCards || variants.cardsToDiscard) expect(seen).toContain('cardToDiscard');
      if (variants.splitDecks) expect([...seen].some((x) => /^search:(minor|major|relic|basic|expert)/.test(x))).toBe(true);
    }, 600_000);
  });
});
