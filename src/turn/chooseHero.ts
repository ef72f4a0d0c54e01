/** Setup (Game Setup): each player in turn chooses a Main Hero, of a faction no other player has taken. */
import type { Draft } from '../kernel/draft';
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers, type DecisionOf } from '../kernel/decisions';
import { HEROES } from '../data/heroes';
import { assignHero } from '../hero/hero';
import type { HeroDef } from '../model';

/**
 * Can the Statistic supply still give this hero's Statistic cards, with those of the heroes already chosen (their
 * starting decks are built once every hero is chosen)? A box whose heroes need more cards than the boxes in play
 * hold (Wystan's 4 Defense without the Fortress box's Defense cards) must not offer a choice setup then fails on.
 */
function suppliable(d: Draft, def: HeroDef): boolean {
  const supply = d.s.statisticSupply;
  for (const kind of ['attack', 'defense', 'power', 'knowledge'] as const) {
    let needed = def.statistics[kind];
    for (const p of d.s.players) if (p.hero !== '') needed += (HEROES.find((h) => h.id === p.hero) as HeroDef).statistics[kind];
    if (needed > supply[kind].length) return false;
  }
  return true;
}

/** Chooses the hero (also for the heroes a game's config names, at its creation). */
export function applyChooseHero(d: Draft, dec: DecisionOf<'chooseHero'>, a: Action): void {
  if (a.type !== 'chooseHero') return wrongAnswer(CHOOSE_HERO, dec, a);
  const def = HEROES.find((h) => h.id === a.hero);
  if (!def) illegal('MALFORMED_ACTION', `There is no core hero "${a.hero}"`, 'setup');
  if (d.s.players.some((p) => p.hero !== '' && p.faction === def.faction)) {
    illegal('HERO_TAKEN', `The ${def.faction} faction is already taken`, 'setup');
  }
  if (d.s.pending?.kind === 'chooseHero' && !suppliable(d, def)) {
    illegal('OPTION_NOT_AVAILABLE', `The Statistic supply no longer holds ${def.name}'s Statistic cards`, 'setup');
  }
  assignHero(d, dec.player, def.id);
  d.s.pending = null;
}

/** The `chooseHero` decision. */
export const CHOOSE_HERO: DecisionKindHandlers<'chooseHero'> = {
  legal(d) {
    const taken = new Set(d.s.players.filter((p) => p.hero !== '').map((p) => p.faction));
    return HEROES.filter((h) => !taken.has(h.faction) && suppliable(d, h)).map((h) => ({ type: 'chooseHero', hero: h.id }));
  },
  apply: applyChooseHero,
  describe: (dec) => `${dec.player} chooses a Main Hero`,
};
