/**
 * The windows in which players play cards outside a unit's activation (Combat Cards): at the start of the combat,
 * before any unit activates in a Combat Round, a Spell now, and after a Spell is cast (its School of Magic, the
 * enemy's answer to it, taking it back). A window is offered only to a player with a card for it.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, CombatStep, PlayContext } from '../model';
import type { DecisionTable } from '../kernel/decisions';
import { SCHOOLS, applyCast, castAs, hasPlays, legalPlays, playCard } from './cards';
import { type Of, closeWindow, wrongCombat } from './common';
import { afterPlay, checkOver } from './steps';
import { startRound } from './rounds';
import { spendSpellDefense } from './coveMarks';
import { closeFoundWindow } from './foundSpells';

/** The steps that are windows (or lead to one). */
type WindowStep = Extract<CombatStep, { step: 'combatStart' | 'afterSpell' | 'spellSchool' | 'spellAnswer' | 'roundStart' | 'castSpell' }>;

/** Offers the window of this step to its player when they can play in it; otherwise the combat goes on past it. */
export function windowStep(d: Draft, c: CombatState, step: WindowStep): void {
  switch (step.step) {
    case 'combatStart': {
      // Each team's player in turn, the attacker first, when they hold a start-of-combat play (ruling A30).
      const player = (step.team === 'attacker' ? c.attacker : c.defender).player;
      if (player !== null && hasPlays(d.s, player, { window: 'combatStart' })) {
        d.s.pending = { kind: 'combatStart', player };
        return;
      }
      if (step.team === 'attacker') d.combat().step = { step: 'combatStart', team: 'defender' };
      else startRound(d);
      return;
    }
    case 'afterSpell':
      if (hasPlays(d.s, step.player, afterSpellWindow(step))) d.s.pending = { kind: 'afterSpell', player: step.player, spell: step.spell };
      else closeWindow(d.combat());
      return;
    case 'spellSchool':
      d.s.pending = { kind: 'spellSchool', player: step.player, spell: step.cast.spell };
      return;
    case 'spellAnswer':
      if (!step.ignored && hasPlays(d.s, step.player, { window: 'spellAnswer', paid: step.cast.paid })) {
        d.s.pending = { kind: 'answerSpell', player: step.player, caster: step.cast.player, spell: step.cast.spell, paid: step.cast.paid };
        return;
      }
      answered(d);
      return;
    case 'roundStart': {
      const first = step.players[0];
      if (first === undefined) c.step = { step: 'nextUnit' };
      else if (hasPlays(d.s, first, { window: 'roundStart' })) d.s.pending = { kind: 'roundStart', player: first };
      else d.combat().step = { step: 'roundStart', players: step.players.slice(1) };
      return;
    }
    case 'castSpell':
      if (step.found === true) return foundWindowStep(d, step.player);
      if (hasPlays(d.s, step.player, { window: 'castSpell', free: step.free })) d.s.pending = { kind: 'castSpell', player: step.player, free: step.free };
      else closeWindow(d.combat());
      return;
  }
}

/** Enchanters VI's window (CF16): offered while a found Spell can be cast, else the casting is over. */
function foundWindowStep(d: Draft, player: string): void {
  // (No Spell may wait once Crazy Wizard sent back those cast: the listing reads the found Spells only while there.)
  if (d.peek(player).foundSpells !== undefined && hasPlays(d.s, player, FOUND_CONTEXT)) d.s.pending = { kind: 'castSpell', player, free: true, found: true };
  else closeFoundWindow(d);
}

/** The window Enchanters VI's found Spells are cast in (CF16, CF17): outside the Spell limit, only they. */
const FOUND_CONTEXT: PlayContext = { window: 'castSpell', free: true, found: true };

/** The window a castSpell decision offers: Intelligence's, or the one for Enchanters VI's found Spells. */
const castContext = (dec: Of<'castSpell'>): PlayContext => (dec.found === true ? FOUND_CONTEXT : { window: 'castSpell', free: dec.free });

function applySpellSchool(d: Draft, dec: Of<'spellSchool'>, a: Action): void {
  if (a.type !== 'chooseSchool') return wrongCombat(dec, a);
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'spellSchool') throw new Error('No Spell waits for its School of Magic');
  d.s.pending = null;
  afterPlay(d, dec.player, castAs(d, step.cast, a.school));
}

const afterSpellWindow = (step: Extract<CombatStep, { step: 'afterSpell' }>): PlayContext =>
  ({ window: 'afterSpell', spell: step.spell, together: step.together });

function afterSpellStep(d: Draft): Extract<CombatStep, { step: 'afterSpell' }> {
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'afterSpell') throw new Error('No Spell was just cast');
  return step;
}

