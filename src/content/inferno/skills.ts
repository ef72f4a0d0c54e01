/**
 * The Inferno box's Ability cards for the Ability deck (copies by the component counts): Ballistics and Scholar (2
 * each), Scouting (1). Their Empowered versions come with Naval Battles, out of scope. Rulings IN50–IN54.
 */
import type { CardInfo, CardPlay } from '../../model';
import { abilityPlay } from '../kit/plays';

/** The box's Ability cards, in listing order. */
export const INFERNO_ABILITY_CARDS: readonly CardInfo[] = [
  { id: 'ability.ballistics', name: 'Ballistics', category: 'ability', copies: 2 },
  { id: 'ability.scholar', name: 'Scholar', category: 'ability', copies: 2 },
  { id: 'ability.scouting', name: 'Scouting', category: 'ability', copies: 1 },
];

/** How they are played. */
export const INFERNO_ABILITY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // During a siege: Basic destroys the Wall or Gate the player selects (Earthquake's one-obstacle play, IN50);
  // Expert destroys the Arrow Tower (IN51).
  'ability.ballistics': [
    { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'earthquake', byPower: [1], damageByPower: [0] }] },
    { key: 'expert', timing: 'instant', expert: true, combatOnly: true, effects: [{ op: 'destroyArrowTower' }] },
  ],
  // Basic: any card of the discard pile back to hand (IN53). Expert (Map): up to 2 Statistic cards of different kinds
  // from hand or discard pile replaced by their Empowered cards, put on the discard pile; the Scholar is removed (IN53).
  'ability.scholar': [
    abilityPlay('basic', 'instant', [{ op: 'takeFromDiscard', category: null, optional: false }]),
    {
      key: 'expert', timing: 'map', expert: true, combatOnly: false, removesCard: true,
      effects: [{ op: 'empowerStatistic', from: 'handOrDiscard', most: 2, differentKinds: true, to: 'discard' }],
    },
  ],
  // Played before a Search: the player's next Search this turn is Search (3) / Search (5) (IN52).
  'ability.scouting': [
    abilityPlay('basic', 'instant', [{ op: 'improveNextSearch', count: 3 }]),
    abilityPlay('expert', 'instant', [{ op: 'improveNextSearch', count: 5 }]),
  ],
};
