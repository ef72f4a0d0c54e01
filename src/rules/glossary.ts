/**
 * Rule references: every IllegalActionError, every card catalog entry (`CatalogCard.rules`) and every entry of the
 * whole catalog (`CatalogEntry.rules`) names some of these keys. Each entry gives the rule's section and page in the
 * rewrite 2.0-rc4 (the authoritative rule book), a summary in the library's own words a player can act on, and the
 * keys of related rules.
 */

/**
 * A rule of the rule book, as the rules lookup gives it.
 *
 * @example
 * ```ts
 * import { rule } from 'homm3bg-engine';
 *
 * const entry = rule('retaliation');
 * entry?.term; // → 'Retaliation'
 * entry?.section; // → 'Combat — Combat Terminology'
 * entry?.related.map((key) => rule(key)?.term); // → ['Adjacent', 'Combat Round', 'Paralysis']
 * ```
 */
export interface RuleEntry {
  /** The key errors and catalog entries name ("retaliation"). */
  key: string;
  /** The rule book's word for it ("Retaliation"); `rule(term)` finds it too. */
  term: string;
  /** Section of the rewrite 2.0-rc4. */
  section: string;
  /** Page of the rewrite 2.0-rc4 (0: the library's own protocol). */
  page: number;
  /** The rule in the library's own words. */
  summary: string;
  /** Keys of related rules, each an entry of this lookup. */
  related: readonly string[];
}

