/**
 * The Fortress box's cards for the shared decks and the Statistic supply, and how they are played: its Artifacts and Abilities, and
 * the copies it adds to the core box's cards (Magic Arrow, Statistics) by the component counts.
 */
import type { CardInfo, CardPlay } from '../../model';
import { ability, artifact, draw, inCombat, onMap, power, removeThen, stat } from '../kit/plays';

/** Copies the box adds to the core box's cards, by card id (the component counts, ruling FX1). */
export const FORTRESS_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 4,
  'stat.defense': 4,
  'stat.knowledge': 2,
  'stat.power': 2,
};

/** The box's deck cards, in listing order (one copy of each Artifact, two of each Ability). */
export const FORTRESS_DECK_CARDS: readonly CardInfo[] = [
  { id: 'artifact.arms-of-legion', name: 'Arms of Legion', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.crest-of-valor', name: 'Crest of Valor', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.endless-purse-of-gold', name: 'Endless Purse of Gold', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.helm-of-heavenly-enlightenment', name: 'Helm of Heavenly Enlightenment', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.recanters-cloak', name: "Recanter's Cloak", category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.scales-of-the-greater-basilisk', name: 'Scales of the Greater Basilisk', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.spirit-of-oppression', name: 'Spirit of Oppression', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.sword-of-hellfire', name: 'Sword of Hellfire', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'ability.eagle-eye', name: 'Eagle Eye', category: 'ability', copies: 2 },
  { id: 'ability.learning', name: 'Learning', category: 'ability', copies: 2 },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom' (as the core box's Artifacts). */
export const FORTRESS_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Legion: a unit discount for this turn (ruling R30, as the core box's Legion pieces), or building materials.
  'artifact.arms-of-legion': artifact(onMap({ op: 'discountUnitCost', gold: 5 }), onMap({ op: 'gainResources', resources: { buildingMaterials: 2 } })),
  // The bottom effect removes the card and discards 2 others first (ruling FX6), then pays out.
  'artifact.endless-purse-of-gold': artifact(
    onMap({ op: 'gainResources', resources: { gold: 3 } }),
    removeThen({ op: 'discardCards', min: 2, max: 2 }, { op: 'gainResources', resources: { gold: 8 } }),
  ),
  // Crest of Valor: positive morale, or (Map) a field's negative morale ignored this turn (ruling FX116).
  'artifact.crest-of-valor': artifact(onMap({ op: 'gainMorale' }), { effects: [{ op: 'ignoreFieldMorale' }], combatOnly: false, timing: 'map' }),
  // Helm: an Expert effect use back this round (ruling FX110), or 2 cards.
  'artifact.helm-of-heavenly-enlightenment': artifact(onMap({ op: 'gainExpertUse' }), onMap(draw(2))),
  // Recanter's Cloak (FX114): Ongoing for this combat, both heroes bound; the bottom effect's card is removed at once.
  'artifact.recanters-cloak': artifact(
    { effects: [{ op: 'banSpells', which: 'unempowered' }], combatOnly: true, timing: 'ongoing' },
    { effects: [{ op: 'banSpells', which: 'all' }], combatOnly: true, timing: 'ongoing', removesCard: true },
  ),
  'artifact.scales-of-the-greater-basilisk': artifact(inCombat(power(3)), inCombat(power(1), draw(1))),
  // Spirit of Oppression (FX115): Ongoing for this combat, binding both players; or +1 Power.
  'artifact.spirit-of-oppression': artifact({ effects: [{ op: 'oppress' }], combatOnly: true, timing: 'ongoing' }, inCombat(power(1))),
  // Sword: your own unit's Attack, paid for with its damage; never played where the damage would defeat it (FX113).
  'artifact.sword-of-hellfire': artifact(
    inCombat(stat('attack', 3), { op: 'damageOwnUnit', amount: 1 }),
    inCombat(stat('attack', 4), { op: 'damageOwnUnit', amount: 2 }),
  ),
  // Eagle Eye: the first Basic (Expert) Spell of the Spell deck, kept or discarded; the rest shuffled back (FX112).
  'ability.eagle-eye': ability('instant', false, [{ op: 'findSpell', spellLevel: 'basic' }], [{ op: 'findSpell', spellLevel: 'expert' }]),
  // Learning (FX160–FX166): offered only as the Main Hero is about to level up; half a level is 1 experience.
  'ability.learning': [
    { key: 'basic', timing: 'instant', expert: false, combatOnly: false, onLevelUp: true, effects: [{ op: 'advanceLevel', amount: 1 }] },
    { key: 'expert', timing: 'instant', expert: true, combatOnly: false, onLevelUp: true, removesCard: true, effects: [{ op: 'advanceLevel', amount: 2 }] },
  ],
};
