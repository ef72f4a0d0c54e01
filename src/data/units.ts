/**
 * Unit cards of the core box: 21 double-sided faction units and the neutral unit decks.
 * Numbers are the printed card values; ability texts are the library's own short paraphrases.
 */
import type { Faction, FactionUnitDef, NeutralUnitDef, Resources } from '../model';

/** Shorthand for a full Resources value. */
function res(gold: number, buildingMaterials = 0, valuables = 0): Resources {
  return { gold, buildingMaterials, valuables };
}

const NO_PENALTY_ADJACENT = 'Suffers no penalty when shooting at an adjacent unit.';

/** The 21 core faction units, 7 per faction, listed bronze → silver → gold. */
export const FACTION_UNITS: readonly FactionUnitDef[] = [
  // ---- Castle ----
  {
    id: 'castle.halberdiers',
    name: 'Halberdiers',
    faction: 'castle',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 5,
      ability: { timing: 'passive', text: "When it is attacked, you may discard a card to cancel the attacker's Attack die result." },
    },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'castle.marksmen',
    name: 'Marksmen',
    faction: 'castle',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 6,
      ability: { timing: 'attack', text: 'Against a non-adjacent target, it attacks that target a second time.' },
    },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'castle.griffins',
    name: 'Griffins',
    faction: 'castle',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 6,
      ability: { timing: 'retaliate', text: 'It may retaliate any number of times.' },
    },
    pack: {
      type: 'flying', attack: 3, defense: 0, hp: 4, initiative: 9,
      ability: { timing: 'retaliate', text: 'It may retaliate any number of times.' },
    },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'castle.crusaders',
    name: 'Crusaders',
    faction: 'castle',
    tier: 'silver',
    few: { type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 5, ability: null },
    pack: {
      type: 'ground', attack: 4, defense: 2, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'It may reroll its Attack die whenever it shows 0.' },
    },
    recruitCost: res(6),
    reinforceCost: res(10),
  },
  {
    id: 'castle.zealots',
    name: 'Zealots',
    faction: 'castle',
    tier: 'silver',
    few: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 5, ability: null },
    pack: {
      type: 'ranged', attack: 4, defense: 1, hp: 5, initiative: 7,
      ability: { timing: 'passive', text: NO_PENALTY_ADJACENT },
    },
    recruitCost: res(8),
    reinforceCost: res(12),
  },
  {
    id: 'castle.champions',
    name: 'Champions',
    faction: 'castle',
    tier: 'gold',
    few: {
      type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 7,
      ability: { timing: 'map', text: 'Reinforcing it costs 6 gold less while your hero stands on a field with Stables.' },
    },
    pack: {
      type: 'ground', attack: 6, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'If it ended its move away from its starting space, you may reroll one Attack die.' },
    },
    recruitCost: res(12),
    reinforceCost: res(20, 0, 1),
  },
  {
    id: 'castle.archangels',
    name: 'Archangels',
    faction: 'castle',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 12,
      ability: { timing: 'passive', text: 'Draw 1 card when the combat starts.' },
    },
    pack: {
      type: 'flying', attack: 7, defense: 3, hp: 10, initiative: 18,
      ability: { timing: 'passive', text: 'Once per combat, cancel an attack that would bring another unit to 0 HP.' },
    },
    recruitCost: res(20, 0, 1),
    reinforceCost: res(30, 0, 2),
  },

  // ---- Dungeon ----
  {
    // README correction: Few and Pack both have HP 2 (only the neutral card has 3).
    id: 'dungeon.troglodytes',
    name: 'Troglodytes',
    faction: 'dungeon',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 5,
      ability: { timing: 'passive', text: 'It cannot be paralysed.' },
    },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'dungeon.harpies',
    name: 'Harpies',
    faction: 'dungeon',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 2, defense: 0, hp: 3, initiative: 6,
      ability: { timing: 'attack', text: 'After the target retaliates, it may fly back to the space it attacked from.' },
    },
    pack: {
      type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 9,
      ability: { timing: 'attack', text: 'The target cannot retaliate, and it may fly back to the space it attacked from.' },
    },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'dungeon.evil-eyes',
    name: 'Evil Eyes',
    faction: 'dungeon',
    tier: 'bronze',
    few: { type: 'ranged', attack: 3, defense: 0, hp: 3, initiative: 5, ability: null },
    pack: {
      type: 'ranged', attack: 3, defense: 1, hp: 3, initiative: 7,
      ability: { timing: 'passive', text: NO_PENALTY_ADJACENT },
    },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'dungeon.medusas',
    name: 'Medusas',
    faction: 'dungeon',
    tier: 'silver',
    few: {
      // Timing as on the wiki (passive); one fan CSV shows the retaliation icon instead.
      type: 'ranged', attack: 3, defense: 1, hp: 4, initiative: 5,
      ability: { timing: 'passive', text: 'After it retaliates, roll a separate Attack die: on 0 the target is paralysed.' },
    },
    pack: {
      // Two printed abilities (passive + retaliate); the type holds one, so the first icon is kept.
      type: 'ranged', attack: 4, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'passive', text: 'No penalty when shooting at an adjacent unit; its retaliation paralyses the target.' },
    },
    recruitCost: res(6),
    reinforceCost: res(12),
  },
  {
    id: 'dungeon.minotaurs',
    name: 'Minotaurs',
    faction: 'dungeon',
    tier: 'silver',
    few: {
      type: 'ground', attack: 4, defense: 2, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'If its Attack die shows -1, draw a card.' },
    },
    pack: {
      type: 'ground', attack: 5, defense: 2, hp: 4, initiative: 8,
      ability: { timing: 'attack', text: 'If its Attack die shows -1, draw a card.' },
    },
    recruitCost: res(8),
    reinforceCost: res(14),
  },
  {
    // The normal card, not the "Alternate" Manticores.
    id: 'dungeon.manticores',
    name: 'Manticores',
    faction: 'dungeon',
    tier: 'gold',
    few: { type: 'flying', attack: 5, defense: 1, hp: 6, initiative: 7, ability: null },
    pack: {
      type: 'flying', attack: 5, defense: 1, hp: 6, initiative: 11,
      ability: { timing: 'attack', text: "This attack ignores the defense printed on the target's card." },
    },
    recruitCost: res(10),
    reinforceCost: res(18, 0, 1),
  },
  {
    id: 'dungeon.black-dragons',
    name: 'Black Dragons',
    faction: 'dungeon',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 11,
      ability: { timing: 'passive', text: 'Damage it takes from spells is reduced by 2, to no less than 0.' },
    },
    pack: {
      type: 'flying', attack: 8, defense: 3, hp: 8, initiative: 15,
      ability: { timing: 'passive', text: 'It is unaffected by spells and takes no damage from Specialty cards.' },
    },
    recruitCost: res(19, 0, 1),
    reinforceCost: res(33, 0, 2),
  },

  // ---- Necropolis ----
  {
    id: 'necropolis.skeletons',
    name: 'Skeletons',
    faction: 'necropolis',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
    pack: { type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 5, ability: null },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'necropolis.zombies',
    name: 'Zombies',
    faction: 'necropolis',
    tier: 'bronze',
    few: {
      type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 3,
      ability: { timing: 'passive', text: "Gains +1 defense when the attacker's Attack die shows +1." },
    },
    pack: {
      type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 4,
      ability: { timing: 'passive', text: "Gains +1 defense when the attacker's Attack die shows 0 or +1." },
    },
    recruitCost: res(3),
    reinforceCost: res(4),
  },
  {
    id: 'necropolis.wraiths',
    name: 'Wraiths',
    faction: 'necropolis',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 5,
      ability: { timing: 'activation', text: 'It heals up to 1 damage from itself.' },
    },
    pack: {
      type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 7,
      ability: { timing: 'activation', text: 'It heals up to 1 damage from itself, then the enemy discards a random card from hand.' },
    },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'necropolis.vampires',
    name: 'Vampires',
    faction: 'necropolis',
    tier: 'silver',
    few: {
      type: 'flying', attack: 4, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'The target cannot retaliate.' },
    },
    pack: {
      type: 'flying', attack: 5, defense: 1, hp: 4, initiative: 9,
      ability: { timing: 'attack', text: 'The target cannot retaliate; afterwards it heals up to 2 damage from itself.' },
    },
    recruitCost: res(8),
    reinforceCost: res(12),
  },
  {
    id: 'necropolis.liches',
    name: 'Liches',
    faction: 'necropolis',
    tier: 'silver',
    few: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 6, ability: null },
    pack: {
      type: 'ranged', attack: 4, defense: 1, hp: 5, initiative: 7,
      ability: { timing: 'attack', text: 'It also attacks one unit adjacent to the target, with attack 2 for that extra attack.' },
    },
    recruitCost: res(8),
    reinforceCost: res(14),
  },
  {
    id: 'necropolis.dread-knights',
    name: 'Dread Knights',
    faction: 'necropolis',
    tier: 'gold',
    few: {
      type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 7,
      ability: { timing: 'attack', text: "The target's retaliation rolls 2 Attack dice and uses the lower result." },
    },
    pack: {
      type: 'ground', attack: 6, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'If its Attack die shows 0 or +1, the attack gets a further +1.' },
    },
    recruitCost: res(12),
    reinforceCost: res(20, 0, 1),
  },
  {
    id: 'necropolis.ghost-dragons',
    name: 'Ghost Dragons',
    faction: 'necropolis',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 9,
      ability: { timing: 'activation', text: 'The enemy loses its positive morale token.' },
    },
    pack: {
      // Two printed abilities (activation + attack); the type holds one, so the first icon is kept.
      type: 'flying', attack: 7, defense: 3, hp: 9, initiative: 14,
      ability: { timing: 'activation', text: 'The enemy loses its positive morale token; when it attacks, add +1 to its Attack die result.' },
    },
    recruitCost: res(19, 0, 1),
    reinforceCost: res(32, 0, 2),
  },
];

