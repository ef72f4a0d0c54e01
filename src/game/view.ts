/**
 * Hidden information (what each player may see). A view has the shape of GameState, with every hidden
 * card replaced by HIDDEN: other players' hands and decks, every deck's order (your own deck is shown
 * sorted: you know its contents, not its order), face-down neutral decks, cards another player is looking
 * at, and the generator's state. Events that would reveal hidden cards are masked too.
 */
import type { CardId, GameEvent, GameState, PlayerId } from '../model';

/** Stands for a card the viewer cannot see. */
export const HIDDEN = '?';

/** What one player may see: a GameState with hidden cards masked. */
export type PlayerView = GameState & { viewer: PlayerId };

const mask = (cards: readonly string[]): string[] => cards.map(() => HIDDEN);

export function viewFor(state: GameState, viewer: PlayerId): PlayerView {
  if (!state.players.some((p) => p.id === viewer)) throw new Error(`Unknown player ${viewer}`);
  const seesRevealed = state.pending !== null && state.pending.player === viewer;
  return {
    ...state,
    viewer,
    rng: [0, 0, 0, 0],
    scriptedDice: { attack: [], resource: [], treasure: [] },
    players: state.players.map((p) =>
      p.id === viewer ? { ...p, deck: [...p.deck].sort() } : { ...p, hand: mask(p.hand), deck: mask(p.deck) },
    ),
    decks: {
      ability: { ...state.decks.ability, deck: mask(state.decks.ability.deck) },
      artifact: { ...state.decks.artifact, deck: mask(state.decks.artifact.deck) },
      spell: { ...state.decks.spell, deck: mask(state.decks.spell.deck) },
    },
    neutralDecks: {
      bronze: { ...state.neutralDecks.bronze, deck: mask(state.neutralDecks.bronze.deck) },
      silver: { ...state.neutralDecks.silver, deck: mask(state.neutralDecks.silver.deck) },
      gold: { ...state.neutralDecks.gold, deck: mask(state.neutralDecks.gold.deck) },
      azure: { ...state.neutralDecks.azure, deck: mask(state.neutralDecks.azure.deck) },
    },
    revealed: seesRevealed ? state.revealed : mask(state.revealed),
    log: state.log.map((e) => maskEvent(e, viewer)),
  };
}

function maskEvent(e: GameEvent, viewer: PlayerId): GameEvent {
  switch (e.type) {
    case 'cardsDrawn':
    case 'cardsRevealed':
      return e.player === viewer ? e : { ...e, cards: mask(e.cards) };
    case 'cardGained':
      // Cards taken from a face-up discard pile are seen by all; others only by their new owner.
      return e.player === viewer || e.from.endsWith('discard') ? e : { ...e, card: HIDDEN as CardId };
    default:
      return e;
  }
}
