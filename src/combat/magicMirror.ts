/**
 * Magic Mirror (Stronghold box, Expert Air Spell; rulings SH120–SH126): when the enemy casts a Spell that selects the
 * player's unit alone, the player may answer it with the Mirror — the Spell then takes effect on another unit it could
 * have selected. The Mirror is an answer as Resistance is (the window after an enemy Spell, combat/windows.ts): it is
 * offered only to a player who holds one they may cast on that Spell, so core play never meets it.
 */
import type { CombatState, GameState, PlayerId, PlayerState, SpellCast } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { factsOf, windowBit } from './playFacts';
import { mirrorProtects, powerFactor, powerTiers, redirectTargets, schoolPowerBonus, whyNot } from './cardListing';
import { schoolMagicPower } from '../cards/schoolMagic';
import { schoolPowerProclaimed, spellPowerBonus } from '../deck/astrologers';
import { target } from './unitEffects';

/** The answer window's bit of `CardFacts.windows`. */
const ANSWER_BIT = windowBit('spellAnswer');

/**
 * Could `player` answer this Spell with a Magic Mirror from their hand (asked as the Spell is cast, before its answer
 * window opens)? The same checks as the Mirror's listing in that window: its timing and costs, a unit of theirs the
 * Power they have reaches, and another unit for the Spell.
 */
export function mirrorAnswers(s: GameState, player: PlayerId, cast: SpellCast): boolean {
  const c = s.combat as CombatState;
  if (cast.target === null) return false; // the usual case, kept cheap: a Spell that selects no unit
  const p = s.players.find((x) => x.id === player) as PlayerState;
  for (const card of p.hand) {
    const cf = factsOf(card);
    if ((cf.windows & ANSWER_BIT) === 0) continue; // no answer to a Spell: most cards, one bit test
    for (const pf of cf.plays) {
      if (!pf.mirrors || whyNot(s, c, p, cf, pf, { window: 'spellAnswer', paid: cast.paid }) !== null) continue;
      if (redirectTargets(c, cast).length === 0) return false;
      const bonus = spellPowerBonus(s, player) + schoolPowerBonus(c, player, cf) + schoolPowerProclaimed(s, cf.info.school) + schoolMagicPower(p, cf.info.school, true);
      for (const power of powerTiers(c, player, pf, bonus, powerFactor(c, player, cf))) if (mirrorProtects(c, pf, player, cast, power)) return true;
    }
  }
  return false;
}

/** Magic Mirror's effect: the Spell waiting in the answer window takes effect on the unit selected for the Mirror. */
export const MAGIC_MIRROR_EFFECTS = {
  redirectSpell: {
    targeted: true,
    apply(d, _player, _e, play) {
      const cw = d.combat();
      const step = cw.step;
      if (step.step !== 'spellAnswer' || play.target === null) return;
      const cast = step.cast;
      // Full literals, not spreads: every SpellCast and step keeps one shape (docs/protocol.md).
      const turned: SpellCast = { player: cast.player, spell: cast.spell, play: cast.play, target: play.target, power: cast.power, space: cast.space, school: cast.school, paid: cast.paid, ctx: cast.ctx, together: cast.together };
      cw.step = { step: 'spellAnswer', player: step.player, cast: turned, ignored: step.ignored };
    },
    describe: (e) =>
      `right after the enemy casts a Spell that selects only ${target(e.filter, false).replace('a selected ', 'your ')}: choose a new target for that Spell, another unit it could select`,
  },
} satisfies Partial<CombatEffectKinds>;
