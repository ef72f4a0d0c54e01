/**
 * End of combat (p. 43): damage heals; defeated Few units leave their unit deck (a Pack that was flipped stays
 * a Few); neutrals go to their tier's discard pile; an empty unit deck is reset to the scenario's starting
 * units; a winning Main Hero gains experience; a Main Hero beaten by another player's hero loses morale and
 * pays them 5 gold.
 */
import { neutralsBeaten } from '../town/freelancers';
import type { Draft } from '../kernel/draft';
import type { Effect, Frame, GameResult, PlayerId, Standing } from '../model';
import type { Tier } from '../model';
import type { CombatState, MapState, Team } from '../model';
import { cardOf } from '../kernel/ids';
import { NEUTRAL_UNITS } from '../data/units';
import { levelOf, MAX_EXPERIENCE } from '../hero/levels';
import { pushFrame } from '../effects/run';
import { loseMorale } from '../hero/morale';
import { settleReservedPool } from '../town/goldPool';
import { deckEntryOf, deckIdOf } from './stats';
import { aiDeckAfterCombat } from './aiHero';
import { returnSummoned } from './summonElementals';
import { guardBackOnTop } from '../deck/faceUpNeutrals';
import { combatWonEffects } from '../deck/astrologers';

const DEFEATED_HERO_PAYS = 5;

const tierOfNeutral = (instance: string): Tier => {
  const def = NEUTRAL_UNITS.find((n) => n.id === cardOf(instance));
  if (!def) throw new Error(`Unknown neutral unit ${instance}`);
  return def.tier;
};

/** Experience for beating a field of `enemyLevel` (or a Main Hero of that level) at `level`: equal 1, higher 2. */
export function combatExperience(level: number, enemyLevel: number): number {
  if (enemyLevel > level) return 2;
  return enemyLevel === level ? 1 : 0;
}

/**
 * The programs a frame of a combat's experience (source "combat") could hold for a winner with this much experience:
 * 1 or 2 experience (combatExperience), or beating Azure neutrals: up to the most there is, gained from the
 * experience the winner had (now, before the frame has run; once it has, the winner holds the most).
 */
export function combatExperiencePrograms(experience: number, frame: Frame): Effect[][] {
  const amounts = [1, 2];
  const first = frame.effects[0];
  if (frame.pc === 0) amounts.push(MAX_EXPERIENCE - experience);
  else if (experience === MAX_EXPERIENCE && first?.op === 'gainExperience') amounts.push(first.amount);
  const out: Effect[][] = [];
  for (const amount of amounts) if (amount > 0 && amount <= MAX_EXPERIENCE) out.push([{ op: 'gainExperience', amount }]);
  return out;
}

/** A defeated (or surrendering) Secondary Hero leaves the map; it can be hired again later. */
function removeSecondaryHero(d: Draft, player: PlayerId): void {
  if (d.peek(player).secondaryHero === null) return;
  d.player(player).secondaryHero = null;
  d.emit({ type: 'secondaryHeroRemoved', player, seq: 0 });
}

/** The program the Astrologers Proclaim card in force gives the winner of a combat fought in a game (Pirates), if any. */
function wonByProclamation(d: Draft, player: PlayerId): void {
  const effects = combatWonEffects(d.s);
  if (effects !== null) pushFrame(d, player, d.s.astrologers?.active as string, effects);
}

