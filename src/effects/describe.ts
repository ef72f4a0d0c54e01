/**
 * Effect texts: a card's effects as clauses in the library's own words, each written by its op's kind (registry.ts),
 * so a card's description and its behaviour cannot drift apart.
 */
import type { CardEffect } from '../model';
import { combatEffectKind, effectKind, isCombatEffectOp } from './registry';

/** "Attack" for "attack". */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** "an Artifact", "a Spell": a name with its indefinite article. */
export const withArticle = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
/** "+2" for 2, "-1" for -1. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** One effect, as a clause; `named`: an earlier effect of the same play already chose the unit. */
export function describeEffect(e: CardEffect, named = false): string {
  return isCombatEffectOp(e.op) ? combatEffectKind(e.op).describe(e as never, named) : effectKind(e.op).describe(e as never);
}

/**
 * A list of effects, as clauses joined by "then"; a unit selected by one is "that unit" in the later ones. A Search made
 * again at once reads "twice", as the card prints it (Enchanters VI: "Search (1) the Spell deck twice").
 */
export function describeEffects(effects: readonly CardEffect[]): string {
  let named = false;
  const clauses: string[] = [];
  effects.forEach((e, i) => {
    const text = describeEffect(e, named);
    named ||= 'filter' in e || (isCombatEffectOp(e.op) && combatEffectKind(e.op).targeted);
    const before = effects[i - 1];
    if (e.op === 'search' && before?.op === 'search' && clauses[clauses.length - 1] === describeEffect(before)) clauses[clauses.length - 1] = `${text} twice`;
    else clauses.push(text);
  });
  return clauses.join(', then ');
}
