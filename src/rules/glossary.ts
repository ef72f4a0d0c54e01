/**
 * Rule references: every IllegalActionError and every catalog card (`CatalogCard.rules`) names some of these keys.
 * Each entry gives the rule's section and page in the rewrite 2.0-rc4 (the authoritative rule book) and the
 * library's own one-line summary.
 */
export interface RuleEntry {
  key: string;
  term: string;
  /** Section of the rewrite 2.0-rc4. */
  section: string;
  page: number;
  summary: string;
}

const ENTRIES: RuleEntry[] = [
  { key: 'protocol', term: 'Decisions and actions', section: 'homm3bg-engine protocol (docs/protocol.md)', page: 0,
    summary: 'The game waits on one decision at a time; only an action answering it, by the deciding player, is accepted.' },
  { key: 'setup', term: 'Setup', section: 'Setup', page: 12,
    summary: 'Each player picks a faction and Main Hero; decks of 9, shared decks with discard piles, neutral decks and the starting bonus are prepared.' },
  { key: 'round-structure', term: 'Round', section: 'Round Structure', page: 15,
    summary: 'Tokens, movement and Expert uses refresh each round; odd rounds after the first pay income, even rounds draw an Astrologers card.' },
  { key: 'secondary-hero', term: 'Secondary Hero', section: 'Heroes — Secondary Hero', page: 16,
    summary: 'Hired with the Population token and 10 gold by a player holding a Town or Settlement; one at a time; 2 movement points.' },
  { key: 'levels', term: 'Level', section: 'Heroes — Hero Board Anatomy (Level Tracker)', page: 17,
    summary: 'Two experience per level, I to VII; the level sets Hand Limit and Expert uses and grants Ability searches and Specialty cards.' },
  { key: 'player-turns', term: 'Hand Limit', section: 'Player Turns', page: 18,
    summary: 'At the start of your turn discard any cards (down to your Hand Limit at least), then draw up to it; the limit is checked only then.' },
  { key: 'town-actions', term: 'Town Actions', section: 'Player Turns — Town Actions', page: 19,
    summary: 'Build, Population and Spell Book tokens are each used once per round, on any turn outside combat.' },
  { key: 'morale', term: 'Morale', section: 'Player Turns — Morale Actions', page: 20,
    summary: 'One positive token at most; spend it to draw, to discard and redraw, or to reroll a die. Necropolis ignores morale.' },
  { key: 'general-card-rules', term: 'Card', section: 'Deck-building — General Card Rules', page: 21,
    summary: 'Cards are played on your turn or in your Main Hero\'s combat, then discarded; gained cards go to hand; removed cards leave the game.' },
  { key: 'search', term: 'Search', section: 'Deck-building — General Card Rules (5) and Searching Example', page: 21,
    summary: 'Search (X): look at the top X cards of a deck and keep one, discarding the rest — or take the top card of its discard pile.' },
  { key: 'statistic-and-ability-cards', term: 'Expert effect', section: 'Statistic and Ability Cards', page: 23,
    summary: 'Each has a Basic and an Expert effect; Expert uses per round depend on level. Necromancy is Necropolis-only.' },
  { key: 'spell-cards', term: 'Spell', section: 'Spell Cards', page: 24,
    summary: 'Spells are Empowered by Power; one Spell per player per Combat Round; the Mage Guild\'s Spell Book token buys them, not in the round it is built.' },
  { key: 'resources', term: 'Resources', section: 'Resources', page: 28,
    summary: 'Gold, Building Materials and Valuables; income is collected in Resource rounds; the Resource die gives 3 or 6 gold, 2 or 4 materials, 1 or 2 valuables.' },
  { key: 'movement', term: 'Movement Points', section: 'Player Turns — Movement Actions', page: 17,
    summary: 'Main Heroes have 3 MP, Secondary Heroes 2; 1 MP moves a hero one field, revisits a field, extends a combat with neutrals, or discovers or places a tile; gained MP lasts the turn.' },
  { key: 'map-elements', term: 'Field', section: 'Map Elements — Map Tile Anatomy', page: 31,
    summary: 'A tile has 7 fields; entering a field visits it, after a combat with its neutral guards if nobody has beaten them; a Blocked field can be left but not entered.' },
  { key: 'location-categories', term: 'Visitable, Flaggable, Revisitable', section: 'Map Elements — Location Categories', page: 31,
    summary: 'A Visitable field takes a black cube when visited; a Flaggable one the visitor\'s faction cube (an enemy\'s is replaced); a Revisitable one can be visited again for 1 MP.' },
  { key: 'placing-tiles', term: 'Discover', section: 'Map Elements — Placing and Discovering New Tiles', page: 31,
    summary: 'For 1 MP a hero turns over a face-down tile next to it, or places a Far tile from its supply touching it and two tiles; the player turns the tile as they like.' },
  { key: 'tournament-mode', term: 'Tournament Mode', section: 'Tournament Mode', page: 54,
    summary: '1 vs. 1: the players build the whole map face up, tile by tile; a Round One Mulligan, Search again for positive morale; the most Victory Points win.' },
  { key: 'map-locations', term: 'Map locations', section: 'All Map Locations', page: 75,
    summary: 'What each location does when visited: symbols, mines, settlements, towns, Revisitable and other fields.' },
  { key: 'town', term: 'Town', section: 'Town', page: 29,
    summary: 'One building per round with the Build token, paying its cost; Dwellings are built Bronze, Silver, then Gold.' },
  { key: 'units', term: 'Recruit and Reinforce', section: 'Units', page: 35,
    summary: 'Recruiting needs the unit\'s Dwelling, reinforcing (Few to Pack) the Dwelling and the Citadel; both with one Population token use, any number of times.' },
  { key: 'units-and-pack', term: 'Pack and Few', section: 'Units — Unit Card Anatomy; Example "Pack and Few"', page: 36,
    summary: 'A Pack taking damage equal to or above its HP flips to Few with the excess on the Few side; a Few or neutral at its HP is defeated.' },
  { key: 'unit-types', term: 'Unit types', section: 'Unit Types', page: 37,
    summary: 'Ground units move up to 3 and attack an adjacent enemy; Flying units ignore obstacles; Ranged units shoot anywhere, then may move 1.' },
  { key: 'ranged-penalty', term: 'Ranged penalty', section: 'Unit Types', page: 37,
    summary: 'A Ranged unit next to an enemy must attack it and rolls two Attack dice, keeping the lower; the same from its Backline into the enemy Backline.' },
  { key: 'quick-combat', term: 'Quick Combat', section: 'Combat — Quick Combat', page: 39,
    summary: 'A hero of a higher level than a neutral field\'s difficulty beats its guards without a combat, and without experience.' },
  { key: 'combat-setup', term: 'Combat Setup', section: 'Combat — Combat Setup', page: 40,
    summary: 'The attacker places up to 5 units on its two lines, then the defender; neutrals are drawn by the Field Difficulty table and placed by the opponent or the AI rules.' },
  { key: 'combat-terminology', term: 'Defend', section: 'Combat — Combat Terminology', page: 41,
    summary: 'Adjacent, obstacles, the Attack die, Retaliation, Paralysis and Defend (a Defense token: a second die, +1 Defense on a +1).' },
  { key: 'retaliation', term: 'Retaliation', section: 'Combat — Combat Terminology', page: 41,
    summary: 'A unit that survives an attack by an adjacent unit attacks it back, once per Combat Round; a retaliation is never retaliated.' },
  { key: 'paralysis', term: 'Paralysis', section: 'Combat — Combat Terminology', page: 41,
    summary: 'A paralysed unit skips its next activation; the token goes when it is attacked or damaged; it still retaliates.' },
  { key: 'combat-round', term: 'Combat Round', section: 'Combat — Combat Round Structure', page: 42,
    summary: 'Units activate once each by descending Initiative, ties alternating from the attacker; cards may be played before each attack\'s die.' },
  { key: 'combat-cards', term: 'Cards in combat', section: 'Combat — Using Cards During Combat', page: 42,
    summary: 'One Spell per Combat Round; Activation and Ongoing effects while your unit activates, before it attacks; Instants any time but between die and damage.' },
  { key: 'combat-time-limits', term: 'Retreat', section: 'Combat — Combat Time Limits', page: 42,
    summary: 'A neutral combat lasts one Combat Round; then the attacker pays 1 movement point for another or retreats. No limit against Azure units or heroes.' },
  { key: 'end-of-combat', term: 'Surrender', section: 'Combat — End of Combat', page: 43,
    summary: 'Damage heals; experience for a winning Main Hero; a defeated Main Hero pays 5 gold and a Faction Cube; surrender costs 10 gold.' },
  { key: 'siege-combat', term: 'Siege', section: 'Siege Combat', page: 44,
    summary: 'With a Citadel the defender adds 3 Walls, a Gate and the Arrow Tower; adjacent attacks destroy Walls; units behind them take 1 less from ranged attacks.' },
  { key: 'combat-against-ai', term: 'AI targeting', section: 'AI Rules — Combat against AI', page: 47,
    summary: 'AI units attack the same tier first, then lower tiers, then higher; ranged ones prefer ranged targets; the closest among equals; players break ties.' },
  { key: 'empower', term: 'Empower', section: 'Spell Cards', page: 24,
    summary: 'Power played before a Spell (by Power cards or other cards\' Empower effects) buys its stronger tiers; unused Power dissipates.' },
  { key: 'artifact-cards', term: 'Artifact', section: 'Artifact Cards', page: 25,
    summary: 'An Artifact has two effects; one of them is chosen when the card is played.' },
  { key: 'specialty', term: 'Specialty', section: 'Hero Specialty Cards', page: 25,
    summary: 'Specialty cards come at levels I, IV and VI; they are not Spells, so the Spell limit does not apply to them.' },
  { key: 'summoning', term: 'Summoning', section: 'Summoning', page: 90,
    summary: 'A summoned unit activates this Combat Round only if its Initiative is not above that of the unit activating.' },
  { key: 'difficulty', term: 'Difficulty', section: 'Difficulty', page: 51,
    summary: 'The difficulty sets neutral guards and the starting bonus each player chooses.' },
  { key: 'trading', term: 'Trading', section: 'Trading — Trading Post actions', page: 52,
    summary: 'Trade resources with the game by the trade table any number of times, or remove a card from hand for 1 gold (not a Specialty, Statistic or Starting Ability card, nor Magic Arrow).' },
  { key: 'scenario-end', term: 'Scenario End', section: 'Scenario End', page: 53,
    summary: 'The game ends when the scenario\'s conditions are met or its last round is over.' },
];

