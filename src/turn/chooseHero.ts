/** Setup (Game Setup): each player in turn chooses a Main Hero, of a faction no other player has taken. */
import type { Draft } from '../kernel/draft';
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers, type DecisionOf } from '../kernel/decisions';
import { contentInPlay } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';
import { HEROES } from '../data/heroes';
import { assignHero } from '../hero/hero';
import type { HeroDef } from '../model';

/**
 * Can setup still give this hero its cards, with those of the heroes already chosen (their starting decks are built
 * once every hero is chosen): its Statistic cards from the supply, and a copy of its Starting Ability (ruling VS2),
 * both as the boxes in play hold them (ruling FX54)? A hero needing more than the boxes in play hold (Wystan's 4 Defense, a third Wisdom) is not offered.
 */
function suppliable(d: Draft, def: HeroDef): boolean {
  const chosen = d.s.players.filter((p) => p.hero !== '').map((p) => HEROES.find((h) => h.id === p.hero) as HeroDef);
  const supply = d.s.statisticSupply;
  for (const kind of ['attack', 'defense', 'power', 'knowledge'] as const) {
    let needed = def.statistics[kind];
    for (const h of chosen) needed += h.statistics[kind];
    if (needed > supply[kind].length) return false;
  }
  const sameAbility = chosen.filter((h) => h.startingAbility === def.startingAbility).length;
  // The copies of the boxes in play (a box may add copies of another box's Ability: ruling FX1).
  const ability = contentInPlay(boxesInPlay(d.s.config)).cards.find((c) => c.def.id === def.startingAbility);
  return sameAbility < (ability === undefined ? 0 : ability.copies);
}

/** Chooses the hero (also for the heroes a game's config names, at its creation). */
export function applyChooseHero(d: Draft, dec: DecisionOf<'chooseHero'>, a: Action): void {
  if (a.type !== 'chooseHero') return wrongAnswer(CHOOSE_HERO, dec, a);
  const def = contentInPlay(boxesInPlay(d.s.config)).heroes.find((h) => h.id === a.hero);
  if (!def) illegal('MALFORMED_ACTION', `There is no hero "${a.hero}" in the boxes in play`, 'setup');
  if (d.s.players.some((p) => p.hero !== '' && p.faction === def.faction)) {
    illegal('HERO_TAKEN', `The ${def.faction} faction is already taken`, 'setup');
  }
  if (d.s.pending?.kind === 'chooseHero' && !suppliable(d, def)) {
    illegal('OPTION_NOT_AVAILABLE', `Setup no longer holds ${def.name}'s cards: the Statistic supply or the Ability deck ran short`, 'setup');
  }
  assignHero(d, dec.player, def.id);
  d.s.pending = null;
}

/** The `chooseHero` decision. */
export const CHOOSE_HERO: DecisionKindHandlers<'chooseHero'> = {
  legal(d) {
    const taken = new Set(d.s.players.filter((p) => p.hero !== '').map((p) => p.faction));
    return contentInPlay(boxesInPlay(d.s.config)).heroes.filter((h) => !taken.has(h.faction) && suppliable(d, h)).map((h) => ({ type: 'chooseHero', hero: h.id }));
  },
  apply: applyChooseHero,
  describe: (dec) => `${dec.player} chooses a Main Hero`,
};
