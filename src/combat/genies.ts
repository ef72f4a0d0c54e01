/**
 * The Genies' ability (`takeSpellFromDeck`, rulings TW5–TW7): their player discards cards from the top of their deck
 * and takes a Spell discarded this way into their hand. Few: exactly 3, as the unit's whole activation, instead of
 * moving and attacking. Pack: up to 3, one at a time — the player may stop after any of them (or not start) — after
 * the Genies' first attack of an activation. The steps run as a frame whose source is the Genies' card.
 */
import type { Draft } from '../kernel/draft';
import type { CombatUnit, Effect, UnitAbility } from '../model';
import { cardOf } from '../kernel/ids';
import { illegal } from '../kernel/errors';
import { pushFrame } from '../effects/run';
import { abilitiesOf, abilitiesOfCard, hasAbility } from './abilities';
import { discardExactly, discardUpTo } from '../content/kit/deckDiscards';

type TakeSpell = Extract<UnitAbility, { kind: 'takeSpellFromDeck' }>;

/** The ability's steps: fixed data, built once per shape (shared: read, never changed). */
function build(a: TakeSpell): Effect[] {
  return a.upTo ? discardUpTo(a.count, 'spell') : discardExactly(a.count, 'spell');
}
const PROGRAMS = new Map<string, Effect[]>();
function programOf(a: TakeSpell): Effect[] {
  const key = `${a.count}:${a.upTo}`;
  let p = PROGRAMS.get(key);
  if (p === undefined) {
    p = build(a);
    PROGRAMS.set(key, p);
  }
  return p;
}

/** The unit's ability of this timing, if it has one it can use: a player's unit whose player has cards to discard. */
function ability(d: Draft, u: CombatUnit, on: TakeSpell['on']): TakeSpell | undefined {
  if (!hasAbility(u, 'takeSpellFromDeck') || u.owner === null) return undefined;
  const p = d.peek(u.owner);
  if (p.deck.length + p.discard.length === 0) return undefined;
  for (const a of abilitiesOf(u)) if (a.kind === 'takeSpellFromDeck' && a.on === on) return a;
  return undefined;
}

/** Genies Few: may the unit use its ability as its activation (offered as `useAbility` at its start)? */
export const takesSpellAsActivation = (d: Draft, u: CombatUnit): boolean => ability(d, u, 'other') !== undefined;

/** Genies Few: the ability is the unit's whole activation; its steps run once the activation is over. */
export function takeSpellAsActivation(d: Draft, u: CombatUnit): void {
  const a = ability(d, u, 'other');
  if (a === undefined) illegal('OPTION_NOT_AVAILABLE', 'Only a unit with such an ability, whose player has cards in their deck or discard pile, uses it', 'units-and-pack');
  start(d, u, a);
}

/** Genies Pack: after the first attack of its activation (combat/abilities.ts `afterHit`). */
export function takeSpellAfterAttack(d: Draft, u: CombatUnit): void {
  if (u.defeated) return; // the usual cases first: one field read each
  const a = ability(d, u, 'attack');
  if (a !== undefined) start(d, u, a);
}

/** The ability is used: its steps go on the effect stack, for the unit's player. */
function start(d: Draft, u: CombatUnit, a: TakeSpell): void {
  d.emit({ type: 'abilityUsed', unit: u.id, ability: 'takeSpellFromDeck', target: null, seq: 0 });
  pushFrame(d, u.owner as string, cardOf(u.card), programOf(a));
}

/** The programs a frame of this unit card could hold (the save schema's check). */
export function takeSpellPrograms(unit: string): Effect[][] {
  const out: Effect[][] = [];
  for (const side of ['few', 'pack'] as const) for (const a of abilitiesOfCard(unit, side)) if (a.kind === 'takeSpellFromDeck') out.push(programOf(a));
  return out;
}

