/**
 * What each core building does, as effect data (rules digest §6, town boards).
 * Dwellings and the Citadel have no effect of their own: recruiting and reinforcing read them.
 */
import type { Faction, BuildingRole } from '../model';
import type { BuildingAbility, BuildingTiming, Effect } from '../model';

const searchSpells: Effect = { op: 'search', deck: 'spell', count: 2, optional: false };

const MAGE_GUILD: BuildingAbility = {
  when: 'whenBuilt',
  options: [{ key: 'spells', effects: [searchSpells, searchSpells] }],
  optional: false,
};

const ABILITIES: Record<Faction, Partial<Record<BuildingRole, BuildingAbility>>> = {
  castle: {
    cityHall: {
      when: 'resourceRound',
      options: [
        { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 5 } }] },
        { key: 'movement', effects: [{ op: 'gainMovement', amount: 1 }] },
      ],
      optional: false,
    },
    mageGuild: MAGE_GUILD,
    // Brotherhood of the Sword
    special1: { when: 'resourceRound', options: [{ key: 'morale', effects: [{ op: 'gainMorale' }] }], optional: false },
    // Blacksmith
    special2: {
      when: 'duringTurn',
      options: [
        {
          key: 'removeArtifact',
          effects: [
            { op: 'removeCard', category: 'artifact', optional: false },
            { op: 'gainResources', resources: { gold: 4 } },
          ],
        },
        {
          key: 'buyArtifact',
          effects: [
            { op: 'pay', resources: { gold: 6 } },
            { op: 'search', deck: 'artifact', count: 2, optional: false },
          ],
        },
      ],
      optional: true,
    },
  },
  dungeon: {
    cityHall: {
      when: 'resourceRound',
      options: [
        { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 5 } }] },
        { key: 'valuables', effects: [{ op: 'gainResources', resources: { valuables: 1 } }] },
      ],
      optional: false,
    },
    mageGuild: MAGE_GUILD,
    // Portal of Summoning
    special1: { when: 'beginningOfTurn', options: [{ key: 'summon', effects: [{ op: 'summonNeutral' }] }], optional: true },
    // Mana Vortex
    special2: {
      when: 'beginningOfTurn',
      options: [
        {
          key: 'vortex',
          effects: [
            { op: 'discardCards', min: 1, max: 1 },
            { op: 'shuffleDiscardIntoDeck' },
            { op: 'searchOwnDeck', count: 3 },
          ],
        },
      ],
      optional: true,
    },
  },
  necropolis: {
    cityHall: {
      when: 'resourceRound',
      options: [
        { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 4 } }] },
        { key: 'reinforce', effects: [{ op: 'reinforceFree', tiers: ['bronze'] }] },
      ],
      optional: false,
    },
    mageGuild: MAGE_GUILD,
    // Necromancy Amplifier
    special1: {
      when: 'beginningOfTurn',
      options: [
        { key: 'necromancy', effects: [{ op: 'takeFromSharedDeck', deck: 'ability', card: 'ability.necromancy' }] },
        { key: 'specialty', effects: [{ op: 'takeFromDiscard', category: 'specialty', optional: false }] },
      ],
      optional: true,
    },
    // Cover of Darkness (its second option works at the start of a combat against an enemy hero: see docs/rulings.md)
    special2: {
      when: 'duringTurn',
      options: [
        {
          key: 'cycle',
          effects: [
            { op: 'discardCards', min: 1, max: 2 },
            { op: 'draw', count: 'remembered' },
          ],
        },
      ],
      optional: true,
    },
  },
};

export function buildingAbility(faction: Faction, role: BuildingRole): BuildingAbility | null {
  return ABILITIES[faction][role] ?? null;
}

/** Gold paid to use the Spell Book token (printed on the town board's Mage Guild). */
export const SPELL_BOOK_COST: Record<Faction, number> = { castle: 6, dungeon: 5, necropolis: 5 };

/** Gold paid to hire a Secondary Hero with the Population token. */
export const SECONDARY_HERO_COST = 10;
