/**
 * Card text generated from the effect data, in the library's own words — so a card's description and its
 * behaviour cannot drift apart. Used by the card catalog (catalog.ts) and the API docs.
 */
import type { CardEffect, Effect, UnitFilter } from '../model';
import type { CardPlay, CardTiming, PlayWaitingForMap } from '../model';
import { ANY_NUMBER } from './plays';
import { describeResources } from '../kernel/resources';
import { factionUnit } from '../data/units';

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
    case 'searchOwnDeck': return e.drawn ? `draw ${e.count} cards, keep 1 and discard the other${e.count === 2 ? '' : 's'}` : `look at the top ${e.count} cards of your deck, take 1 and discard the rest`;
    case 'reinforceFree': return `reinforce one ${e.tiers.join(' or ')} unit for free`;
    case 'drawIfDiscarded': return `if a discarded card was a ${cap(e.category)}, draw ${e.count} card${e.count === 1 ? '' : 's'}`;
    case 'rollAttackDie': return `roll the Attack die; on ${e.faces.map((f) => `"${signed(f).replace('+0', '0')}"`).join(' or ')}: ${describeEffects(e.effects)}`;
    case 'grantRerolls': return e.dice === 'any' ? 'this turn, you may reroll each die you throw once' : 'this turn, you may reroll one Resource die and one Treasure die';
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
      const stat = e.stat === 'health' ? 'HP' : cap(e.stat);
      return e.duration === 'combat'
        ? `${t(e.filter)} gets ${tiers(e.byPower, stat, true)}${doubled} until the end of the combat`
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
    case 'swapUnits': return `switch the places of ${t(e.filter)} and another ${e.filter?.allied ? 'friendly ' : ''}unit on the board`;
    case 'preventEscape': return 'the enemy Hero can neither Retreat nor Surrender in this combat';
    case 'enemyDiscardsRandom': return "discard a random card from the enemy player's hand";
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
    case 'multiplyAttackDie': return `the Attack die your attacking unit is about to roll counts ${e.factor} times its result`;
    case 'ignoreRolledAttackDie': return 'after the Attack die is rolled: the attack ignores it and everything its face set off';
    case 'enemyLosesPositiveMorale': return 'if the enemy player in this combat has positive morale, they gain negative morale (losing the positive token)';
    case 'boostRanged': {
      const gains = [`+${e.attack} Attack when the target is not adjacent`, ...(e.initiative ? [`+${e.initiative} Initiative`] : [])].join(' and ');
      return `${e.extraRounds === 0 ? 'this Combat Round' : 'until the end of the next Combat Round'}, your Ranged units get ${gains}`;
    }
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
  if (play.startOfCombat) notes.push('at the start of combat');
  else if (play.combatOnly) notes.push('in combat');
  const c = play.covers;
  const text = c
    ? `put this card on your ${c.sides.length === 1 ? `${cap(c.sides[0] as string)} of ` : ''}${factionUnit(c.unit).name} unit card: ` +
      `its statistics become those of ${c.name} (Attack ${c.attack}, Defense ${c.defense}, HP ${c.hp}, Initiative ${c.initiative}, no ability) ` +
      'until this card\'s HP drops to 0, then discard this card'
    : describeEffects(play.effects);
  return `${PLAY_NAME[play.key]} (${notes.join(', ')}): ${cap(play.removesCard ? `remove this card from the game, then ${text}` : text)}.`;
}

/** A play that waits for the adventure map, described like a built one and marked as not playable yet. */
export function describeWaitingPlay(play: PlayWaitingForMap): string {
  const notes = [TIMING[play.timing]];
  if (play.expert) notes.push('uses one of your Expert effects this round');
  return `${PLAY_NAME[play.key]} (${notes.join(', ')}): ${cap(play.effect)} — this needs the adventure map, which is not built yet.`;
}
