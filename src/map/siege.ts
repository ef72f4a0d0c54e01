/**
 * The defender's choices when an enemy hero moves onto their hero, town or settlement (Secondary Hero, p. 16;
 * Combat, p. 39; Siege Combat, p. 44): a lone Secondary Hero may be defeated at once instead of fighting; a town or
 * settlement with none of its owner's heroes is defended by its owner's units if they pay 8 gold, else the attacker
 * takes it at once. Either way, a combat that follows is declared (encounter.ts), with its Town-action window.
 */
import type { Draft } from '../kernel/draft';
import type { Action, Encounter, MapState, PlayerId } from '../model';
import type { DecisionKindHandlers, DecisionTable } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { full } from '../kernel/resources';
import { DEFEND_WITHOUT_HERO_GOLD, declareCombat, dismissSecondaryHero } from './encounter';
import { visitField } from './visit';

/** The encounter the defender answers, taken off the map (the answer replaces it or ends it). */
function takeEncounter(d: Draft): Encounter {
  const enc = (d.s.map as MapState).encounter;
  if (enc === null) illegal('OPTION_NOT_AVAILABLE', 'No hero is attacking', 'combat-setup');
  d.map().encounter = null;
  return enc;
}

/**
 * Instant defeat (End of Combat, p. 43): the Secondary Hero leaves the map, the attacker takes one of its player's
 * Faction Cubes and gains no experience, then visits the field.
 */
function instantDefeat(d: Draft, defender: PlayerId): void {
  const enc = takeEncounter(d);
  d.emit({ type: 'instantlyDefeated', player: defender, by: enc.player, seq: 0 });
  dismissSecondaryHero(d, defender);
  d.player(enc.player).defeated.secondaryHeroes += 1; // instantly defeated (Victory Points, p. 54)
  d.player(enc.player).factionCubes.push(defender);
  d.emit({ type: 'factionCubeTaken', player: enc.player, from: defender, seq: 0 });
  visitField(d, enc.player, enc.hero, enc.field);
}

/** The `secondaryHeroAttacked` decision: `instantDefeat`, or `fight`. */
export const SECONDARY_HERO_ATTACKED: DecisionKindHandlers<'secondaryHeroAttacked'> = {
  legal: (): Action[] => [{ type: 'fight' }, { type: 'instantDefeat' }],
  apply(d, dec, a) {
    if (a.type === 'instantDefeat') {
      d.s.pending = null;
      instantDefeat(d, dec.player);
    } else if (a.type === 'fight') {
      d.s.pending = null;
      const enc = takeEncounter(d);
      declareCombat(d, enc.player, enc.hero, enc.field, enc.against, dec.player);
    } else {
      wrongAnswer(SECONDARY_HERO_ATTACKED, dec, a);
    }
  },
  describe: (dec) => `${dec.player}'s Secondary Hero is attacked: defeated at once, or a combat`,
};

/** The `townAttacked` decision: `payToDefend` (listed when the owner has the gold), or `decline`. */
export const TOWN_ATTACKED: DecisionKindHandlers<'townAttacked'> = {
  legal(d, dec) {
    const out: Action[] = [];
    if (d.peek(dec.player).resources.gold >= DEFEND_WITHOUT_HERO_GOLD) out.push({ type: 'payToDefend' });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'payToDefend') {
      if (d.peek(dec.player).resources.gold < DEFEND_WITHOUT_HERO_GOLD) {
        illegal('NOT_ENOUGH_RESOURCES', `Defending without a hero costs ${DEFEND_WITHOUT_HERO_GOLD} gold`, 'siege-combat');
      }
      d.s.pending = null;
      d.player(dec.player).resources.gold -= DEFEND_WITHOUT_HERO_GOLD;
      d.emit({ type: 'resourcesPaid', player: dec.player, resources: full({ gold: DEFEND_WITHOUT_HERO_GOLD }), reason: 'defend-without-hero', seq: 0 });
      const enc = takeEncounter(d);
      declareCombat(d, enc.player, enc.hero, enc.field, 'town', dec.player);
    } else if (a.type === 'decline') {
      d.s.pending = null;
      const enc = takeEncounter(d);
      visitField(d, enc.player, enc.hero, enc.field); // the attacker takes it at once
    } else {
      wrongAnswer(TOWN_ATTACKED, dec, a);
    }
  },
  describe: (dec) => `${dec.player} may pay ${DEFEND_WITHOUT_HERO_GOLD} gold to defend their town or settlement with their units only`,
};

/** The defender's decisions, for the engine's table of decision kinds. */
export const SIEGE_DECISIONS: DecisionTable<'secondaryHeroAttacked' | 'townAttacked'> = {
  secondaryHeroAttacked: SECONDARY_HERO_ATTACKED,
  townAttacked: TOWN_ATTACKED,
};
