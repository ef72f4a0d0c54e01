/**
 * Card text generated from the effect data, in the library's own words — so a card's description and its
 * behaviour cannot drift apart. Used by the card catalog (catalog.ts) and the API docs. Each effect's clause is
 * written by its op's kind (effects/registry.ts); this module frames a play: its name, timing and notes.
 */
import type { CardPlay, CardTiming } from '../model';
import { factionUnit } from '../data/units';
import { cap, describeEffects } from '../effects/describe';
import { describeResources } from '../kernel/resources';
import { ANY_TIER } from '../content/kit/plays';

export { describeEffect, describeEffects } from '../effects/describe';

const TIMING: Record<CardTiming, string> = {
  instant: 'Instant',
  activation: 'Activation',
  map: 'Map',
  ongoing: 'Ongoing',
  permanent: 'Permanent',
};

const PLAY_NAME: Record<CardPlay['key'], string> = {
  basic: 'Basic',
  expert: 'Expert',
  spell: 'Spell',
  'spell-attack': 'Spell, Attack',
  'spell-defense': 'Spell, Defense',
  'spell-initiative': 'Spell, Initiative',
  'spell-space': 'Spell, on a space',
  alternative: 'Alternative',
  top: 'Top',
  bottom: 'Bottom',
  'basic-spell': 'Basic, against a Spell',
  'expert-spell': 'Expert, against a Spell',
  'top-spell': 'Top, against a Spell',
  'bottom-spell': 'Bottom, against a Spell',
};

/**
 * A cast play's text: a Magic school Ability's Power while in play (Basic), or for one cast by discarding it from the
 * hand or from play (Expert); an Artifact's for one cast by discarding or removing it from the hand (the Conflux box's
 * Orbs and Tomes, the Tomes' reaching every Power effect).
 */
function schoolPowerText(play: CardPlay): string {
  const sp = play.schoolPower as NonNullable<CardPlay['schoolPower']>;
  const spells = `Spells of the School of ${cap(sp.school)} Magic (a Spell of every School among them)`;
  if (play.timing === 'permanent') return `this card stays in play; your ${spells} are cast with +${sp.amount} Power`;
  const from = play.expert ? 'from your hand or from play' : 'from your hand';
  const gain = sp.amount >= ANY_TIER ? 'it takes any of its Power effects, whatever Power you played' : `it is cast with +${sp.amount} Power`;
  return `as you cast one of your ${spells}, you may ${play.removesCard ? 'remove' : 'discard'} this card ${from}${play.removesCard ? ' from the game' : ''}: ${gain}`;
}

/** One play of a card, as a sentence: "Expert (Instant, uses an Expert effect): +2 Attack …". */
export function describePlay(play: CardPlay): string {
  const notes = [TIMING[play.timing]];
  if (play.expert) notes.push('uses one of your Expert effects this round');
  if (play.onLevelUp) notes.push('when your Hero is about to level up');
  if (play.startOfCombat) notes.push(play.againstNeutrals ? 'at the start of combat with neutral units' : 'at the start of combat');
  else if (play.combatOnly) notes.push('in combat');
  const c = play.covers;
  const text = c
    ? `put this card on your ${c.sides.length === 1 ? `${cap(c.sides[0] as string)} of ` : ''}${factionUnit(c.unit).name} unit card: ` +
      `its statistics become those of ${c.name} (Attack ${c.attack}, Defense ${c.defense}, HP ${c.hp}, Initiative ${c.initiative}, no ability) ` +
      'until this card\'s HP drops to 0, then discard this card'
    : play.eachResourceRound !== undefined
      ? `this card stays in play; at the beginning of each Resource round, gain ${describeResources(play.eachResourceRound)}`
      : play.schoolPower !== undefined
        ? schoolPowerText(play)
        : play.findsSchoolSpell !== undefined
          ? `this card stays in play; instead of Searching the Spell deck, you may take the first Spell of the School of ${cap(play.findsSchoolSpell)} Magic in it (a Spell of every School among them) into your hand, then shuffle the deck`
        : play.castsFromSpellDiscard === true
          ? 'cast the Spell on top of the Spell deck\'s discard pile as if it were in your hand (its own timing, the Power you play); the Spell card stays on that pile'
          : describeEffects(play.effects);
  // Learning's Expert effect prints its removal last: "…, then Remove this card".
  const removal = play.removesCard && play.schoolPower === undefined ? (play.onLevelUp ? `${text}, then remove this card from the game` : `remove this card from the game, then ${text}`) : text;
  return `${PLAY_NAME[play.key]} (${notes.join(', ')}): ${cap(removal)}.`;
}