/**
 * The core box's neutral unit decks: 41 cards as 28 distinct definitions.
 * Stats are the wiki's "Neutral" variant rows.
 */
export const NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  // ---- Bronze (14 cards) ----
  {
    id: 'neutral.boars', name: 'Boars', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: { type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 6, ability: null },
  },
  {
    id: 'neutral.evil-eyes', name: 'Evil Eyes', tier: 'bronze', copies: 1, recruitCost: res(6),
    side: { type: 'ranged', attack: 2, defense: 1, hp: 3, initiative: 6, ability: { timing: 'passive', text: NO_PENALTY_ADJACENT } },
  },
  {
    id: 'neutral.griffins', name: 'Griffins', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: { type: 'flying', attack: 3, defense: 0, hp: 4, initiative: 8, ability: { timing: 'retaliate', text: 'It may retaliate any number of times.' } },
  },
  {
    id: 'neutral.halberdiers', name: 'Halberdiers', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 4,
      ability: { timing: 'passive', text: 'Friendly units next to it count as having a Defense token.' },
    },
  },
  {
    id: 'neutral.halflings', name: 'Halflings', tier: 'bronze', copies: 2, recruitCost: res(5),
    side: {
      type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 6,
      ability: { timing: 'attack', text: 'Roll 2 Attack dice and keep the better one; it ignores combat penalties.' },
    },
  },
  {
    id: 'neutral.harpies', name: 'Harpies', tier: 'bronze', copies: 1, recruitCost: res(5),
    side: {
      type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 8,
      ability: { timing: 'attack', text: 'The target cannot retaliate, and it may fly back to the space it attacked from.' },
    },
  },
  {
    id: 'neutral.marksmen', name: 'Marksmen', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: {
      type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 5,
      ability: { timing: 'attack', text: 'Against a non-adjacent target, it attacks that target a second time.' },
    },
  },
  {
    id: 'neutral.peasants', name: 'Peasants', tier: 'bronze', copies: 1, recruitCost: res(3),
    side: {
      type: 'ground', attack: 1, defense: 0, hp: 2, initiative: 3,
      ability: { timing: 'map', text: 'Gain 3 gold at the start of every Resource round.' },
    },
  },
  {
    id: 'neutral.rogues', name: 'Rogues', tier: 'bronze', copies: 1, recruitCost: res(5),
    side: {
      type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 6,
      ability: { timing: 'map', text: 'Once in your turn, peek at the top card of any deck and leave it on top or move it to the bottom.' },
    },
  },
  {
    id: 'neutral.skeletons', name: 'Skeletons', tier: 'bronze', copies: 1, recruitCost: res(3),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 3, initiative: 4,
      ability: { timing: 'passive', text: 'Whoever defeats it while controlling a Necropolis hero reinforces one of their bronze units at once.' },
    },
  },
  {
    // README correction: only the neutral card has HP 3.
    id: 'neutral.troglodytes', name: 'Troglodytes', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: { type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 6, ability: { timing: 'passive', text: 'It cannot be paralysed.' } },
  },
  {
    id: 'neutral.wraiths', name: 'Wraiths', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: {
      type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 7,
      ability: { timing: 'activation', text: 'It heals up to 2 damage from itself.' },
    },
  },
  {
    id: 'neutral.zombies', name: 'Zombies', tier: 'bronze', copies: 1, recruitCost: res(5),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 3,
      ability: { timing: 'passive', text: "Gains +1 defense when the attacker's Attack die shows 0 or +1." },
    },
  },

  // ---- Silver (11 cards) ----
  {
    id: 'neutral.crusaders', name: 'Crusaders', tier: 'silver', copies: 1, recruitCost: res(11),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 5,
      ability: { timing: 'passive', text: 'In every attack it makes, roll 2 Attack dice and keep the better one.' },
    },
  },
  {
    id: 'neutral.liches', name: 'Liches', tier: 'silver', copies: 1, recruitCost: res(12),
    side: {
      type: 'ranged', attack: 3, defense: 0, hp: 6, initiative: 7,
      ability: { timing: 'attack', text: 'It also attacks one unit adjacent to the target, with attack 2 for that extra attack.' },
    },
  },
  {
    // Two printed abilities (passive + retaliate); the type holds one, so the first icon is kept.
    id: 'neutral.medusas', name: 'Medusas', tier: 'silver', copies: 1, recruitCost: res(11),
    side: {
      type: 'ranged', attack: 3, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'passive', text: 'No penalty when shooting at an adjacent unit; its retaliation paralyses the target.' },
    },
  },
  {
    id: 'neutral.minotaurs', name: 'Minotaurs', tier: 'silver', copies: 1, recruitCost: res(11),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 7,
      ability: { timing: 'attack', text: 'It rerolls a -1 on its Attack die.' },
    },
  },
  {
    // Two printed abilities (attack + passive); the type holds one, so the first icon is kept.
    id: 'neutral.mummies', name: 'Mummies', tier: 'silver', copies: 2, recruitCost: res(8),
    side: {
      type: 'ground', attack: 3, defense: 1, hp: 4, initiative: 5,
      ability: { timing: 'attack', text: 'Its own Attack die result is ignored; any attack against it has its Attack die set to -1.' },
    },
  },
  {
    id: 'neutral.nomads', name: 'Nomads', tier: 'silver', copies: 2, recruitCost: res(10),
    side: {
      type: 'ground', attack: 3, defense: 1, hp: 4, initiative: 7,
      ability: { timing: 'map', text: "At the end of your turn, your hero's model moves to an adjacent empty field." },
    },
  },
  {
    id: 'neutral.sharpshooters', name: 'Sharpshooters', tier: 'silver', copies: 1, recruitCost: res(10),
    side: {
      type: 'ranged', attack: 3, defense: 0, hp: 6, initiative: 9,
      ability: { timing: 'attack', text: 'It ignores combat penalties.' },
    },
  },
  {
    id: 'neutral.vampires', name: 'Vampires', tier: 'silver', copies: 1, recruitCost: res(9),
    side: {
      type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 8,
      ability: { timing: 'attack', text: 'The target cannot retaliate; afterwards it heals up to 2 damage from itself.' },
    },
  },
  {
    id: 'neutral.zealots', name: 'Zealots', tier: 'silver', copies: 1, recruitCost: res(12),
    side: { type: 'ranged', attack: 3, defense: 0, hp: 5, initiative: 5, ability: { timing: 'passive', text: NO_PENALTY_ADJACENT } },
  },

  // ---- Gold (12 cards) ----
  {
    id: 'neutral.archangels', name: 'Archangels', tier: 'gold', copies: 1, recruitCost: res(29),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 7, initiative: 10,
      ability: { timing: 'attack', text: 'It gets +2 attack against Arch Devils.' },
    },
  },
  {
    id: 'neutral.black-dragons', name: 'Black Dragons', tier: 'gold', copies: 1, recruitCost: res(30),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'It hits 2 spaces in a straight line: the first normally, the second with attack 2.' },
    },
  },
  {
    // Two printed abilities (attack + passive); the type holds one, so the first icon is kept.
    id: 'neutral.champions', name: 'Champions', tier: 'gold', copies: 1, recruitCost: res(18),
    side: {
      type: 'ground', attack: 4, defense: 2, hp: 6, initiative: 8,
      ability: { timing: 'attack', text: 'Roll 2 Attack dice and apply both; it always rerolls any -1.' },
    },
  },
  {
    id: 'neutral.diamond-golems', name: 'Diamond Golems', tier: 'gold', copies: 2, recruitCost: res(16),
    side: {
      type: 'ground', attack: 4, defense: 2, hp: 6, initiative: 6,
      ability: { timing: 'passive', text: 'Damage it takes from spells is reduced by 3, to no less than 0.' },
    },
  },
  {
    id: 'neutral.dread-knights', name: 'Dread Knights', tier: 'gold', copies: 1, recruitCost: res(18),
    side: {
      type: 'ground', attack: 5, defense: 1, hp: 7, initiative: 7,
      ability: { timing: 'passive', text: 'It gets +1 defense against retaliation attacks.' },
    },
  },
  {
    id: 'neutral.enchanters', name: 'Enchanters', tier: 'gold', copies: 1, recruitCost: res(16),
    side: {
      type: 'ranged', attack: 4, defense: 1, hp: 5, initiative: 5,
      ability: { timing: 'activation', text: 'It heals up to 2 damage from another friendly unit; if none can be healed, it gets +1 attack.' },
    },
  },
  {
    id: 'neutral.ghost-dragons', name: 'Ghost Dragons', tier: 'gold', copies: 1, recruitCost: res(28),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 6, initiative: 9,
      ability: { timing: 'attack', text: 'After attacking, roll an Attack die: on 0 the target must step 1 space away.' },
    },
  },
  {
    id: 'neutral.gold-golems', name: 'Gold Golems', tier: 'gold', copies: 2, recruitCost: res(14),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 6, initiative: 5,
      ability: { timing: 'passive', text: 'Damage it takes from spells is reduced by 2, to no less than 0.' },
    },
  },
  {
    id: 'neutral.manticores', name: 'Manticores', tier: 'gold', copies: 1, recruitCost: res(18),
    side: {
      type: 'flying', attack: 4, defense: 1, hp: 7, initiative: 8,
      ability: { timing: 'passive', text: "It gets +1 defense when the attacker's Attack die shows 0 or +1." },
    },
  },
  {
    id: 'neutral.trolls', name: 'Trolls', tier: 'gold', copies: 1, recruitCost: res(13),
    side: {
      type: 'ground', attack: 4, defense: 0, hp: 7, initiative: 7,
      ability: { timing: 'activation', text: 'It heals up to 3 damage from itself.' },
    },
  },

  // ---- Azure (4 cards) ----
  {
    // Two printed abilities (attack + passive); the type holds one, so the first icon is kept.
    id: 'neutral.azure-dragons', name: 'Azure Dragons', tier: 'azure', copies: 2, recruitCost: res(45, 0, 2),
    side: {
      type: 'flying', attack: 8, defense: 3, hp: 10, initiative: 19,
      ability: { timing: 'attack', text: 'A -1 on its Attack die paralyses the target; it is unaffected by spells and Specialty damage.' },
    },
  },
  {
    id: 'neutral.crystal-dragons', name: 'Crystal Dragons', tier: 'azure', copies: 2, recruitCost: res(40, 0, 2),
    side: {
      type: 'ground', attack: 7, defense: 3, hp: 9, initiative: 16,
      ability: { timing: 'map', text: 'Gain 2 valuables at the start of every Resource round.' },
    },
  },
];

