/**
 * The Fortress box's new Spells for the shared Spell deck (Factions Expansions; copies by the component counts) and
 * how they are cast.
 */
import type { CardInfo, CardPlay } from '../../model';
import { atExpertPower, mapSpell, spell, BASIC_TIERS, EXPERT_TIERS } from '../kit/plays';

/** The box's Spells, in listing order. */
export const FORTRESS_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.frenzy', name: 'Frenzy', category: 'spell', copies: 2, school: 'fire', spellLevel: 'expert' },
  { id: 'spell.frost-ring', name: 'Frost Ring', category: 'spell', copies: 2, school: 'water', spellLevel: 'expert' },
  { id: 'spell.implosion', name: 'Implosion', category: 'spell', copies: 2, school: 'earth', spellLevel: 'expert' },
  { id: 'spell.misfortune', name: 'Misfortune', category: 'spell', copies: 2, school: 'fire', spellLevel: 'basic' },
  { id: 'spell.view-earth', name: 'View Earth', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' },
  { id: 'spell.fly', name: 'Fly', category: 'spell', copies: 2, school: 'air', spellLevel: 'expert' },
  { id: 'spell.remove-obstacle', name: 'Remove Obstacle', category: 'spell', copies: 2, school: 'water', spellLevel: 'basic' },
  { id: 'spell.fortune', name: 'Fortune', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const FORTRESS_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Played once the player's unit attacks, on the attacked unit of a tier the Power allows (ruling FX93).
  'spell.frenzy': spell('instant', [{ op: 'ignoreDefense', filter: { tiersByPower: EXPERT_TIERS } }]),
  // Two units adjacent to one space, friend or foe (ruling FX90).
  'spell.frost-ring': spell('activation', [{ op: 'ringDamage', byPower: atExpertPower(1, 2, 3) }]),
  // Cast with at least 1 Power; the damage steps at 1 / 3 / 5 Power (ruling FX91).
  'spell.implosion': spell('activation', [{ op: 'damage', byPower: [0, 2, 2, 4, 4, 6], filter: { leastPower: 1 } }]),
  // Played once an enemy unit of a tier the Power allows attacks, before the Attack die (ruling FX92).
  'spell.misfortune': spell('instant', [{ op: 'negateAttackGains', filter: { tiersByPower: BASIC_TIERS } }]),
  // Cast on the map, with Power played on the map before it, as Town Portal (ruling FX94).
  'spell.view-earth': mapSpell([{ op: 'takeMine', rangeByPower: [1, 2, 3] }]),
  // Ongoing for the turn, cast on the map with Power played before it, as Town Portal (ruling FX140).
  // A Siege's Walls and Gate, the caster choosing which (ruling FX150); not cast with none standing.
  'spell.remove-obstacle': spell('instant', [{ op: 'removeObstacles', byPower: [1, 2, 3] }]),
  'spell.fly': mapSpell([{ op: 'fly', movementByPower: atExpertPower(0, 1, 2) }]),
  // Instant: on the map for the next Resource or Treasure die this turn, in combat for the next Attack die (FX170).
  // Not limited to combat: its effect is a map / deck effect, so the card is played on the map too.
  'spell.fortune': [
    { key: 'spell', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'fortune', byPower: [1, 2, 3] }] },
    ...spell('instant', []).filter((p) => p.key === 'alternative'),
  ],
};
