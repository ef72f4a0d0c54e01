/**
 * Games for the army rule variants (Neutral Army, Gold Pool; test/armyVariants.test.ts): p1 (Catherine, Castle) on
 * their turn with the variants on, resources, buildings and cards in hand; and a state that holds every zone the Gold
 * Pool adds (a discount card kept with a recruited unit and with a reinforced one), for the zone and schema tests.
 */
import { apply, type BuildingRole, type CardId, type GameState, type RuleVariants } from '../src';
import { allCards, newTurnGame, player, putInHand, setBuildings, setResources } from './helpers';

/** The first instance of a card of this id in the game. */
export const instanceOf = (s: GameState, id: string): CardId => allCards(s).find((c) => c.startsWith(`${id}#`)) as CardId;

/** p1 on their turn with these variants, `gold` (and 5 of each other resource), these buildings and these cards in hand. */
export function armyTurn(
  variants: Partial<RuleVariants>,
  opts: { gold?: number; buildings?: BuildingRole[]; hand?: string[] } = {},
): GameState {
  let s = newTurnGame({ variants });
  s = setResources(s, 'p1', { gold: opts.gold ?? 60, buildingMaterials: 5, valuables: 5 });
  s = setBuildings(s, 'p1', opts.buildings ?? ['bronzeDwelling', 'silverDwelling', 'citadel']);
  if (opts.hand) s = putInHand(s, 'p1', opts.hand.map((id) => instanceOf(s, id)));
  return s;
}

/** Plays the first card of this id in p1's hand for `play`. */
export const playFromHand = (s: GameState, id: string, play: string): GameState =>
  apply(s, { type: 'playCard', card: player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId, play });

/**
 * Both army variants on: p1 played the Head of Legion to recruit a Neutral Unit card drawn for 6 gold less and the
 * Legs of Legion to reinforce the Griffins for 4 less; both cards are kept with their units. The game waits on p1's
 * `neutralArmy` decision, the other cards drawn still in `revealed`.
 */
export function goldPoolShowcase(): GameState {
  let s = armyTurn({ goldPool: true, neutralArmy: true }, { hand: ['artifact.head-of-legion', 'artifact.legs-of-legion'] });
  s = playFromHand(s, 'artifact.head-of-legion', 'top');
  s = playFromHand(s, 'artifact.legs-of-legion', 'top');
  s = apply(s, { type: 'drawNeutrals' });
  s = apply(s, { type: 'recruit', unit: s.revealed[0] as string, discount: 6 });
  return apply(s, { type: 'reinforce', unit: 'castle.griffins', discount: 4 });
}