export function finishCombat(d: Draft): void {
  const c = d.s.combat as CombatState;
  const outcome = c.outcome ?? { result: 'retreat', by: 'attacker' as Team };
  // Against neutrals, losing every unit on the board while units are left in the unit deck is a Retreat (p. 43).
  const mapResult = outcome.result === 'defenderWon' && c.defender.neutral && c.units.some((u) => u.team === 'attacker' && u.kind === 'unit' && !u.defeated)
    ? 'retreat'
    : outcome.result;
  const neutrals = d.neutralDecks();
  // Summoned Elementals back to the Summoned Unit Deck (CF65); units return to their decks; neutrals to their discard piles.
  if (d.s.summonedUnits !== undefined) returnSummoned(d, c);
  const faceUp = d.s.astrologers?.faceUp !== undefined;
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.cloneOf !== undefined) continue; // a Clone is no card (ruling CV43)
    if (u.owner === null) {
      // A Random Town's Faction units belong to no deck: they leave the table (ruling IN64). Elementals: a face-up
      // guard defeated goes back on top of its deck (CF94).
      if (u.side === 'neutral' && !(faceUp && guardBackOnTop(d, u.id, u.defeated))) neutrals[tierOfNeutral(u.card)].discard.push(u.id);
      continue;
    }
    const p = d.player(u.owner);
    const i = p.units.findIndex((x) => x.unit === deckIdOf(u));
    if (i < 0) continue;
    if (u.defeated) {
      p.units.splice(i, 1);
      if (u.side === 'neutral') neutrals[tierOfNeutral(u.id)].discard.push(u.id);
    } else {
      p.units[i] = deckEntryOf(u);
    }
  }
  // Gold Pool: the costs of the units lost come back, and the reinforcements of the Packs flipped (before a lost army is reset).
  if (d.s.config.variants.goldPool) for (const p of d.s.players) settleReservedPool(d, p.id);
  for (const side of [c.attacker, c.defender]) {
    if (!side.player || side.neutral) continue;
    const p = d.player(side.player);
    if (p.units.length === 0) p.units = p.startingUnits.map((x) => ({ ...x }));
  }
  // Experience and the consequences of defeat.
  const winnerTeam: Team | null = outcome.result === 'attackerWon' ? 'attacker' : outcome.result === 'defenderWon' ? 'defender' : null;
  if (winnerTeam) {
    const win = winnerTeam === 'attacker' ? c.attacker : c.defender;
    const lose = winnerTeam === 'attacker' ? c.defender : c.attacker;
    // Pirates in force (CV90–CV93): the winning player's program, run after the experience (pushed before it); none
    // for beating an AI Hero, whose combat grants no reward the scenario does not name (p. 48).
    if (d.s.astrologers !== undefined && win.player && !win.neutral && (d.s.map?.encounter?.aiHero ?? null) === null) wonByProclamation(d, win.player);
    if (win.player && win.hero === 'main') {
      const xp = d.peek(win.player).experience;
      const level = levelOf(xp);
      let gain = 0;
      if (lose.neutral) {
        const azure = c.units.some((u) => u.team !== winnerTeam && u.owner === null && u.side === 'neutral' && u.kind === 'unit' && tierOfNeutral(u.card) === 'azure');
        gain = azure ? MAX_EXPERIENCE - xp : combatExperience(level, c.fieldLevel);
      } else if (lose.hero === 'main') {
        gain = combatExperience(level, lose.heroLevel); // no experience for beating a Secondary Hero
      }
      if (gain > 0) pushFrame(d, win.player, 'combat', [{ op: 'gainExperience', amount: gain }]);
    }
    // A combat fought in a game (Quick Combat never reaches here) lets its winner play Necromancy this turn.
    if (win.player && !win.neutral && d.s.phase.step !== 'combatSandbox') d.player(win.player).wonCombatThisTurn = true;
    // Freelancer's Guild (SH12): the beaten side's cards were Neutral Units (not a Random Town's nor an AI army's Faction units).
    if (win.player && !win.neutral && lose.neutral && c.units.some((u) => u.team !== winnerTeam && u.kind === 'unit' && u.side === 'neutral')) neutralsBeaten(d, win.player);
    const byHero = win.player !== null && win.hero !== null; // beaten by another player's hero
    // A Secondary Hero who lost every unit on the board to neutrals but has units left retreats (ruling M7): it stays.
    if (lose.player && lose.hero === 'secondary' && mapResult !== 'retreat') removeSecondaryHero(d, lose.player);
    if (lose.player && lose.hero !== null && byHero) {
      // A Faction Cube to the winner, for a Main or a Secondary Hero (End of Combat, p. 43).
      d.player(win.player as PlayerId).factionCubes.push(lose.player);
      d.emit({ type: 'factionCubeTaken', player: win.player as PlayerId, from: lose.player, seq: 0 });
    }
    if (lose.player && lose.hero === 'main' && byHero) {
      const winPlayer = win.player as PlayerId;
      loseMorale(d, lose.player, 'defeated in combat');
      const paid = Math.min(DEFEATED_HERO_PAYS, d.peek(lose.player).resources.gold);
      if (paid > 0) {
        d.player(lose.player).resources.gold -= paid;
        d.player(winPlayer).resources.gold += paid;
        const r = { gold: paid, buildingMaterials: 0, valuables: 0 };
        d.emit({ type: 'resourcesPaid', player: lose.player, resources: r, reason: 'defeated', seq: 0 });
        d.emit({ type: 'resourcesGained', player: winPlayer, resources: r, reason: 'victory', seq: 0 });
      }
    }
  }
  // A surrendering Secondary Hero is removed as if defeated (but gives no cube).
  if (outcome.result === 'surrender' && outcome.by) {
    const side = outcome.by === 'attacker' ? c.attacker : c.defender;
    if (side.player && side.hero === 'secondary') removeSecondaryHero(d, side.player);
  }
  d.emit({ type: 'combatEnded', result: outcome.result, by: outcome.by, seq: 0 });
  // A combat started from the map: the map resolves what follows (game/flow.ts, once the level-ups have run).
  const enc = d.s.map?.encounter;
  // The AI Hero's cards back to the map's AI Deck and its discard piles, for the next combat (AI Decks, p. 49).
  if (enc && c.aiHero !== undefined && (d.s.map as MapState).aiDeck !== null) d.map().aiDeck = aiDeckAfterCombat(c.aiHero);
  if (enc) d.map().encounter = { player: enc.player, hero: enc.hero, field: enc.field, against: enc.against, defender: enc.defender, townActions: enc.townActions, outcome: { result: mapResult, by: outcome.by }, aiHero: enc.aiHero };
  const winSide = winnerTeam === 'attacker' ? c.attacker : winnerTeam === 'defender' ? c.defender : null;
  const winner: PlayerId | null = winSide && !winSide.neutral ? winSide.player : null;
  d.s.combat = null;
  // Fortune cast in this combat lapses with it, unused (ruling FX174).
  for (const { id } of d.s.players) if (d.peek(id).fortune?.dice === 'attack') d.player(id).fortune = undefined;
  if (d.s.phase.step === 'combatSandbox') {
    d.s.phase = { step: 'ended' };
    d.s.result = combatOverResult(d, winner, COMBAT_ENDINGS[outcome.result === 'surrender' || outcome.result === 'retreat' ? `${outcome.result}:${outcome.by ?? 'attacker'}` : outcome.result] ?? 'The combat is over');
  }
}

/** How a stand-alone combat ended, in words. */
const COMBAT_ENDINGS: Record<string, string> = {
  attackerWon: 'The attacker won the combat',
  defenderWon: 'The defender won the combat',
  'retreat:attacker': 'The attacker retreated',
  'retreat:defender': 'The defender retreated',
  'surrender:attacker': 'The attacker surrendered',
  'surrender:defender': 'The defender surrendered',
};

/** A stand-alone combat's result: its winner (when a player won) first; no Victory Points without a map. */
export function combatOverResult(d: Draft, winner: PlayerId | null, why: string): GameResult {
  const standings: Standing[] = [];
  const order = winner === null ? d.s.players : [...d.s.players.filter((p) => p.id === winner), ...d.s.players.filter((p) => p.id !== winner)];
  for (const p of order) {
    const rank = winner === null || p.id === winner ? 1 : 2;
    standings.push({ player: p.id, rank, won: p.id === winner, eliminated: false, victoryPoints: 0, level: levelOf(p.experience), buildings: p.buildings.length, units: p.units.length });
  }
  return { reason: 'combatOver', why, winners: winner === null ? [] : [winner], winner, standings };
}
