/**
 * Printed identity of every core-box card that goes into a Deck of Might & Magic,
 * a shared deck or a supply: statistics, spells, artifacts, abilities and hero specialties.
 * (Effects live with the card effect data, not here.)
 */
import type { CardCategory, CardInfo } from '../model';

export const CORE_CARDS: readonly CardInfo[] = [
  // ---- Statistics (24 cards) ----
  { id: 'stat.attack', name: 'Attack', category: 'statistic', copies: 5 },
  { id: 'stat.defense', name: 'Defense', category: 'statistic', copies: 6 },
  { id: 'stat.power', name: 'Power', category: 'statistic', copies: 7 },
  { id: 'stat.knowledge', name: 'Knowledge', category: 'statistic', copies: 6 },

  // ---- Spells (46 cards: 6 Magic Arrow + 2 of each other) ----
  { id: 'spell.anti-magic', name: 'Anti-Magic', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' },
  { id: 'spell.bless', name: 'Bless', category: 'spell', copies: 2, school: 'water', spellLevel: 'basic' },
  { id: 'spell.blind', name: 'Blind', category: 'spell', copies: 2, school: 'fire', spellLevel: 'basic' },
  { id: 'spell.bloodlust', name: 'Bloodlust', category: 'spell', copies: 2, school: 'fire', spellLevel: 'basic' },
  { id: 'spell.chain-lightning', name: 'Chain Lightning', category: 'spell', copies: 2, school: 'air', spellLevel: 'expert' },
  { id: 'spell.counterstrike', name: 'Counterstrike', category: 'spell', copies: 2, school: 'air', spellLevel: 'expert' },
  { id: 'spell.cure', name: 'Cure', category: 'spell', copies: 2, school: 'water', spellLevel: 'basic' },
  { id: 'spell.curse', name: 'Curse', category: 'spell', copies: 2, school: 'fire', spellLevel: 'basic' },
  { id: 'spell.disrupting-ray', name: 'Disrupting Ray', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
  { id: 'spell.fire-shield', name: 'Fire Shield', category: 'spell', copies: 2, school: 'fire', spellLevel: 'expert' },
  { id: 'spell.fireball', name: 'Fireball', category: 'spell', copies: 2, school: 'fire', spellLevel: 'expert' },
  { id: 'spell.haste', name: 'Haste', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
  { id: 'spell.lightning-bolt', name: 'Lightning Bolt', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
  { id: 'spell.magic-arrow', name: 'Magic Arrow', category: 'spell', copies: 6, school: 'any', spellLevel: 'basic' },
  { id: 'spell.prayer', name: 'Prayer', category: 'spell', copies: 2, school: 'water', spellLevel: 'expert' },
  { id: 'spell.resurrection', name: 'Resurrection', category: 'spell', copies: 2, school: 'earth', spellLevel: 'expert' },
  { id: 'spell.slow', name: 'Slow', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' },
  { id: 'spell.stone-skin', name: 'Stone Skin', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' },
  { id: 'spell.teleport', name: 'Teleport', category: 'spell', copies: 2, school: 'water', spellLevel: 'expert' },
  { id: 'spell.town-portal', name: 'Town Portal', category: 'spell', copies: 2, school: 'earth', spellLevel: 'expert' },
  { id: 'spell.weakness', name: 'Weakness', category: 'spell', copies: 2, school: 'water', spellLevel: 'basic' },

  // ---- Artifacts (32 cards, one of each) ----
  { id: 'artifact.angel-wings', name: 'Angel Wings', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.armor-of-wonder', name: 'Armor of Wonder', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.blackshard-of-the-dead-knight', name: 'Blackshard of the Dead Knight', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.breastplate-of-petrified-wood', name: 'Breastplate of Petrified Wood', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.centaurs-axe', name: "Centaur's Axe", category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.charm-of-mana', name: 'Charm of Mana', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.dragon-scale-armor', name: 'Dragon Scale Armor', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.dragon-scale-shield', name: 'Dragon Scale Shield', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.dragon-wing-tabard', name: 'Dragon Wing Tabard', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.endless-bag-of-gold', name: 'Endless Bag of Gold', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.endless-sack-of-gold', name: 'Endless Sack of Gold', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.everflowing-crystal-cloak', name: 'Everflowing Crystal Cloak', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.everpouring-vial-of-mercury', name: 'Everpouring Vial of Mercury', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.head-of-legion', name: 'Head of Legion', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.hourglass-of-the-evil-hour', name: 'Hourglass of the Evil Hour', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.inexhaustible-cart-of-lumber', name: 'Inexhaustible Cart of Lumber', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.legs-of-legion', name: 'Legs of Legion', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.loins-of-legion', name: 'Loins of Legion', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.ogres-club-of-havoc', name: "Ogre's Club of Havoc", category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.red-dragon-flame-tongue', name: 'Red Dragon Flame Tongue', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.rib-cage', name: 'Rib Cage', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.sentinels-shield', name: "Sentinel's Shield", category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.shackles-of-war', name: 'Shackles of War', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.shield-of-the-dwarven-lords', name: 'Shield of the Dwarven Lords', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.shield-of-the-yawning-dead', name: 'Shield of the Yawning Dead', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.speculum', name: 'Speculum', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.sword-of-judgement', name: 'Sword of Judgement', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.targ-of-the-rampaging-ogre', name: 'Targ of the Rampaging Ogre', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.titans-cuirass', name: "Titan's Cuirass", category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.titans-gladius', name: "Titan's Gladius", category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.tunic-of-the-cyclops-king', name: 'Tunic of the Cyclops King', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.vial-of-lifeblood', name: 'Vial of Lifeblood', category: 'artifact', copies: 1, artifactLevel: 'major' },

  // ---- Abilities (30 cards, 2 of each) ----
  { id: 'ability.archery', name: 'Archery', category: 'ability', copies: 2 },
  { id: 'ability.armorer', name: 'Armorer', category: 'ability', copies: 2 },
  { id: 'ability.diplomacy', name: 'Diplomacy', category: 'ability', copies: 2 },
  { id: 'ability.estates', name: 'Estates', category: 'ability', copies: 2 },
  { id: 'ability.intelligence', name: 'Intelligence', category: 'ability', copies: 2 },
  { id: 'ability.leadership', name: 'Leadership', category: 'ability', copies: 2 },
  { id: 'ability.logistics', name: 'Logistics', category: 'ability', copies: 2 },
  { id: 'ability.luck', name: 'Luck', category: 'ability', copies: 2 },
  { id: 'ability.mysticism', name: 'Mysticism', category: 'ability', copies: 2 },
  { id: 'ability.necromancy', name: 'Necromancy', category: 'ability', copies: 2, faction: 'necropolis' },
  { id: 'ability.offense', name: 'Offense', category: 'ability', copies: 2 },
  { id: 'ability.resistance', name: 'Resistance', category: 'ability', copies: 2 },
  { id: 'ability.sorcery', name: 'Sorcery', category: 'ability', copies: 2 },
  { id: 'ability.tactics', name: 'Tactics', category: 'ability', copies: 2 },
  { id: 'ability.wisdom', name: 'Wisdom', category: 'ability', copies: 2 },

  // ---- Hero specialties (18 cards: levels I, IV and VI of each core hero) ----
  { id: 'specialty.catherine-1', name: 'Crusaders I', category: 'specialty', copies: 1, hero: 'catherine', specialtyLevel: 1 },
  { id: 'specialty.catherine-4', name: 'Crusaders IV', category: 'specialty', copies: 1, hero: 'catherine', specialtyLevel: 4 },
  { id: 'specialty.catherine-6', name: 'Crusaders VI', category: 'specialty', copies: 1, hero: 'catherine', specialtyLevel: 6 },
  { id: 'specialty.rion-1', name: 'Battlefield Medic I', category: 'specialty', copies: 1, hero: 'rion', specialtyLevel: 1 },
  { id: 'specialty.rion-4', name: 'Battlefield Medic IV', category: 'specialty', copies: 1, hero: 'rion', specialtyLevel: 4 },
  { id: 'specialty.rion-6', name: 'Battlefield Medic VI', category: 'specialty', copies: 1, hero: 'rion', specialtyLevel: 6 },
  { id: 'specialty.mutare-1', name: 'Dragons I', category: 'specialty', copies: 1, hero: 'mutare', specialtyLevel: 1 },
  { id: 'specialty.mutare-4', name: 'Dragons IV', category: 'specialty', copies: 1, hero: 'mutare', specialtyLevel: 4 },
  { id: 'specialty.mutare-6', name: 'Dragons VI', category: 'specialty', copies: 1, hero: 'mutare', specialtyLevel: 6 },
  { id: 'specialty.alamar-1', name: 'Resurrection I', category: 'specialty', copies: 1, hero: 'alamar', specialtyLevel: 1 },
  { id: 'specialty.alamar-4', name: 'Resurrection IV', category: 'specialty', copies: 1, hero: 'alamar', specialtyLevel: 4 },
  { id: 'specialty.alamar-6', name: 'Resurrection VI', category: 'specialty', copies: 1, hero: 'alamar', specialtyLevel: 6 },
  { id: 'specialty.tamika-1', name: 'Dread Knights I', category: 'specialty', copies: 1, hero: 'tamika', specialtyLevel: 1 },
  { id: 'specialty.tamika-4', name: 'Dread Knights IV', category: 'specialty', copies: 1, hero: 'tamika', specialtyLevel: 4 },
  { id: 'specialty.tamika-6', name: 'Dread Knights VI', category: 'specialty', copies: 1, hero: 'tamika', specialtyLevel: 6 },
  { id: 'specialty.sandro-1', name: 'Cloak of the Undead King I', category: 'specialty', copies: 1, hero: 'sandro', specialtyLevel: 1 },
  { id: 'specialty.sandro-4', name: 'Cloak of the Undead King IV', category: 'specialty', copies: 1, hero: 'sandro', specialtyLevel: 4 },
  { id: 'specialty.sandro-6', name: 'Cloak of the Undead King VI', category: 'specialty', copies: 1, hero: 'sandro', specialtyLevel: 6 },
];

const CARD_INDEX = new Map(CORE_CARDS.map((c) => [c.id, c]));

/** The card with this id; throws on an unknown id. */
export function cardInfo(id: string): CardInfo {
  const card = CARD_INDEX.get(id);
  if (!card) throw new Error(`Unknown card id: ${id}`);
  return card;
}

function ofCategory(category: CardCategory): readonly CardInfo[] {
  return CORE_CARDS.filter((c) => c.category === category);
}

/** The core cards grouped by category, in listing order. */
export const CORE_CARDS_BY_CATEGORY: Record<CardCategory, readonly CardInfo[]> = {
  statistic: ofCategory('statistic'),
  ability: ofCategory('ability'),
  spell: ofCategory('spell'),
  artifact: ofCategory('artifact'),
  specialty: ofCategory('specialty'),
};
