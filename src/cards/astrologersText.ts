/**
 * The text of an Astrologers Proclaim card, generated from its data (src/content/core/astrologers.ts) as a card's is
 * from its plays: what it does at once, for the table and for every player, the rules it sets until the next
 * Astrologers round, and its change to the next Resource round's gain.
 */
import type { AstrologersCardDef, ProclaimedRule, Resources } from '../model';
import { cap, describeEffects, signed } from '../effects/describe';
import { describeResources } from '../kernel/resources';
import { hero } from '../data/heroes';
import { factionUnit } from '../data/units';

type RuleOf<K extends ProclaimedRule['rule']> = Extract<ProclaimedRule, { rule: K }>;

/** Each rule's words (a rule added to `ProclaimedRule` does not compile until it has them). */
const RULE_TEXT: { [K in ProclaimedRule['rule']]: (r: RuleOf<K>) => string } = {
  heroMovement: (r) => `every hero has ${signed(r.amount)} movement point${Math.abs(r.amount) === 1 ? '' : 's'} per round`,
  handLimit: (r) => `every player's Hand Limit is ${signed(r.amount)}`,
  spellBackToHand: () => 'the first Spell card each player plays goes back to their hand instead of their discard pile',
  spellPower: (r) => `the first Spell each player casts in a turn gets ${signed(r.amount)} Power`,
  redrawGuard: () => 'a player who starts a combat with neutral units may discard one of them and draw another card of its tier in its place',
  redrawAllGuards: () => 'at the start of a combat with neutral units, the attacker may discard all of them and draw, for each, another card of its tier',
  rerollDie: () => 'once per turn, each player may reroll a Resource or Treasure die they throw',
  drawTwoEvents: () =>
    'whenever a player is about to draw an Event card, they draw 2 instead, choose 1 to resolve and put the other at the bottom of the Event deck (in a game without Event cards, this card is discarded when drawn and another is drawn)',
  repeatNextRound: () => 'every player may do this again at the beginning of the next round',
  atNextRound: () => '',
  noTurnStartDraw: () => 'in the round this card is proclaimed, players do not draw cards at the start of their turns',
  empowerForGold: (r) =>
    `once, on one of their turns, each player may pay ${r.gold} gold to replace a Statistic card in their hand with the Empowered Statistic card of the same type, and do so again right after, up to ${r.most} times in all (their faction cube marks it)`,
  schoolPower: (r) => `every Spell of the ${r.schools.map((x) => `${cap(x)} Magic`).join(' and ')} schools is cast at ${signed(r.amount)} Power`,
  firstCombatGroundAttack: (r) => `in the first combat started in the round this card is proclaimed, every Ground unit (of both sides, neutral units too) gets ${signed(r.amount)} Attack until the end of that combat`,
  freeReinforce: (r) => `the player whose Main Hero is ${hero(r.hero).name} may, once, reinforce their ${factionUnit(r.unit).name} for free`,
  defenseAsAttack: () => 'every card that gives a unit Defense (+X) gives it as much Attack instead (for as long as the Defense would have lasted)',
  freeSpellBook: () => 'in the round this card is proclaimed, using the Spell Book token costs nothing, and a player may use it without a Mage Guild',
  largerSpellSearch: (r) => `a player about to Search the Spell deck may Search (${r.count}) it instead`,
  neutralsFaceUp: (r) =>
    `the first "${r.named}" unit of each Neutral Units deck but the Azure one lies face up on top of that deck (the cards above it discarded as this card is proclaimed); defeated in combat, it goes back on top of its deck; as this card is replaced, those still there are discarded`,
  combatWonEffects: (r) => `every time a player wins a combat (not a Quick Combat), they ${describeEffects(r.effects)}`,
  warMachinesBoosted: () => 'each Ballista deals 1 more damage, each First Aid Tent removes 1 more damage, and each Ammo Cart lets its player reroll 1 Attack die of each attack of their Ranged units',
};

const describeRule = (r: ProclaimedRule): string => (RULE_TEXT[r.rule] as (r: ProclaimedRule) => string)(r);

/** The resources of a change that are above 0 (`sign` 1) or below it (`sign` -1), as amounts. */
function part(change: Partial<Resources>, sign: 1 | -1): Partial<Resources> {
  const out: Partial<Resources> = {};
  for (const k of ['gold', 'buildingMaterials', 'valuables'] as const) if (((change[k] ?? 0) * sign) > 0) out[k] = Math.abs(change[k] ?? 0);
  return out;
}

/** An Astrologers Proclaim card's text, in sentences. */
export function describeAstrologersCard(card: AstrologersCardDef): string {
  const out: string[] = [];
  if (card.redrawInFirstRound) out.push('Drawn in the first Astrologers round, it is discarded and another card is drawn.');
  if (card.table.length > 0) out.push(`${cap(describeEffects(card.table))}.`);
  const later = card.rules.some((r) => r.rule === 'atNextRound');
  const when = later ? 'At the beginning of the next round, every player' : 'Every player';
  if (card.eachPlayer.length > 0) out.push(`${when}, in turn order: ${describeEffects(card.eachPlayer)}.`);
  const rules = card.rules.filter((r) => r.rule !== 'atNextRound');
  if (rules.length > 0) out.push(`Until the next Astrologers round, ${rules.map(describeRule).join('; ')}.`);
  const change = card.nextResourceRound;
  if (change !== null) {
    const more = part(change, 1);
    const less = part(change, -1);
    const gains: string[] = [];
    if (Object.keys(more).length > 0) gains.push(`gains ${describeResources(more)}`);
    if (Object.keys(less).length > 0) gains.push(`gains ${describeResources(less)} less (never less than nothing)`);
    out.push(`At the start of the next Resource round, every player ${gains.join(' and ')}.`);
  }
  return out.length > 0 ? out.join(' ') : 'Nothing happens.';
}
