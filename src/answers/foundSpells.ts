/**
 * Tarnum (Conflux)'s Enchanters VI (rulings CF16–CF19): "Search (1) the Spell deck twice. If their type allows it, and
 * you have enough Power available, you can immediately cast one or both of these spells, even if you already cast a
 * spell this round. Place each spell you use this way on the top of the Spell deck or on its discard pile in any
 * order." Its program: two Searches whose cards wait with the player's found Spells (answers/search.ts), then
 * `castFoundSpells` and `placeCastSpells`, and the decisions they raise on the map (combat/foundSpells.ts for combat).
 */
import type { Action } from '../model';
import { type DecisionKindHandlers, wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import type { EffectKinds } from '../effects/registry';
import { castSpells, keepWaiting, placeCast, waitingSpells } from '../deck/foundSpells';
import { castFoundOnMap, foundMapCasts } from '../cards/mapPlays';
import { openFoundWindow } from '../combat/foundSpells';

/** Enchanters VI's two effect ops. */
export const FOUND_SPELL_EFFECTS = {
  castFoundSpells: {
    // Raised again after each cast (its pc stays): on the map one Spell at a time, while one can be cast.
    start(d, frame) {
      const player = frame.player;
      if (waitingSpells(d.peek(player)).length === 0) return 'done';
      // In combat the found Spells are cast in a window of their own, through the windows any Spell opens (CF16).
      if (d.s.combat !== null) {
        openFoundWindow(d, player);
        return 'done';
      }
      if (foundMapCasts(d, player).length > 0) {
        d.s.pending = { kind: 'castFoundSpell', player, source: frame.source };
        return 'waiting';
      }
      keepWaiting(d, player);
      return 'done';
    },
    describe: () =>
      'if their type allows it, and you have enough Power available, you can immediately cast one or both of these Spells, even if you already cast a Spell this round',
  },
  placeCastSpells: {
    start(d, frame) {
      const cast = castSpells(d.peek(frame.player));
      if (cast.length === 0) return 'done';
      // A game already over asks nothing more (a combat sandbox won by a found Spell): the Spells go to the discard pile.
      if (d.s.result !== null) {
        for (const card of cast.slice()) placeCast(d, frame.player, card, 'discard');
        return 'done';
      }
      d.s.pending = { kind: 'placeSpell', player: frame.player };
      return 'waiting';
    },
    describe: () => 'place each Spell you use this way on the top of the Spell deck or on its discard pile in any order',
  },
} satisfies Partial<EffectKinds>;

/**
 * The `castFoundSpell` decision (map, CF16): `playCard` casts a found Spell — its effects run, then the decision comes
 * again while another can be cast — or `pass` ends the casting, the Spells not cast going into the hand.
 */
export const CAST_FOUND_SPELL: DecisionKindHandlers<'castFoundSpell'> = {
  legal: (d, dec) => [...foundMapCasts(d, dec.player), { type: 'pass' }],
  apply(d, dec, a) {
    if (a.type === 'pass') {
      keepWaiting(d, dec.player);
      return finishEffect(d);
    }
    if (a.type !== 'playCard') return wrongAnswer(CAST_FOUND_SPELL, dec, a);
    d.s.pending = null; // the Spell's frame runs on top; then castFoundSpells starts again
    castFoundOnMap(d, dec.player, a);
  },
  describe: (dec) => `${dec.player} may cast the Spells Enchanters VI found`,
};

/** The `placeSpell` decision (CF18): each cast Spell, on top of the Spell deck or onto its discard pile. */
export const PLACE_SPELL: DecisionKindHandlers<'placeSpell'> = {
  legal(d, dec) {
    const out: Action[] = [];
    for (const card of castSpells(d.peek(dec.player))) {
      out.push({ type: 'placeSpell', card, on: 'deck' }, { type: 'placeSpell', card, on: 'discard' });
    }
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'placeSpell') return wrongAnswer(PLACE_SPELL, dec, a);
    if (!castSpells(d.peek(dec.player)).includes(a.card)) {
      illegal('CARD_NOT_AVAILABLE', `${a.card} is not a Spell your Enchanters VI cast, waiting to be placed`, 'spell-cards');
    }
    placeCast(d, dec.player, a.card, a.on);
    d.s.pending = null; // placeCastSpells starts again: the next one, or done
  },
  describe: (dec) => `${dec.player} places a Spell Enchanters VI cast on the Spell deck or its discard pile`,
};
