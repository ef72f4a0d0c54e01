/**
 * The Rampart box's Spells on the Attack dice: Mirth's rerolls (each of the player's Attack dice once, for an
 * activation, a Combat Round or the combat; ruling RA65) and Slayer's dice against a Gold unit (ruling RA66).
 */
import type { Draft } from '../kernel/draft';
import type { AttackInProgress, CombatState, MirthGrant, PlayerId } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { drawCards } from '../deck/playerDeck';
import { cap } from '../effects/describe';
import { activeUnit } from './common';

/** Mirth's durations as a card says them. */
const DURATION_TEXT: Readonly<Record<MirthGrant['until'], string>> = { activation: 'this activation', round: 'this Combat Round', combat: 'this combat' };

/** The combat effects of Mirth and Slayer. */
export const SPELL_DICE_EFFECTS = {
  allowAttackRerolls: {
    targeted: false,
    apply(d, player, e, play) {
      const c = d.combat();
      const until = e.durationByPower[play.power ?? 0] ?? 'activation';
      const grant: MirthGrant = { player, until, unit: until === 'activation' ? activeUnit(c) : null, round: c.round };
      c.mirth = [...(c.mirth ?? []), grant];
    },
    describe: (e) => {
      const shown: string[] = [];
      e.durationByPower.forEach((until, p) => {
        if (p === 0 || until !== e.durationByPower[p - 1]) shown.push(`${DURATION_TEXT[until]} with ${p} Power`);
      });
      return `you may reroll each of your Attack dice once: ${shown.join('; ')}`;
    },
  },
  slay: {
    targeted: true,
    apply(d, _player, e, play) {
      // The selected unit is the Gold unit attacked (the listing offers no other).
      const at = d.combat().attack;
      if (at) at.slayerDice = e.byPower[play.power ?? 0] ?? 1;
    },
    describe: (e) => {
      const counts = [...new Set(e.byPower)];
      const powers = counts.map((n) => e.byPower.indexOf(n));
      const tiers = [...new Set((e.filter?.tiersByPower ?? []).flat())].map(cap).join(' or ');
      return `while your unit attacks a ${tiers || 'selected'} unit, before the Attack die: it throws ${counts.join(' / ')} Attack dice with ${powers.join(' / ')} Power and applies every result but a "-1"; once the attack is resolved, draw 1 card`;
    },
  },
} satisfies Partial<CombatEffectKinds>;

/** Does a Mirth grant of the player hold now? */
function mirthHolds(c: CombatState, player: PlayerId): boolean {
  const grants = c.mirth;
  if (grants === undefined) return false;
  for (const g of grants) {
    if (g.player !== player) continue;
    if (g.until === 'combat') return true;
    if (g.round !== c.round) continue;
    if (g.until === 'round' || g.unit === activeUnit(c)) return true;
  }
  return false;
}

/** The Attack dice (by index) of the attack in progress that its roller `player` may still reroll with Mirth. */
export function mirthRerolls(c: CombatState, player: PlayerId, at: AttackInProgress): number[] {
  const out: number[] = [];
  if (!mirthHolds(c, player)) return out;
  for (let i = 0; i < at.attackDice.length; i++) if (!(at.mirthRerolled?.includes(i) ?? false)) out.push(i);
  return out;
}

/** Marks die `i` rerolled with Mirth (the caller throws it again). */
export function useMirth(d: Draft, i: number): void {
  const at = d.combat().attack as AttackInProgress;
  at.mirthRerolled = [...(at.mirthRerolled ?? []), i];
}

/** Slayer: the attacker's player draws 1 card once the attack is resolved. */
export function slayerDraws(d: Draft, at: AttackInProgress, player: PlayerId | null): void {
  if (at.slayerDice !== undefined && player !== null) drawCards(d, player, 1);
}