function applyAfterSpell(d: Draft, dec: Of<'afterSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') return closeWindow(d.combat());
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, afterSpellWindow(afterSpellStep(d)));
  closeWindow(d.combat());
}

/**
 * The enemy has answered the Spell (or passed): unless a card made it ignored, it takes effect now, as cast; then
 * its caster's after-Spell window.
 */
function answered(d: Draft): void {
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'spellAnswer') throw new Error('No Spell waits for an answer');
  const cast = step.cast;
  if (step.ignored) d.emit({ type: 'spellIgnored', player: step.player, card: cast.spell, seq: 0 });
  else applyCast(d, cast);
  // The Defense played against this Spell is spent with it (Interference, ruling CV60).
  if ((d.s.combat as CombatState).units.some((u) => u.spellDefense !== undefined)) spendSpellDefense(d);
  d.combat().step = { step: 'afterSpell', player: cast.player, spell: cast.spell, together: cast.together };
  checkOver(d);
}

function applyAnswerSpell(d: Draft, dec: Of<'answerSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'playCard') playCard(d, dec.player, a, { window: 'spellAnswer', paid: dec.paid });
  else if (a.type !== 'pass') return wrongCombat(dec, a);
  answered(d);
}

function applyRoundStart(d: Draft, dec: Of<'roundStart'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'playCard') return afterPlay(d, dec.player, playCard(d, dec.player, a, { window: 'roundStart' }));
  if (a.type !== 'pass') return wrongCombat(dec, a);
  const c = d.combat();
  if (c.step.step === 'roundStart') c.step = { step: 'roundStart', players: c.step.players.filter((p) => p !== dec.player) };
}

function applyCastSpell(d: Draft, dec: Of<'castSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') return dec.found === true ? closeFoundWindow(d) : closeWindow(d.combat());
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  afterPlay(d, dec.player, playCard(d, dec.player, a, castContext(dec)));
}

/** The start-of-combat window: play a start-of-combat card (and be asked again), or pass to the next team. */
function applyCombatStart(d: Draft, dec: Of<'combatStart'>, a: Action): void {
  d.s.pending = null;
  const c = d.combat();
  if (a.type === 'pass') {
    const step = c.step as Extract<CombatState['step'], { step: 'combatStart' }>;
    if (step.team === 'attacker') c.step = { step: 'combatStart', team: 'defender' };
    else startRound(d);
    return;
  }
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, { window: 'combatStart' });
  checkOver(d);
}

/** The windows' decisions: a card played in the window, or `pass` (the School of Magic: a school to cast the Spell as). */
export const WINDOW_DECISIONS: DecisionTable<'combatStart' | 'roundStart' | 'castSpell' | 'spellSchool' | 'answerSpell' | 'afterSpell'> = {
  combatStart: {
    legal: (d, dec) => [...legalPlays(d.s, dec.player, { window: 'combatStart' }), { type: 'pass' }],
    apply: applyCombatStart,
    describe: (dec) => `${dec.player} may play start-of-combat cards`,
  },
  roundStart: {
    legal: (d, dec) => [...legalPlays(d.s, dec.player, { window: 'roundStart' }), { type: 'pass' }],
    apply: applyRoundStart,
    describe: (dec) => `${dec.player} may play a Spell before any unit activates this Combat Round`,
  },
  castSpell: {
    legal: (d, dec) => [...legalPlays(d.s, dec.player, castContext(dec)), { type: 'pass' }],
    apply: applyCastSpell,
    describe: (dec) => (dec.found === true ? `${dec.player} may cast the Spells Enchanters VI found` : `${dec.player} may play a Spell now${dec.free ? ', outside the Spell limit' : ''}`),
  },
  spellSchool: {
    legal: () => SCHOOLS.map((school) => ({ type: 'chooseSchool', school })),
    apply: applySpellSchool,
    describe: (dec) => `${dec.player} picks the School of Magic ${dec.spell} is cast as`,
  },
  answerSpell: {
    legal: (d, dec) => [...legalPlays(d.s, dec.player, { window: 'spellAnswer', paid: dec.paid }), { type: 'pass' }],
    apply: applyAnswerSpell,
    describe: (dec) => `${dec.player} may answer the Spell ${dec.caster} just cast (${dec.spell}) before it takes effect`,
  },
  afterSpell: {
    legal: (d, dec) => [...legalPlays(d.s, dec.player, afterSpellWindow(afterSpellStep(d))), { type: 'pass' }],
    apply: applyAfterSpell,
    describe: (dec) => `${dec.player} may take back the Spell just cast`,
  },
};