/** Every rule entry by its key (the keys errors and catalog entries name). */
export const RULES: Readonly<Record<string, RuleEntry>> = Object.fromEntries(ENTRIES.map((e) => [e.key, e]));

/**
 * Looks up a rule by key (as in `IllegalActionError.rule` and `CatalogCard.rules`) or by term, case-insensitively;
 * undefined when there is no such rule.
 *
 * @example
 * ```ts
 * import { rule } from 'homm3bg-engine';
 *
 * rule('spell-cards')?.page; // → 24
 * rule('Empower')?.key; // → 'empower'
 * rule('artifact')?.section; // → 'Artifact Cards'
 * rule('no-such-rule'); // → undefined
 * ```
 */
export function rule(keyOrTerm: string): RuleEntry | undefined {
  const q = keyOrTerm.toLowerCase();
  return RULES[q] ?? ENTRIES.find((e) => e.term.toLowerCase() === q);
}

/**
 * Every rule entry, in rule-book order (by page; the library's own protocol, page 0, first).
 *
 * @example
 * ```ts
 * import { allRules } from 'homm3bg-engine';
 *
 * allRules()[0]?.key; // → 'protocol'
 * const pages = allRules().map((r) => r.page);
 * pages.join() === [...pages].sort((a, b) => a - b).join(); // → true
 * allRules().find((r) => r.term === 'Retaliation')?.page; // → 41
 * ```
 */
export function allRules(): readonly RuleEntry[] {
  return [...ENTRIES].sort((a, b) => a.page - b.page);
}
