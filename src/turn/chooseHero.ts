/** Setup (Game Setup): each player in turn chooses a Main Hero, of a faction no other player has taken. */
import type { Draft } from '../kernel/draft';
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers, type DecisionOf } from '../kernel/decisions';
import { contentInPlay } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';
import { assignHero } from '../hero/hero';

/** Chooses the hero (also for the heroes a game's config names, at its creation). */
export function applyChooseHero(d: Draft, dec: DecisionOf<'chooseHero'>, a: Action): void {
  if (a.type !== 'chooseHero') return wrongAnswer(CHOOSE_HERO, dec, a);
  const def = contentInPlay(boxesInPlay(d.s.config)).heroes.find((h) => h.id === a.hero);
  if (!def) illegal('MALFORMED_ACTION', `There is no hero "${a.hero}" in the boxes in play`, 'setup');
  if (d.s.players.some((p) => p.hero !== '' && p.faction === def.faction)) {
    illegal('HERO_TAKEN', `The ${def.faction} faction is already taken`, 'setup');
  }
  assignHero(d, dec.player, def.id);
  d.s.pending = null;
}

/** The `chooseHero` decision. */
export const CHOOSE_HERO: DecisionKindHandlers<'chooseHero'> = {
  legal(d) {
    const taken = new Set(d.s.players.filter((p) => p.hero !== '').map((p) => p.faction));
    return contentInPlay(boxesInPlay(d.s.config)).heroes.filter((h) => !taken.has(h.faction)).map((h) => ({ type: 'chooseHero', hero: h.id }));
  },
  apply: applyChooseHero,
  describe: (dec) => `${dec.player} chooses a Main Hero`,
};
