/**
 * Card text generated from the effect data, in the library's own words — so a card's description and its
 * behaviour cannot drift apart. Used by the card catalog (catalog.ts) and the API docs. Each effect's clause is
 * written by its op's kind (effects/registry.ts); this module frames a play: its name, timing and notes.
 */
import type { CardPlay, CardTiming } from '../model';
import { factionUnit } from '../data/units';
import { cap, describeEffects } from '../effects/describe';
import { describeResources } from '../kernel/resources';

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
};

/** A Magic school Ability's play: its Power while in play (Basic), or for one cast by discarding it (Expert). */
function schoolPowerText(play: CardPlay): string {
  const sp = play.schoolPower as NonNullable<CardPlay['schoolPower']>;
  const spells = `Spells of the School of ${cap(sp.school)} Magic (a Spell of every School among them)`;
  return play.timing === 'permanent'
    ? `this card stays in play; your ${spells} are cast with +${sp.amount} Power`
    : `as you cast one of your ${spells}, you may discard this card from your hand or from play: it is cast with +${sp.amount} Power`;
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
  const removal = play.removesCard ? (play.onLevelUp ? `${text}, then remove this card from the game` : `remove this card from the game, then ${text}`) : text;
  return `${PLAY_NAME[play.key]} (${notes.join(', ')}): ${cap(removal)}.`;
}