const TIER_ORDER = { bronze: 0, silver: 1, gold: 2 } as const;

function byFaction(faction: Faction): readonly FactionUnitDef[] {
  // Array.prototype.sort is stable, so equal costs keep their listing order.
  return FACTION_UNITS.filter((u) => u.faction === faction).sort(
    (a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || a.recruitCost.gold - b.recruitCost.gold,
  );
}

/** Faction units per faction, bronze → silver → gold, then by recruitment gold cost. */
export const FACTION_UNITS_BY_FACTION: Record<Faction, readonly FactionUnitDef[]> = {
  castle: byFaction('castle'),
  dungeon: byFaction('dungeon'),
  necropolis: byFaction('necropolis'),
};

const FACTION_UNIT_INDEX = new Map(FACTION_UNITS.map((u) => [u.id, u]));
const NEUTRAL_UNIT_INDEX = new Map(NEUTRAL_UNITS.map((u) => [u.id, u]));

/** The faction unit with this id; throws on an unknown id. */
export function factionUnit(id: string): FactionUnitDef {
  const unit = FACTION_UNIT_INDEX.get(id);
  if (!unit) throw new Error(`Unknown faction unit id: ${id}`);
  return unit;
}

/** The neutral unit with this id; throws on an unknown id. */
export function neutralUnit(id: string): NeutralUnitDef {
  const unit = NEUTRAL_UNIT_INDEX.get(id);
  if (!unit) throw new Error(`Unknown neutral unit id: ${id}`);
  return unit;
}
