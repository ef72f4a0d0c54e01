/**
 * The schema of a scenario's AI Heroes (src/model/aiHeroes.ts): each one's start, round, army of Neutral Unit cards,
 * Skill card and the seats it opposes; `checkAiHeroes` checks them against the rest of the scenario.
 */
import type { AiCardType, AiDeckDef, AiHeroDef, ScenarioDef } from '../../model';
import { AI_CARDS } from '../../data/aiCards';
import { AI_SKILL_USES, AI_SPELL_USES } from '../../combat/aiHero';
import { CORE_CARDS, NEUTRAL_UNITS } from '../../content/registry';
import { BOUNDS } from './bounds';
import { fail, int, list, nullable, optional, record, same, shown, str } from './checks';
import type { Check } from './checks';
import { EFFECT_LIST } from './effects';

const NEUTRAL_IDS: ReadonlySet<string> = new Set(NEUTRAL_UNITS.map((u) => u.id));
const ABILITY_IDS: ReadonlySet<string> = new Set(CORE_CARDS.filter((c) => c.category === 'ability').map((c) => c.id));

/** How many AI cards of each type the box has. */
const AI_CARDS_OF: Record<AiCardType, number> = { might: 0, magic: 0, skill: 0 };
for (const c of AI_CARDS) AI_CARDS_OF[c.type] += c.copies;

/** A Neutral Unit card id ("neutral.minotaurs"). */
const NEUTRAL_UNIT: Check = (v, p) => {
  if (typeof v !== 'string' || !NEUTRAL_IDS.has(v)) fail(p, `is not a Neutral Unit card (${shown(v)})`);
};

/** An Ability card id (the AI Deck's Skill card uses it). */
const ABILITY: Check = (v, p) => {
  if (typeof v !== 'string' || !ABILITY_IDS.has(v)) fail(p, `is not an Ability card (${shown(v)})`);
};

/** One AI Hero of a scenario. */
export const AI_HERO = record<AiHeroDef>({
  id: str,
  name: str,
  start: record<AiHeroDef['start']>({ q: int(-1000, 1000), r: int(-1000, 1000), slot: int(0, 6) }),
  appears: int(1, BOUNDS.rounds),
  units: list(NEUTRAL_UNIT, BOUNDS.board, undefined, 1),
  opposes: (v, p, ctx) => (v === 'all' ? undefined : list(int(0, BOUNDS.players - 1), BOUNDS.players, same, 1)(v, p, ctx)),
  beaten: EFFECT_LIST,
  players: optional(int(1, BOUNDS.players)),
});

/** A Spell card id the AI can cast (combat/aiSpells.ts `AI_SPELL_USES`). */
const AI_SPELL: Check = (v, p) => {
  if (typeof v !== 'string' || AI_SPELL_USES[v] === undefined) fail(p, `is not a Spell the AI casts (${shown(v)})`);
};

/** The scenario's shared AI Deck (AI Decks, p. 49): the AI cards of each type, the AI Spell Deck, the Skill card. */
export const AI_DECK = record<AiDeckDef>({
  might: int(0, AI_CARDS_OF.might),
  magic: int(0, AI_CARDS_OF.magic),
  skill: int(0, AI_CARDS_OF.skill),
  spells: list(AI_SPELL, BOUNDS.short),
  skillCard: nullable(ABILITY),
}, (v, p) => {
  const d = v as unknown as AiDeckDef;
  if (d.skill > 0 && d.skillCard === null) fail(`${p}.skillCard`, 'Skill AI cards need the Skill card they use');
  if (d.skillCard !== null && AI_SKILL_USES[d.skillCard] === undefined) fail(`${p}.skillCard`, `the AI uses ${Object.keys(AI_SKILL_USES).join(', ')}`);
});

/**
 * The AI Heroes against the rest of the scenario: unique ids, each start on a tile of the layout, each appearing
 * within the scenario's rounds and opposing seats it has; none in a Tournament or an Alliance (whose sides are all
 * players).
 */
export function checkAiHeroes(sc: Pick<ScenarioDef, 'mode' | 'rounds' | 'players' | 'map'>, heroes: readonly AiHeroDef[], p: string): void {
  if (heroes.length > 0 && (sc.mode === 'tournament' || sc.mode === 'alliance')) fail(p, `a ${sc.mode === 'tournament' ? 'Tournament' : 'an Alliance'} scenario has no AI Heroes`);
  const ids = new Set<string>();
  heroes.forEach((h, i) => {
    const at = `${p}[${i}]`;
    if (ids.has(h.id)) fail(`${at}.id`, `"${h.id}" names two AI Heroes`);
    ids.add(h.id);
    if (!sc.map.tiles.some((t) => t.q === h.start.q && t.r === h.start.r)) fail(`${at}.start`, `no tile of the layout is at (${h.start.q}, ${h.start.r})`);
    if (h.appears > sc.rounds) fail(`${at}.appears`, `round ${h.appears} is after the scenario's last (${sc.rounds})`);
    if (h.opposes !== 'all' && h.opposes.some((seat) => seat >= sc.players.max)) fail(`${at}.opposes`, `the scenario seats ${sc.players.max} players (seats 0–${sc.players.max - 1})`);
  });
}
