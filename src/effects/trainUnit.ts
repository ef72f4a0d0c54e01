/**
 * A Pack unit card traded for a neutral unit card (Gelu's Sharpshooters IV): the player's Pack of Elves is discarded
 * and the Sharpshooters card is taken from the silver Neutral Unit deck into their unit deck (rulings RA17–RA18).
 */
import type { Draft } from '../kernel/draft';
import type { OwnedUnit, PlayerId } from '../model';
import { cardOf } from '../kernel/ids';
import { factionUnit, neutralUnit } from '../data/units';
import { settleReservedPool } from '../town/goldPool';
import { dropFaceUp } from '../deck/faceUpNeutrals';
import type { EffectKinds, StateReader } from './registry';
import { cap } from './describe';

/** The neutral unit's card in its tier deck: its draw pile first, then its discard pile; null when neither holds it. */
function neutralCardIn(r: StateReader, neutral: string): { pile: 'deck' | 'discard'; card: string } | null {
  const decks = r.s.neutralDecks[neutralUnit(neutral).tier];
  for (const pile of ['deck', 'discard'] as const) {
    const card = decks[pile].find((c) => cardOf(c) === neutral);
    if (card !== undefined) return { pile, card };
  }
  return null;
}

/** The player has the Pack card, no card of the neutral unit yet ("only 1 at a time"), and the neutral card is there to take. */
function canTrain(r: StateReader, player: PlayerId, pack: string | null, neutral: string, gold = 0): boolean {
  if (r.peek(player).resources.gold < gold) return false;
  const units = r.peek(player).units;
  if (pack !== null && !units.some((u) => u.unit === pack && u.side === 'pack')) return false;
  if (units.some((u) => u.side === 'neutral' && cardOf(u.unit) === neutral)) return false;
  return neutralCardIn(r, neutral) !== null;
}

/** Discards the Pack card (with any card put on it) and takes the neutral card; the draw pile it came from is shuffled. */
function train(d: Draft, player: PlayerId, pack: string | null, neutral: string, gold = 0): void {
  const w = d.player(player);
  if (gold > 0) {
    w.resources.gold -= gold;
    d.emit({ type: 'resourcesPaid', player, resources: { gold, buildingMaterials: 0, valuables: 0 }, reason: neutral, seq: 0 });
  }
  if (pack !== null) givePack(d, player, pack);
  const found = neutralCardIn(d, neutral) as { pile: 'deck' | 'discard'; card: string };
  const decks = d.neutralDecks()[neutralUnit(neutral).tier];
  decks[found.pile].splice(decks[found.pile].indexOf(found.card), 1);
  dropFaceUp(d, found.card);
  if (found.pile === 'deck') d.shuffle(decks.deck);
  w.units.push({ unit: found.card, side: 'neutral' });
  d.emit({ type: 'unitRecruited', player, unit: found.card, seq: 0 });
}

/** The Pack card given for the neutral one is discarded, with any card put on it. */
function givePack(d: Draft, player: PlayerId, pack: string): void {
  const w = d.player(player);
  const at = w.units.findIndex((u) => u.unit === pack && u.side === 'pack');
  const owned = w.units[at] as OwnedUnit;
  w.units.splice(at, 1);
  d.emit({ type: 'unitDiscarded', player, unit: pack, seq: 0 });
  for (const card of owned.covers ?? []) {
    w.discard.push(card);
    d.emit({ type: 'cardDiscarded', player, card, seq: 0 });
  }
  settleReservedPool(d, player); // Gold Pool: what the Pack cost comes back, as for a unit that left the deck
}

/** The `trainUnit` op. */
export const TRAIN_UNIT_EFFECTS = {
  trainUnit: {
    start(d, frame, e) {
      if (canTrain(d, frame.player, e.pack, e.neutral, e.gold)) train(d, frame.player, e.pack, e.neutral, e.gold);
      return 'done';
    },
    canStart: (r, player, e) => canTrain(r, player, e.pack, e.neutral, e.gold),
    describe: (e) => {
      const name = neutralUnit(e.neutral).name;
      const once = `(you control only 1 ${name} unit at a time)`;
      if (e.pack === null) return `${e.gold === undefined ? '' : `pay ${e.gold} gold, then `}find the ${name} card in the ${cap(neutralUnit(e.neutral).tier)} Neutral Unit deck and add it to your unit deck ${once}`;
      return `if you have a Pack of ${factionUnit(e.pack).name} unit card, discard it; then take the ${name} card from the Neutral Unit deck into your unit deck ${once}`;
    },
  },
} satisfies Partial<EffectKinds>;
