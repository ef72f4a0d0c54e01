/**
 * A combat sandbox's AI Hero (AI Decks, p. 49): the config's AI Deck and AI Spell Deck, checked and built. The
 * defender's army is the AI Hero's (`ai: true`); the attacking player's cards decide which Spells it must do without.
 */
import type { AiHeroCombat, Difficulty } from '../model';
import type { Draft } from '../kernel/draft';
import { ConfigError } from '../kernel/errors';
import { cardOf, instanceId } from '../kernel/ids';
import { AI_CARD_INSTANCES, findAiCard } from '../data/aiCards';
import { CORE_CARDS } from '../data/cardList';
import { AI_SKILL_USES, AI_SPELL_USES, aiHeroForCombat } from '../combat/aiHero';

/** An AI Hero leading the defender's army (with `ai: true`). */
export interface AiHeroConfig {
  /** The game's difficulty: the AI cards' numbers. Default "normal". */
  difficulty?: Difficulty;
  /**
   * The AI Deck, by AI card ids ("ai.attack-1", each at most as often as the box has it). Default: every Attack,
   * Defense and Cast a spell card of the box (16), and its Use a skill cards (4) when it has a `skill`.
   */
  deck?: string[];
  /** The AI Spell Deck, by Spell ids ("spell.lightning-bolt"): any core Spell (`AI_SPELL_USES`). Default none. */
  spells?: string[];
  /** The Skill card set aside for it (AI Skill cards, p. 49): an Ability card id ("ability.offense"). Default none. */
  skill?: string;
  /** Whether it uses its Skill card's Expert effect. Default false (Basic). */
  expert?: boolean;
}

/** Checks an AI Hero config's shape and cards (a ConfigError names the field). */
export function checkAiHeroConfig(v: unknown): asserts v is AiHeroConfig {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError('an AI Hero is { difficulty?, deck?, spells?, skill?, expert? }', 'defender.aiHero');
  const h = v as Record<string, unknown>;
  if (h['skill'] !== undefined && (typeof h['skill'] !== 'string' || AI_SKILL_USES[h['skill']] === undefined)) {
    throw new ConfigError(`must be an Ability card: ${Object.keys(AI_SKILL_USES).join(', ')}`, 'defender.aiHero.skill');
  }
  if (h['expert'] !== undefined && typeof h['expert'] !== 'boolean') throw new ConfigError('must be true or false', 'defender.aiHero.expert');
  if (h['difficulty'] !== undefined && !['easy', 'normal', 'hard', 'impossible'].includes(h['difficulty'] as string)) {
    throw new ConfigError('must be one of "easy", "normal", "hard", "impossible"', 'defender.aiHero.difficulty');
  }
  for (const field of ['deck', 'spells'] as const) {
    const list = h[field];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new ConfigError('must be a list of ids', `defender.aiHero.${field}`);
    list.forEach((id: unknown, i: number) => {
      const at = `defender.aiHero.${field}[${i}]`;
      if (typeof id !== 'string') throw new ConfigError('must be an id (a string)', at);
      if (field === 'deck') {
        const card = findAiCard(id);
        if (!card || card.id !== id) throw new ConfigError(`unknown AI card "${id}"`, at);
        if (card.type === 'skill' && h['skill'] === undefined) throw new ConfigError('a Use a skill card needs the AI Hero\'s Skill card (skill)', at);
        if (list.filter((x) => x === id).length > card.copies) throw new ConfigError(`the box has ${card.copies} ${card.name} (version ${card.version})`, at);
      } else if (AI_SPELL_USES[id] === undefined) {
        throw new ConfigError(`the AI casts ${Object.keys(AI_SPELL_USES).map((s) => CORE_CARDS.find((c) => c.id === s)?.name).join(', ')}`, at);
      }
    });
  }
}

/** The AI Deck's card instances for the listed AI card ids (the default: every card, Use a skill only with a skill). */
function deckOf(ids: readonly string[] | undefined, skill: boolean): string[] {
  if (ids === undefined) return AI_CARD_INSTANCES.filter((c) => skill || findAiCard(c)?.type !== 'skill');
  const out: string[] = [];
  for (const id of ids) out.push(instanceId(id, out.filter((c) => cardOf(c) === id).length + 1));
  return out;
}

/**
 * The AI Spell Deck: each Spell a fresh card; one whose every copy the player holds is replaced by a Magic Arrow
 * (p. 49: "If the AI Hero is assigned a Spell card that is unavailable because it is in your Hero's Deck").
 */
function spellDeckOf(ids: readonly string[], playerCards: readonly string[]): string[] {
  const out: string[] = [];
  const used = new Map<string, number>();
  ids.forEach((id, i) => {
    const copies = CORE_CARDS.find((c) => c.id === id)?.copies ?? 0;
    const held = playerCards.filter((c) => cardOf(c) === id).length;
    const taken = used.get(id) ?? 0;
    const available = taken + held < copies;
    const card = available ? id : 'spell.magic-arrow';
    used.set(id, taken + 1);
    out.push(instanceId(card, `ai-${i + 1}`));
  });
  return out;
}

/**
 * The AI Hero's Skill card (AI Skill cards, p. 49): a copy of the box's; when the player (p1) holds every copy, it
 * cannot be replaced — the player's copy leaves their deck or hand for the AI Hero. The player's Search (3) of the
 * Ability deck in compensation finds nothing in a sandbox, which has no Ability deck (ruling AI31).
 */
function skillOf(d: Draft, id: string | undefined, playerCards: readonly string[]): string | null {
  if (id === undefined) return null;
  const copies = CORE_CARDS.find((c) => c.id === id)?.copies ?? 0;
  const held = playerCards.filter((c) => cardOf(c) === id);
  const taken = held[0];
  if (held.length < copies || taken === undefined) return instanceId(id, 'ai');
  const p = d.player('p1');
  if (p.deck.includes(taken)) p.deck = p.deck.filter((c) => c !== taken);
  else p.hand = p.hand.filter((c) => c !== taken);
  return taken;
}

/** The AI Hero's side of the combat, its decks shuffled. */
export function buildAiHero(d: Draft, config: AiHeroConfig, playerCards: readonly string[]): AiHeroCombat {
  const skill = skillOf(d, config.skill, playerCards);
  return aiHeroForCombat(d, config.difficulty ?? 'normal', deckOf(config.deck, skill !== null), spellDeckOf(config.spells ?? [], playerCards), skill, config.expert ?? false);
}
