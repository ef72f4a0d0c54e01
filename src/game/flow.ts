/**
 * Runs the game forward until the next decision: first any effect in progress, then the round structure.
 */
import type { Draft } from '../kernel/draft';
import { runStack, pushFrame } from '../effects/run';
import { prebuiltEffects, prepareTable, startingBonus } from './setup';
import { startRound } from '../turn/round';
import { shuffleAstrologers } from '../turn/astrologers';
import { beginningOfTurnBuildings } from '../turn/buildings';
import { advanceCombat } from '../combat/engine';
import { installAllEffectKinds } from './effectKinds';
import { resolveEncounter } from '../map/encounter';
import { continueDeclaredCombat } from '../turn/declare';
import { setUpMap } from '../map/setup';
import { tileOfField } from '../map/geometry';
import { checkScenarioEnd, endOfRound } from '../victory/scenarioEnd';
import { nextDraftDecision, startDraft } from './draftStart';

// The stack runs here first (createGame, createCombat): the effect kinds are installed as the engine loads.
installAllEffectKinds();

/** Runs the game to its next decision, then checks whether the scenario is over (src/victory/scenarioEnd.ts). */
export function advance(d: Draft): void {
  run(d);
  if (d.s.map !== null && d.s.pending !== null) checkScenarioEnd(d, false);
}

function run(d: Draft): void {
  for (;;) {
    runStack(d);
    if (d.s.pending !== null) return;
    if (d.s.combat) {
      advanceCombat(d);
      if (d.s.pending !== null) return;
      continue;
    }
    // A combat declared from the map: its Town-action window, then its setup.
    if (d.s.map !== null && d.s.map.encounter !== null && d.s.map.encounter.outcome === null) {
      continueDeclaredCombat(d);
      continue;
    }
    // A combat started from the map is over, level-ups included: its consequences on the map.
    if (d.s.map !== null && d.s.map.encounter !== null && d.s.map.encounter.outcome !== null) {
      resolveEncounter(d);
      continue;
    }
    const phase = d.s.phase;
    const players = d.s.players;
    switch (phase.step) {
      case 'chooseHero': {
        const seat = players.findIndex((p, i) => i >= phase.seat && p.hero === '');
        if (seat >= 0) {
          d.s.phase = { step: 'chooseHero', seat };
          d.s.pending = { kind: 'chooseHero', player: (players[seat] as { id: string }).id };
          return;
        }
        prepareTable(d);
        setUpMap(d);
        d.s.phase = d.s.config.variants.draftStart ? startDraft(d) : { step: 'startingBonus', seat: 0 };
        break;
      }
      case 'draftStart':
        if (nextDraftDecision(d)) return;
        break;
      case 'startingBonus': {
        const p = players[phase.seat];
        if (!p) {
          shuffleAstrologers(d); // setup step 21, after every other shuffle (the starting bonuses' included)
          d.s.phase = { step: 'orientStart', seat: 0 };
          break;
        }
        pushFrame(d, p.id, 'starting-bonus', startingBonus(d.s.config.difficulty));
        d.s.phase = { step: 'startingBonus', seat: phase.seat + 1 };
        break;
      }
      case 'orientStart': {
        // Setup step 22: each player turns their Starting tile as they like, their hero on its town.
        const p = players[phase.seat];
        if (!p) {
          prebuiltEffects(d);
          d.emit({ type: 'gameStarted', players: players.map((x) => x.id), seq: 0 });
          d.s.phase = { step: 'roundStart' };
          break;
        }
        const town = d.s.map?.heroes.find((h) => h.player === p.id && h.hero === 'main')?.field ?? 0;
        d.s.phase = { step: 'orientStart', seat: phase.seat + 1 };
        d.s.pending = { kind: 'rotateTile', player: p.id, tile: tileOfField(town), rotations: [0, 1, 2, 3, 4, 5] };
        return;
      }
      case 'roundStart':
        startRound(d);
        break;
      case 'turnStart':
        d.s.pending = { kind: 'refreshHand', player: (players[phase.seat] as { id: string }).id };
        return;
      case 'beginningOfTurn': {
        const player = (players[phase.seat] as { id: string }).id;
        const buildings = beginningOfTurnBuildings(d, player).filter((b) => !phase.used.includes(b));
        if (buildings.length === 0) {
          d.s.phase = { step: 'turn', seat: phase.seat };
          break;
        }
        d.s.pending = { kind: 'beginningOfTurn', player, buildings };
        return;
      }
      case 'turn':
        d.s.pending = { kind: 'turn', player: (players[phase.seat] as { id: string }).id };
        return;
      case 'roundEnd':
        endOfRound(d);
        break;
      case 'combatSandbox':
      case 'ended':
        return;
    }
  }
}
