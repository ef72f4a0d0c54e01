/**
 * Rule references: every IllegalActionError names one of these keys. Each entry gives the rule's section
 * and page in the rewrite 2.0-rc4 (the authoritative rule book) and the library's own one-line summary.
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
  { key: 'town', term: 'Town', section: 'Town', page: 29,
    summary: 'One building per round with the Build token, paying its cost; Dwellings are built Bronze, Silver, then Gold.' },
  { key: 'units', term: 'Recruit and Reinforce', section: 'Units', page: 35,
    summary: 'Recruiting needs the unit\'s Dwelling, reinforcing (Few to Pack) the Dwelling and the Citadel; both with one Population token use, any number of times.' },
  { key: 'difficulty', term: 'Difficulty', section: 'Difficulty', page: 51,
    summary: 'The difficulty sets neutral guards and the starting bonus each player chooses.' },
  { key: 'scenario-end', term: 'Scenario End', section: 'Scenario End', page: 53,
    summary: 'The game ends when the scenario\'s conditions are met or its last round is over.' },
];

export const RULES: Readonly<Record<string, RuleEntry>> = Object.fromEntries(ENTRIES.map((e) => [e.key, e]));

/** Looks up a rule by key (as in IllegalActionError.rule) or by term, case-insensitively. */
export function rule(keyOrTerm: string): RuleEntry | undefined {
  const q = keyOrTerm.toLowerCase();
  return RULES[q] ?? ENTRIES.find((e) => e.term.toLowerCase() === q);
}