const ENTRIES: RuleEntry[] = [
  // The library's own protocol.
  { key: 'protocol', term: 'Decisions and actions', section: 'homm3bg-engine protocol (docs/protocol.md)', page: 0,
    summary: 'The game waits on one decision at a time; only an action answering it, by the deciding player, is accepted.',
    related: ['player-turns', 'combat-round'] },
  // Game Modes (p. 7).
  { key: 'game-modes', term: 'Game mode', section: 'Game Modes', page: 7,
    summary: 'A scenario is played in one mode: Clash (every player for themselves), Alliance (teams), Cooperative, Campaign (solo against an AI) or the 1 vs. 1 Tournament; the mode decides who controls neutrals and how the game is won.',
    related: ['clash', 'alliance', 'campaign', 'tournament', 'scenario-end'] },
  { key: 'clash', term: 'Clash', section: 'Game Modes — Clash', page: 7,
    summary: 'Everyone plays against everyone; in your combats against neutral units an opponent moves them. With three or more players, holding a Faction Cube of every enemy wins.',
    related: ['game-modes', 'scenario-end', 'combat-setup'] },
  { key: 'alliance', term: 'Alliance', section: 'Game Modes — Alliance; Round Structure; Other Trading actions', page: 7,
    summary: 'Players form teams (usually two against two). Teams take their turns by turns, the team choosing each round which of its players goes first; allies trade resources freely on their turns outside combat, and Spell and Artifact cards one for one when their heroes stand on adjacent fields.',
    related: ['game-modes', 'round-structure', 'trading', 'scenario-end'] },
  { key: 'campaign', term: 'Campaign', section: 'Game Modes — Campaign; Solo Campaigns (p. 74)', page: 7,
    summary: 'One player plays a series of scenarios against AI Heroes, income 10 Gold to start and the campaign\'s own bonus instead of the difficulty\'s. After each scenario the hero is back to level I and the next deck is every Statistic card, the Level I Specialty and 5 cards chosen from the deck (after a loss, the same list again); the hero may change within the faction.',
    related: ['game-modes', 'combat-against-ai', 'difficulty', 'starting-deck'] },
  // Setup (p. 12–14).
  { key: 'setup', term: 'Setup', section: 'Setup', page: 12,
    summary: 'Each player picks a faction and Main Hero, takes the faction\'s boards, tokens and units, builds a 9-card starting deck and the scenario\'s starting resources, income and buildings; the shared decks, neutral decks, Astrologers deck and the starting bonus follow.',
    related: ['starting-deck', 'shared-decks', 'difficulty', 'round-structure', 'main-hero'] },
  { key: 'starting-deck', term: 'Starting Deck', section: 'Setup (steps 11–14)', page: 12,
    summary: 'The Main Hero\'s deck starts with the Statistic cards shown on the hero board, one Magic Arrow for a hero of Might or two for a hero of Magic, the hero\'s Ability card and its level I Specialty card: 9 cards, shuffled.',
    related: ['hero-board', 'statistic-and-ability-cards', 'specialty', 'general-card-rules'] },
  { key: 'shared-decks', term: 'Shared decks', section: 'Setup (steps 15–18)', page: 12,
    summary: 'The Ability, Artifact and Spell cards make three shared decks, each with one card turned face up as its discard pile; the neutral units make one deck per tier (bronze, silver, gold, azure), reshuffled from their discard piles when they run out.',
    related: ['setup', 'search', 'neutral-units'] },
  // Round Structure (p. 15).
  { key: 'round-structure', term: 'Round', section: 'Round Structure', page: 15,
    summary: 'Each round every player takes a turn clockwise from the starting player. From round 2, tokens, movement and Expert uses refresh first; then odd rounds pay income (Resource rounds) and even rounds draw an Astrologers Proclaim card; timed scenario events come after.',
    related: ['player-turns', 'resource-round', 'astrologers', 'town-actions', 'scenario-end'] },
  { key: 'resource-round', term: 'Resource round', section: 'Round Structure', page: 15,
    summary: 'Every odd round after the first: each player collects the income of their buildings, mines and settlements, and buildings that act in a Resource round do so.',
    related: ['round-structure', 'resources', 'mines', 'settlements', 'town'] },
  { key: 'astrologers', term: 'Astrologers Proclaim', section: 'Round Structure', page: 15,
    summary: 'Every even round a card of the Astrologers Proclaim deck is drawn and resolved at once; what it sets lasts until the next one is drawn, and some cards change the next Resource round\'s gain.',
    related: ['round-structure', 'resource-round', 'optional-rules'] },
  { key: 'events', term: 'Event', section: 'Factions Expansions — Events', page: 62,
    summary: 'With the Fortress box, in a game of two or more players: at the start of each Resource round after the first, once resources are received, an Event card is drawn and read; the drawer moves clockwise each time, and its effects resolve clockwise from the drawer.',
    related: ['resource-round', 'round-structure'] },
  { key: 'war-machines', term: 'War Machine', section: 'War Machine Cards', page: 26,
    summary: 'With the Rampart box: permanent cards bought at a War Machine Factory, or dearer at a Trading Post instead of its other functions; one of each kind per player, kept beside the Hero Board, fighting in the Main Hero\'s combats. Ammo Cart: your Ranged units ignore combat penalties and gain +2 Initiative. Ballista: each Combat Round starts with 1 damage to the enemy unit with the lowest Initiative. First Aid Tent: each Combat Round starts with 1 damage removed from a unit of yours.',
    related: ['trading', 'main-hero', 'combat-round'] },
  { key: 'spell-scroll', term: 'Spell Scroll', section: 'Spell Scroll Cards', page: 26,
    summary: 'With the Stronghold box: 10 Spell Scroll cards are shuffled into the Artifact deck, 10 form the Spell Scroll deck. A scroll gained lies beside the Hero Board with the 2 top Spell cards face down on it, seen by its owner only; 2 scrolls at most (a third: keep it in place of one, or discard it). Its Spells are cast outside the Spell limit, at their lowest Power effect for free, never Empowered and never for Power; they are removed once used. A Trading Post buys them for 2 gold each.',
    related: ['spell-cards', 'artifact-cards', 'trading'] },
  // Heroes (p. 16–17).
  { key: 'main-hero', term: 'Main Hero', section: 'Heroes — Main Hero', page: 16,
    summary: 'Your Main Hero has 3 movement points, the only one who plays cards from your deck, and gains experience from Level I up to Level VII.',
    related: ['secondary-hero', 'levels', 'hero-board', 'movement'] },
  { key: 'secondary-hero', term: 'Secondary Hero', section: 'Heroes — Secondary Hero', page: 16,
    summary: 'Hired with the Population token and 10 gold by a player holding a Town or Settlement; one at a time; 2 movement points, no experience, no cards in combat; it leads the same units and may be given up when attacked.',
    related: ['main-hero', 'town-actions', 'quick-combat', 'end-of-combat'] },
  { key: 'hero-board', term: 'Hero Board', section: 'Heroes — Hero Board Anatomy', page: 17,
    summary: 'A hero board shows the hero\'s class, type (Might or Magic), how many of each Statistic card the starting deck holds, the starting Ability card, the three Specialty cards and the level tracker.',
    related: ['starting-deck', 'levels', 'specialty'] },
  { key: 'levels', term: 'Level', section: 'Heroes — Hero Board Anatomy (Level Tracker)', page: 17,
    summary: 'Two experience per level, I to VII; the level sets Hand Limit and Expert uses and grants Ability searches and Specialty cards.',
    related: ['experience', 'hero-board', 'player-turns', 'statistic-and-ability-cards', 'specialty'] },
  // Player Turns (p. 18–20).
  { key: 'player-turns', term: 'Hand Limit', section: 'Player Turns', page: 18,
    summary: 'At the start of your turn discard any cards (down to your Hand Limit at least), then draw up to it; the limit is checked only then. A turn is made of Movement, Town and Morale actions.',
    related: ['levels', 'movement', 'town-actions', 'morale', 'round-structure'] },
  { key: 'movement', term: 'Movement Points', section: 'Player Turns — Movement Actions', page: 18,
    summary: 'Main Heroes have 3 MP, Secondary Heroes 2; 1 MP moves a hero one field, revisits a field, extends a combat with neutrals, or discovers or places a tile; gained MP lasts the turn. Allied heroes pass through each other but never stop together.',
    related: ['map-elements', 'placing-tiles', 'location-categories', 'combat-time-limits'] },
  { key: 'town-actions', term: 'Town Actions', section: 'Player Turns — Town Actions', page: 19,
    summary: 'Build, Population and Spell Book tokens are each used once per round, on any turn outside combat; a combat just announced may still be answered with them.',
    related: ['town', 'units', 'secondary-hero', 'mage-guild'] },
  { key: 'morale', term: 'Morale', section: 'Player Turns — Morale Actions', page: 20,
    summary: 'One positive token at most; spend it to draw, to discard and redraw, or to reroll a die. Losing morale discards it, else gives a negative token; a second negative one discards your hand as your turn ends. Necropolis ignores morale.',
    related: ['player-turns', 'rerolls'] },
  { key: 'rerolls', term: 'Reroll', section: 'Player Turns — Morale Actions; Ability cards (Luck)', page: 20,
    summary: 'A die you threw may be thrown again by spending positive morale, with the Luck Ability card (Basic: a Resource and a Treasure die; Expert: every die once), or with an Astrologers Proclaim card that allows it; the new result counts.',
    related: ['morale', 'statistic-and-ability-cards', 'astrologers', 'optional-rules'] },
  // Deck-building (p. 21–27).
  { key: 'general-card-rules', term: 'Card', section: 'Deck-building — General Card Rules', page: 21,
    summary: 'Cards are played on your turn or in your Main Hero\'s combat, then discarded; gained cards go to hand; removed cards leave the game.',
    related: ['search', 'statistic-and-ability-cards', 'spell-cards', 'artifact-cards', 'specialty', 'combat-cards'] },
  { key: 'search', term: 'Search', section: 'Deck-building — General Card Rules (5) and Searching Example', page: 21,
    summary: 'Search (X): look at the top X cards of a deck and keep one, discarding the rest — or take the top card of its discard pile.',
    related: ['general-card-rules', 'shared-decks'] },
  { key: 'statistic-and-ability-cards', term: 'Expert effect', section: 'Statistic and Ability Cards', page: 23,
    summary: 'Each has a Basic and an Expert effect; Expert uses per round depend on level. Necromancy is Necropolis-only.',
    related: ['levels', 'general-card-rules', 'starting-deck'] },
  { key: 'luck', term: 'Luck', section: 'Statistic and Ability Cards (Luck)', page: 23,
    summary: 'The Luck Ability card gives rerolls for the rest of the turn: Basic, one Resource die and one Treasure die; Expert, every die you throw once.',
    related: ['rerolls', 'statistic-and-ability-cards'] },
  { key: 'spell-cards', term: 'Spell', section: 'Spell Cards', page: 24,
    summary: 'Spells are Empowered by Power; one Spell per player per Combat Round; the Mage Guild\'s Spell Book token buys them, not in the round it is built.',
    related: ['empower', 'combat-cards', 'mage-guild', 'general-card-rules'] },
  { key: 'empower', term: 'Empower', section: 'Spell Cards', page: 24,
    summary: 'Power played before a Spell (by Power cards or other cards\' Empower effects) buys its stronger tiers; unused Power dissipates.',
    related: ['spell-cards'] },
  { key: 'artifact-cards', term: 'Artifact', section: 'Artifact Cards', page: 25,
    summary: 'An Artifact has two effects; one of them is chosen when the card is played. Artifacts come at three levels: Minor, Major and Relic.',
    related: ['general-card-rules', 'search'] },
  { key: 'specialty', term: 'Specialty', section: 'Hero Specialty Cards', page: 25,
    summary: 'Specialty cards come at levels I, IV and VI; they are not Spells, so the Spell limit does not apply to them.',
    related: ['levels', 'hero-board', 'general-card-rules'] },
  // Resources, Town (p. 28–29).
  { key: 'resources', term: 'Resources', section: 'Resources', page: 28,
    summary: 'Gold, Building Materials and Valuables; income is collected in Resource rounds; the Resource die gives 3 or 6 gold, 2 or 4 materials, 1 or 2 valuables.',
    related: ['resource-round', 'trading', 'mines', 'settlements'] },
  { key: 'town', term: 'Town', section: 'Town', page: 29,
    summary: 'One building per round with the Build token, paying its cost; Dwellings are built Bronze, Silver, then Gold.',
    related: ['town-actions', 'city-hall', 'citadel', 'mage-guild', 'dwellings', 'faction-buildings', 'towns'] },
  { key: 'city-hall', term: 'City Hall', section: 'Town', page: 29,
    summary: 'The City Hall gives a faction its own Resource-round benefit: income or an ability printed on the town board.',
    related: ['town', 'resource-round'] },
  { key: 'citadel', term: 'Citadel', section: 'Town', page: 29,
    summary: 'The Citadel lets the Population token reinforce units, and defends the town with walls, a gate and the Arrow Tower in a siege.',
    related: ['town', 'units', 'siege-combat'] },
  { key: 'mage-guild', term: 'Mage Guild', section: 'Town', page: 29,
    summary: 'The Mage Guild lets the Spell Book token buy Spells, from the round after it is built.',
    related: ['town', 'spell-cards', 'town-actions'] },
  { key: 'dwellings', term: 'Dwelling', section: 'Town', page: 29,
    summary: 'A faction\'s three Dwellings, Bronze then Silver then Gold, let it recruit the units of that tier.',
    related: ['town', 'units'] },
  { key: 'faction-buildings', term: 'Faction Buildings', section: 'Town', page: 29,
    summary: 'Each town has two buildings of its own, with effects printed on the town board: when built, in a Resource round, at the start of a turn or once during a turn.',
    related: ['town', 'resource-round'] },
  // Map Elements (p. 30–31).
  { key: 'map-elements', term: 'Field', section: 'Map Elements — Map Tile Anatomy', page: 30,
    summary: 'A tile has 7 fields; entering a field visits it, after a combat with its neutral guards if nobody has beaten them; a Blocked field can be left but not entered.',
    related: ['map-tiles', 'location-categories', 'field-difficulty', 'movement'] },
  { key: 'map-tiles', term: 'Map Tile', section: 'Map Elements', page: 30,
    summary: 'Tiles come in four kinds by the numeral on their back: Starting (I), Far (II–III), Near (IV–V) and Center (VI–VII); the higher the numeral, the stronger the guards and the richer the rewards.',
    related: ['map-elements', 'placing-tiles', 'field-difficulty'] },
  { key: 'location-categories', term: 'Visitable, Flaggable, Revisitable', section: 'Map Elements — Location Categories', page: 31,
    summary: 'A Visitable field takes a black cube when visited; a Flaggable one the visitor\'s faction cube (an enemy\'s is replaced); a Revisitable one can be visited again for 1 MP.',
    related: ['map-elements', 'map-locations', 'movement'] },
  { key: 'placing-tiles', term: 'Discover', section: 'Map Elements — Placing and Discovering New Tiles', page: 31,
    summary: 'For 1 MP a hero turns over a face-down tile next to it, or places a Far tile from its supply touching it and two tiles; the player turns the tile as they like.',
    related: ['map-tiles', 'movement'] },
  // Units (p. 35–38).
  { key: 'units', term: 'Recruit and Reinforce', section: 'Units', page: 35,
    summary: 'Recruiting needs the unit\'s Dwelling, reinforcing (Few to Pack) the Dwelling and the Citadel; both with one Population token use, any number of times.',
    related: ['units-and-pack', 'dwellings', 'citadel', 'town-actions', 'unit-abilities'] },
  { key: 'unit-abilities', term: 'Unit ability', section: 'Units — Unit Card Anatomy', page: 36,
    summary: 'A unit card prints Attack, Defense, HP and Initiative on each side, and perhaps a special ability whose icon says when it acts: on activation, on its first attack, instead of its activation, whenever its condition holds, or when it retaliates.',
    related: ['units', 'units-and-pack', 'combat-round', 'retaliation'] },
  { key: 'units-and-pack', term: 'Pack and Few', section: 'Units — Unit Card Anatomy; Example "Pack and Few"', page: 36,
    summary: 'A Pack taking damage equal to or above its HP flips to Few with the excess on the Few side; a Few or neutral at its HP is defeated.',
    related: ['units', 'unit-abilities', 'end-of-combat'] },
  { key: 'unit-types', term: 'Unit types', section: 'Unit Types', page: 37,
    summary: 'Ground units move up to 3 and attack an adjacent enemy; Flying units ignore obstacles; Ranged units shoot anywhere, then may move 1.',
    related: ['ranged-penalty', 'combat-obstacles', 'adjacent'] },
  { key: 'ranged-penalty', term: 'Ranged penalty', section: 'Unit Types', page: 37,
    summary: 'A Ranged unit next to an enemy must attack it and rolls two Attack dice, keeping the lower; the same from its Backline into the enemy Backline.',
    related: ['unit-types', 'attack-die', 'siege-combat'] },
  { key: 'neutral-units', term: 'Neutral Units', section: 'Unit Types — Neutral Units', page: 37,
    summary: 'Neutral units guard fields, in four tiers with a deck each (bronze, silver, gold and the strongest, azure); they are single-sided, cannot be reinforced, and go to their tier\'s discard pile when defeated.',
    related: ['field-difficulty', 'shared-decks', 'combat-setup', 'summoning'] },
  // Combat (p. 39–46).
  { key: 'quick-combat', term: 'Quick Combat', section: 'Combat — Quick Combat', page: 39,
    summary: 'A hero of a higher level than a neutral field\'s difficulty beats its guards without a combat, and without experience.',
    related: ['field-difficulty', 'levels', 'experience'] },
  { key: 'combat-setup', term: 'Combat Setup', section: 'Combat — Combat Setup', page: 40,
    summary: 'The attacker places up to 5 units on its two lines, then the defender; neutrals are drawn by the Field Difficulty table and placed by the opponent or the AI rules.',
    related: ['field-difficulty', 'combat-round', 'combat-against-ai', 'siege-combat'] },
  { key: 'combat-terminology', term: 'Combat terms', section: 'Combat — Combat Terminology', page: 41,
    summary: 'The words combat uses: the attacking and defending player, a unit\'s activation, adjacent units, obstacles, the Attack die, retaliation, Paralysis and Defend.',
    related: ['activation', 'adjacent', 'combat-obstacles', 'attack-die', 'retaliation', 'paralysis', 'defend'] },
  { key: 'activation', term: 'Activation', section: 'Combat — Combat Terminology', page: 41,
    summary: 'A unit activates when its turn comes in the Initiative order: it moves and attacks by its type, or defends.',
    related: ['combat-round', 'unit-types', 'defend'] },
  { key: 'adjacent', term: 'Adjacent', section: 'Combat — Combat Terminology', page: 41,
    summary: 'Two units are adjacent when one space apart across a side of a space, never diagonally.',
    related: ['retaliation', 'ranged-penalty'] },
  { key: 'combat-obstacles', term: 'Combat Obstacle', section: 'Combat — Combat Terminology', page: 41,
    summary: 'Every card on the combat board is an obstacle: units that do not fly cannot move through it.',
    related: ['unit-types', 'siege-combat'] },
  { key: 'attack-die', term: 'Attack die', section: 'Combat — Combat Terminology', page: 41,
    summary: 'Each attack rolls the red die (−1, 0 or +1) and adds the result to the attacker\'s Attack; the target\'s Defense is taken off and the rest is damage.',
    related: ['combat-round', 'ranged-penalty', 'defend', 'optional-rules'] },
  { key: 'retaliation', term: 'Retaliation', section: 'Combat — Combat Terminology', page: 41,
    summary: 'A unit that survives an attack by an adjacent unit attacks it back, once per Combat Round; a retaliation is never retaliated.',
    related: ['adjacent', 'combat-round', 'paralysis'] },
  { key: 'paralysis', term: 'Paralysis', section: 'Combat — Combat Terminology', page: 41,
    summary: 'A paralysed unit skips its next activation; the token goes when it is attacked or damaged; it still retaliates.',
    related: ['activation', 'retaliation'] },
  { key: 'defend', term: 'Defend', section: 'Combat — Combat Terminology', page: 41,
    summary: 'Instead of attacking, a unit may take a Defense token: when attacked, a second Attack die is rolled and a +1 on it gives the unit 1 more Defense; the token goes at its next activation.',
    related: ['activation', 'attack-die'] },
  { key: 'combat-round', term: 'Combat Round', section: 'Combat — Combat Round Structure', page: 42,
    summary: 'Units activate once each by descending Initiative, ties alternating from the attacker; cards may be played before each attack\'s die.',
    related: ['activation', 'combat-cards', 'attack-die', 'retaliation', 'combat-time-limits'] },
  { key: 'combat-cards', term: 'Cards in combat', section: 'Combat — Using Cards During Combat', page: 42,
    summary: 'One Spell per Combat Round; Activation and Ongoing effects while your unit activates, before it attacks; Instants any time but between die and damage.',
    related: ['combat-round', 'spell-cards', 'general-card-rules'] },
  { key: 'combat-time-limits', term: 'Retreat', section: 'Combat — Combat Time Limits', page: 42,
    summary: 'A neutral combat lasts one Combat Round; then the attacker pays 1 movement point for another or retreats. No limit against Azure units or heroes.',
    related: ['combat-round', 'movement', 'end-of-combat', 'optional-rules'] },
  { key: 'end-of-combat', term: 'Surrender', section: 'Combat — End of Combat', page: 43,
    summary: 'Damage heals; experience for a winning Main Hero; a defeated Main Hero pays 5 gold and a Faction Cube; surrender costs 10 gold.',
    related: ['experience', 'combat-time-limits', 'elimination', 'siege-combat'] },
  { key: 'experience', term: 'Experience', section: 'Combat — Combat Experience', page: 43,
    summary: 'A Main Hero who wins gains 1 experience when the field\'s difficulty or the beaten Main Hero\'s level equals its own, 2 when higher; beating an Azure neutral makes it Level VII at once. No experience for beating a Secondary Hero or a surrender.',
    related: ['levels', 'end-of-combat', 'field-difficulty'] },
  { key: 'siege-combat', term: 'Siege', section: 'Siege Combat', page: 44,
    summary: 'With a Citadel the defender adds 3 Walls, a Gate and the Arrow Tower; adjacent attacks destroy Walls; units behind them take 1 less from ranged attacks.',
    related: ['citadel', 'towns', 'combat-obstacles', 'end-of-combat'] },
  // AI Rules (p. 47–50).
  { key: 'combat-against-ai', term: 'AI targeting', section: 'AI Rules — Combat against AI', page: 47,
    summary: 'AI units attack the same tier first, then lower tiers, then higher; ranged ones prefer ranged targets; the closest among equals; players break ties.',
    related: ['combat-setup', 'combat-round'] },
  { key: 'ai-decks', term: 'AI Deck', section: 'AI Rules — AI Decks', page: 49,
    summary: 'Before each unit of an AI Hero activates, an AI card is drawn and resolved with the difficulty\'s number: Attack, Defense, Cast a spell from the AI Spell Deck, or Use a skill; an empty AI Deck is not drawn from again that combat.',
    related: ['combat-against-ai', 'difficulty', 'casting-complex-spells', 'activation'] },
  { key: 'casting-complex-spells', term: 'Casting Complex Spells', section: 'AI Rules — Casting Complex Spells', page: 50,
    summary: 'How an AI Hero casts Spells that hit several units, instant defence Spells, healing Spells, single-round buffs and attack-weakening Spells; one it cannot use goes back to the AI Spell Deck and its AI card to the bottom of the AI Deck.',
    related: ['ai-decks', 'spell-cards'] },
  // Difficulty, Trading, Scenario End (p. 51–53).
  { key: 'difficulty', term: 'Difficulty', section: 'Difficulty', page: 51,
    summary: 'The difficulty sets neutral guards and the starting bonus each player chooses.',
    related: ['field-difficulty', 'setup', 'optional-rules'] },
  { key: 'field-difficulty', term: 'Field Difficulty', section: 'Difficulty; Field Difficulty Level Table', page: 51,
    summary: 'The numeral on a guarded field (I to VII) and the game\'s difficulty say how many neutral units of each tier are drawn to guard it.',
    related: ['difficulty', 'neutral-units', 'quick-combat', 'combat-setup'] },
  { key: 'trading', term: 'Trading', section: 'Trading — Trading Post actions', page: 52,
    summary: 'Trade resources with the game by the trade table any number of times, or remove a card from hand for 1 gold (not a Specialty, Statistic or Starting Ability card, nor Magic Arrow).',
    related: ['resources', 'revisitable-fields', 'alliance'] },
  { key: 'scenario-end', term: 'Scenario End', section: 'Scenario End', page: 53,
    summary: 'The game ends when the scenario\'s conditions are met or its last round is over.',
    related: ['elimination', 'faction-cubes', 'victory-points', 'game-modes'] },
  { key: 'elimination', term: 'Elimination', section: 'Scenario End', page: 53,
    summary: 'A player is out after three full rounds without a Town or Settlement, or on losing a combat with the Main Hero while holding none; their pieces leave the map. Eliminating every enemy faction wins.',
    related: ['scenario-end', 'end-of-combat'] },
  { key: 'faction-cubes', term: 'Faction Cube', section: 'Scenario End', page: 53,
    summary: 'Beating an enemy hero in combat takes one of their Faction Cubes; in a Clash of three or more players, a cube of every enemy wins the game.',
    related: ['scenario-end', 'end-of-combat', 'clash'] },
  // Tournament Mode (p. 54–55).
  { key: 'tournament', term: 'Tournament', section: 'Tournament Mode', page: 54,
    summary: 'A 1 vs. 1 mode: Diplomacy and the Hourglass of the Evil Hour leave the game, the map is laid face up by both players in turn, each may redraw their first hand once, morale may redo a Search, removed Artifacts are kept for scoring, and Victory Points decide the winner.',
    related: ['victory-points', 'game-modes', 'placing-tiles', 'rule-variants'] },
  { key: 'victory-points', term: 'Victory Points', section: 'Tournament Mode — Scoring Victory Points', page: 55,
    summary: 'At the end, points for every mine or settlement held, town building, level of the Main Hero, two Artifacts owned, Secondary Hero beaten, beating the enemy Main Hero once, and the scenario\'s own goals; the most points wins.',
    related: ['tournament', 'scenario-end'] },
  // Rule Variants (p. 56–59).
  { key: 'rule-variants', term: 'Rule Variants', section: 'Rule Variants', page: 56,
    summary: 'Changes a table may agree on before the game: Chaos Cards (discarded cards are replaced from their deck), Neutral Army (recruit from drawn neutral units), Draft Start (decks drafted at setup), Split Artifact and Spell Decks (by level and map position) and Gold Pool (spent gold held by the army).',
    related: ['optional-rules', 'tournament', 'setup'] },
  { key: 'neutral-army', term: 'Neutral Army', section: 'Rule Variants — Neutral Army', page: 56,
    summary: 'Recruiting with the Population token draws 2 Neutral Unit cards per Dwelling instead; recruit any of them at their cost, discard the rest.',
    related: ['rule-variants', 'town-actions', 'neutral-units'] },
  { key: 'gold-pool', term: 'Gold Pool', section: 'Rule Variants — Gold Pool', page: 57,
    summary: 'Unit costs go to a Reserved Pool that cannot be spent; selling a unit or losing it returns its costs, a flip to Few its reinforcement.',
    related: ['rule-variants', 'town-actions', 'resources'] },
  { key: 'optional-rules', term: 'Optional Rules Table', section: 'Rule Variants — Optional Rules Table', page: 59,
    summary: 'Single-line changes that make the game harder (no rerolls, one resource per die, no starting bonus, captured towns give buildings not income), easier (a Secondary Hero from the start, at least 1 damage, double income, trade anywhere, free combat extensions) or different (the Attack die adds no damage, Astrologers every round or never, black cubes cleared, gained cards to the discard pile).',
    related: ['rule-variants', 'difficulty', 'astrologers'] },
  // All Map Locations (p. 75–83).
  { key: 'map-locations', term: 'Map locations', section: 'All Map Locations', page: 75,
    summary: 'What each location does when visited: symbols, mines, settlements, towns, Revisitable and other fields.',
    related: ['location-categories', 'map-symbols', 'towns', 'mines', 'settlements', 'revisitable-fields', 'other-fields'] },
  { key: 'map-symbols', term: 'Map symbols', section: 'All Map Locations — Symbols on the Map', page: 75,
    summary: 'The Artifact, Resource and Treasure symbols and the visitable fields give cards, a Resource or Treasure die, morale, movement or experience once; what costs or searches may be declined, but the black cube is placed anyway.',
    related: ['map-locations', 'location-categories', 'search'] },
  { key: 'towns', term: 'Towns (map)', section: 'All Map Locations — Towns', page: 78,
    summary: 'A faction\'s town on its Starting tile is flaggable: an enemy who flags it takes its income; it is defended in a siege, and losing it may end the game for its owner.',
    related: ['town', 'siege-combat', 'elimination', 'optional-rules'] },
  { key: 'mines', term: 'Mine', section: 'All Map Locations — Mines', page: 78,
    summary: 'A flagged mine raises its holder\'s income of one resource; the first player ever to flag it also gains that amount at once.',
    related: ['resources', 'resource-round', 'location-categories'] },
  { key: 'settlements', term: 'Settlement', section: 'Settlements', page: 79,
    summary: 'A flagged settlement gives income of a resource its holder picks, counts as a place to hire a Secondary Hero and to return to when defeated, and is defended like a town without a Citadel.',
    related: ['mines', 'secondary-hero', 'siege-combat', 'elimination'] },
  { key: 'random-town', term: 'Random Town', section: 'Settlements — Inferno Expansion: Random Town', page: 79,
    summary: 'With the Inferno box: when revealed, every player rolls 2 Resource dice and the highest roller picks a Faction no player plays. Its units defend the town (a Pack of a Bronze unit the defense\'s controller picks, Packs of both Silver units, Fews of both Gold units) behind Walls and a Gate, with no Arrow Tower. Flagging it raises Gold income by 10, gained at once by its first flagger; while flagged it is a Settlement.',
    related: ['settlements', 'siege-combat', 'mines'] },
  { key: 'star-axis', term: 'Star Axis', section: 'All Map Locations — Inferno Expansion: Star Axis', page: 83,
    summary: 'With the Inferno box: a Flaggable field that removes no enemy faction cube, so several players may hold it at once. Putting your cube there, you may replace one plain Statistic card from your hand with the Empowered Statistic card of the same type.',
    related: ['other-fields', 'location-categories', 'statistic-and-ability-cards'] },
  { key: 'revisitable-fields', term: 'Revisitable fields', section: 'Revisitable Fields', page: 80,
    summary: 'Stables, the Sanctuary and the Trading Post may be visited again and again, each visit after the first for 1 movement point.',
    related: ['location-categories', 'trading', 'movement'] },
  { key: 'other-fields', term: 'Other fields', section: 'All Map Locations — Other Fields', page: 81,
    summary: 'Obelisks and Dragon Utopia (flagged for a scenario), the Tree of Knowledge, the Grail, the Redwood Observatory, the Magic Spring and the Witch Hut each have a visit of their own.',
    related: ['map-locations', 'scenario-end'] },
  // Card Effect Keywords (p. 88–91).
  { key: 'summoning', term: 'Summoning', section: 'Summoning', page: 90,
    summary: 'A summoned unit activates this Combat Round only if its Initiative is not above that of the unit activating.',
    related: ['neutral-units', 'combat-round'] },
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
