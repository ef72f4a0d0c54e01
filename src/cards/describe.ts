/**
 * Card text generated from the effect data, in the library's own words — so a card's description and its
 * behaviour cannot drift apart. Used by the card catalog (catalog.ts) and the API docs.
 */
import type { CardEffect, Effect, UnitFilter } from '../effects/types';
import type { CardPlay, CardTiming } from './plays';
import { ANY_NUMBER } from './plays';
import { describeResources } from '../core/resources';

const TIMING: Record<CardTiming, string> = {
  instant: 'Instant',
  activation: 'Activation',
  map: 'Map',
  ongoing: 'Ongoing',
  permanent: 'Permanent',
};

const DECK: Record<string, string> = { ability: 'Ability', artifact: 'Artifact', spell: 'Spell' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "1 / 2 / 3 damage with 0 / 1 / 2 Power", skipping Power values that buy nothing new. */
function tiers(values: readonly number[], unit: string, sign = false): string {
  const shown: Array<[number, number]> = [];
  values.forEach((v, p) => {
    if (p === 0 || v !== values[p - 1]) shown.push([p, v]);
  });
  if (shown.length === 1) return `${sign ? signed(shown[0]![1]) : shown[0]![1]} ${unit}`;
  return `${shown.map(([, v]) => (sign ? signed(v) : String(v))).join(' / ')} ${unit} with ${shown.map(([p]) => p).join(' / ')} Power`;
}

/** The unit an effect acts on; later effects of the same play act on the same unit ("that unit"). */
function target(filter: UnitFilter | undefined, named = false): string {
  if (named) return 'that unit';
  const kinds = filter?.types ? `${filter.types.join(' or ')} ` : '';
  const own = filter?.allied ? 'friendly ' : '';
  if (!filter?.tiersByPower) return `a selected ${own}${kinds}unit`;
  const steps = filter.tiersByPower
    .map((t, p) => [p, t] as const)
    .filter(([p, t], i, all) => t.length > 0 && (i === 0 || t.join() !== (all[i - 1]?.[1] ?? []).join() || p === 0))
    .map(([p, t]) => `${t.map(cap).join(' or ')} with ${p} Power`);
  return `a selected ${own}${kinds}unit (${steps.join('; ')})`;
}

/** One effect, as a clause; `named`: an earlier effect of the same play already chose the unit. */
export function describeEffect(e: CardEffect, named = false): string {
  const t = (filter: UnitFilter | undefined) => target(filter, named);
  switch (e.op) {
    // Map and deck effects
    case 'gainResources': return `gain ${describeResources(e.resources)}`;
    case 'pay': return `pay ${describeResources(e.resources)}`;
    case 'draw': return e.count === 'remembered' ? 'draw as many cards as you discarded' : `draw ${e.count} card${e.count === 1 ? '' : 's'}`;
    case 'search': return `${e.optional ? 'you may ' : ''}Search (${e.count}) the ${DECK[e.deck]} deck`;
    case 'revealUntil': return `reveal ${DECK[e.deck]} cards until a ${cap(e.artifactLevel)} one appears and take it`;
    case 'takeFromSharedDeck': return `take a ${e.card.split('.')[1]} card from the ${DECK[e.deck]} deck, then shuffle it`;
    case 'reshuffleSharedDeck': return `shuffle the ${DECK[e.deck]} deck with its discard pile`;
    case 'gainSpecialty': return `gain your level ${e.level === 4 ? 'IV' : 'VI'} Specialty card`;
    case 'gainMorale': return 'gain positive morale';
    case 'loseMorale': return 'lose morale';
    case 'gainExperience': return `gain ${e.amount} experience`;
    case 'gainMovement': return `${signed(e.amount)} movement point${e.amount === 1 ? '' : 's'} this turn`;
    case 'rollResourceDice': return e.count === 1 ? 'roll a Resource die and gain its result' : `roll ${e.count} Resource dice and gain ${e.keep === 'all' ? 'all of them' : 'one of them'}`;
    case 'choose': return `choose one${e.optional ? ' (or none)' : ''}: ${e.options.map((o) => `${o.key} — ${describeEffects(o.effects)}`).join('; or ')}`;
    case 'discardCards': return e.max >= ANY_NUMBER ? `discard any number of cards (at least ${e.min})` : e.min === e.max ? `discard ${e.min} card${e.min === 1 ? '' : 's'}` : `discard ${e.min} to ${e.max} cards`;
    case 'removeCard': return `${e.optional ? 'you may ' : ''}remove ${e.category ? `a ${e.category}` : 'a'} card in your hand from the game`;
    case 'takeFromDiscard': return `take a ${e.category} card from your discard pile into your hand`;
    case 'shuffleDiscardIntoDeck': return 'shuffle your discard pile into your deck';
    case 'searchOwnDeck': return `look at the top ${e.count} cards of your deck, take 1 and discard the rest`;
    case 'reinforceFree': return `reinforce one ${e.tiers.join(' or ')} unit for free`;
    case 'summonNeutral': return 'draw a neutral unit of a tier whose Dwelling you have built, and you may recruit it at its cost';
    case 'drawNeutralsPerDwelling': return 'for every Dwelling you have built draw a neutral unit of its tier (with the Gold Dwelling also an Azure one), and you may recruit one of them at its cost';
    case 'reinforceHalfGold': return `after winning a combat this turn (not a Quick Combat), you may reinforce one ${e.tiers.join(' or ')} unit for half its gold cost (rounded down)`;
    case 'discountUnitCost': return `the Recruitment or Reinforcement cost of one unit you recruit or reinforce this turn is ${e.gold} gold lower (not below 0)`;
    case 'improveSpellPurchase': return `buying Spells with your Spell Book this turn costs ${e.gold} gold less and does Search (${e.search}) instead of Search (2)`;
    // Combat effects
    case 'modifyStat': {
      const amount = e.amount === 'discarded' ? '+1' : signed(e.amount);
      const per = e.amount === 'discarded' ? ' per card discarded' : '';
      return `your unit in this attack (or the one activating) gets ${amount} ${cap(e.stat)}${per} until its attack resolves`;
    }
    case 'gainPower': return `${signed(e.amount)} Power towards your next Spell`;
    case 'damage': return `${t(e.filter)} suffers ${tiers(e.byPower, 'damage')} (Defense does not apply)`;
    case 'chainDamage': {
      const shown = e.byPower.filter((v, p) => p === 0 || v.join() !== (e.byPower[p - 1] ?? []).join());
      const powers = e.byPower.map((_, p) => p).filter((p) => p === 0 || e.byPower[p]!.join() !== e.byPower[p - 1]!.join());
      return `${t(e.filter)}, then the 2 units closest to it, suffer ${shown.map((v) => v.join('/')).join(' / ')} damage with ${powers.join(' / ')} Power (Defense does not apply)`;
    }
    case 'areaDamage': return `every unit on ${t(e.filter).replace('a selected unit', "a selected unit's space")} and one adjacent space suffers ${tiers(e.byPower, 'damage')} (Defense does not apply)`;
    case 'modifyUnit': {
      const doubled = e.doubledFor ? ` (doubled for ${e.doubledFor === 'Dragons' ? 'a Dragons' : `the ${e.doubledFor}`} unit)` : '';
      return e.duration === 'combat'
        ? `${t(e.filter)} gets ${tiers(e.byPower, cap(e.stat), true)}${doubled} until the end of the combat`
        : `${t(e.filter)} gets ${tiers(e.byPower, cap(e.stat), true)}${doubled} (not below 0) until its attack resolves`;
    }
    case 'ignoreAttackDie': return `${t(e.filter)} ignores its Attack die on its next attack`;
    case 'paralyse': return `place a Paralysis token on ${t(e.filter)}`;
    case 'heal': return `remove ${tiers(e.byPower, 'damage')} from ${t(e.filter)}`;
    case 'removeEffects': return e.only === 'paralysis' ? `remove Paralysis from ${t(e.filter)}` : `remove Paralysis and every lowered statistic from ${t(e.filter)}`;
    case 'resetRetaliation': return `remove the retaliation mark from ${t(e.filter)} that has retaliated: it may retaliate again this Combat Round`;
    case 'addCondition':
      return e.condition === 'abilitiesDisabled'
        ? `${t(e.filter)} cannot use its special abilities until the end of the combat`
        : `${t(e.filter)} cannot be selected or damaged by Spells until the end of the combat`;
    case 'damageAttackers': return `this Combat Round, a unit that attacks ${t(e.filter)} from an adjacent space suffers ${tiers(e.byPower, 'damage')} once the attack resolves`;
    case 'teleport': return `move ${t(e.filter)} to any empty space, ignoring obstacles`;
    case 'returnSpellToHand':
      return e.together
        ? 'take the Spell you just cast, and every card you played for Power towards it, back into your hand instead of discarding them'
        : 'take the Spell you just cast back into your hand instead of discarding it';
    case 'cancelAttack': return `once an enemy attack's damage is known, cancel it if it would reduce ${t(e.filter)} to 0 Health`;
    case 'ignoreSpell': return `right after the enemy casts a Spell${e.maxPower !== undefined ? ` with ${e.maxPower} Power or less` : ''}, ignore its effect`;
    case 'castSpell':
      return `at the start of a Combat Round, before any unit activates, play a Spell card${e.free ? ': it does not count toward your Spell limit' : ' (it is your Spell of the Combat Round)'}`;
    case 'returnCardToHand': return 'put this card back into your hand instead of discarding it';
    case 'combatEffects': return describeEffects(e.effects as CardEffect[]);
    case 'raiseSpellLimit': return `you may cast ${e.amount} more Spell${e.amount === 1 ? '' : 's'} this Combat Round`;
  }
}

export function describeEffects(effects: readonly (Effect | CardEffect)[]): string {
  let named = false;
  return effects
    .map((e) => {
      const text = describeEffect(e as CardEffect, named);
      named ||= 'filter' in e || e.op === 'damage' || e.op === 'heal' || e.op === 'removeEffects' || e.op === 'paralyse' || e.op === 'modifyUnit' || e.op === 'ignoreAttackDie';
      return text;
    })
    .join(', then ');
}

const PLAY_NAME: Record<CardPlay['key'], string> = {
  basic: 'Basic',
  expert: 'Expert',
  spell: 'Spell',
  'spell-attack': 'Spell, Attack',
  'spell-defense': 'Spell, Defense',
  'spell-initiative': 'Spell, Initiative',
  alternative: 'Alternative',
  top: 'Top',
  bottom: 'Bottom',
};

/** One play of a card, as a sentence: "Expert (Instant, uses an Expert effect): +2 Attack …". */
export function describePlay(play: CardPlay): string {
  const notes = [TIMING[play.timing]];
  if (play.expert) notes.push('uses one of your Expert effects this round');
  if (play.combatOnly) notes.push('in combat');
  const text = describeEffects(play.effects);
  return `${PLAY_NAME[play.key]} (${notes.join(', ')}): ${cap(play.removesCard ? `remove this card from the game, then ${text}` : text)}.`;
}
