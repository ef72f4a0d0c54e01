/**
 * Runs the game forward until the next decision: first any effect in progress, then the round structure.
 */
import type { Draft } from '../kernel/draft';
import { runStack, pushFrame } from '../effects/run';
import { prebuiltEffects, prepareTable, scenarioStartingBonus } from './setup';
import { endTurn, startRound } from '../turn/round';
import { teamOrderDecision } from '../turn/teamOrder';
import { shuffleAstrologers } from '../turn/astrologers';
import { shuffleEvents } from '../turn/events';
import { beginningOfTurnBuildings } from '../turn/buildings';
import { advanceCombat } from '../combat/engine';
import { installAllEffectKinds } from './effectKinds';
import { resolveEncounter } from '../map/encounter';
import { resolveAiEncounter } from '../map/aiCombat';
import { runAiTurns } from '../map/aiTurns';
import { continueDeclaredCombat } from '../turn/declare';
import { setUpMap } from '../map/setup';
import { nextRandomTownChoice } from '../map/randomTown';
import { tileOfField } from '../map/geometry';
import { checkScenarioEnd, endOfRound } from '../victory/scenarioEnd';
import { giveStartingSecondaryHeroes } from './tableSetup';
import { askNextPlacement, isTournament, setUpTournamentMap } from '../map/tournamentMap';
import { leaveCardsInTheBox, rollForStart, secondPlayerGains } from '../turn/tournament';
import { afterStartingDecks, nextDraftDecision, startDraft } from './draftStart';
import { thirdScrollHolder } from '../deck/spellScrolls';

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
    // A third Spell Scroll gained (Stronghold box, p. 26): its owner keeps 2 before the game goes on.
    const third = thirdScrollHolder(d.s);
    if (third !== null) {
      d.s.pending = { kind: 'thirdSpellScroll', player: third };
      return;
    }
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
      if (d.s.map.encounter.aiHero !== null) resolveAiEncounter(d);
      else resolveEncounter(d);
      continue;
    }
    // A Random Town just revealed (Inferno expansion): the roll for who chooses its Faction.
    if (d.s.map !== null && d.s.map.randomTowns !== undefined && nextRandomTownChoice(d)) return;
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
        if (isTournament(d.s)) {
          // Tournament Mode (p. 54): two cards stay in the box, the roll for who starts, then the players build the map.
          leaveCardsInTheBox(d);
          prepareTable(d);
          setUpTournamentMap(d);
        } else {
          prepareTable(d);
          setUpMap(d);
          if (d.s.config.variants.startWithSecondaryHero) giveStartingSecondaryHeroes(d);
        }
        // Draft Start replaces the starting decks, right after the heroes are chosen (ruling VS7).
        d.s.phase = d.s.config.variants.draftStart ? startDraft(d) : afterStartingDecks(d.s);
        break;
      }
      case 'tournamentStart':
        rollForStart(d);
        return;
      case 'draftStart':
        if (nextDraftDecision(d)) return;
        break;
      case 'buildMap':
        if (askNextPlacement(d)) return;
        d.s.phase = { step: 'startingBonus', seat: 0 };
        break;
      case 'startingBonus': {
        const p = players[phase.seat];
        if (!p) {
          shuffleAstrologers(d); // setup step 21, after every other shuffle (the starting bonuses' included)
          shuffleEvents(d); // the Fortress box's Event deck (Events, p. 62)
          d.s.phase = { step: 'orientStart', seat: 0 };
          break;
        }
        // Optional Rules Table (p. 59): a game may be played without the starting bonus.
        if (!d.s.config.variants.noStartingBonus) pushFrame(d, p.id, 'starting-bonus', scenarioStartingBonus(d.s.config));
        d.s.phase = { step: 'startingBonus', seat: phase.seat + 1 };
        break;
      }
      case 'orientStart': {
        // Setup step 22: each player turns their Starting tile as they like, their hero on its town.
        const p = players[phase.seat];
        if (p && isTournament(d.s)) {
          d.s.phase = { step: 'orientStart', seat: players.length }; // each tile was turned as it was placed
          break;
        }
        if (!p) {
          if (isTournament(d.s)) secondPlayerGains(d);
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
      case 'turn': {
        const p = players[phase.seat] as { id: string; eliminated: boolean };
        // Eliminated on their own turn (their Main Hero lost its attack with no town left): out of the game at once.
        if (p.eliminated) {
          endTurn(d, phase.seat);
          break;
        }
        d.s.pending = { kind: 'turn', player: p.id };
        return;
      }
      case 'teamOrder':
        d.s.pending = teamOrderDecision(d);
        return;
      case 'roundEnd':
        endOfRound(d);
        break;
      case 'aiTurns':
        runAiTurns(d);
        break;
      case 'combatSandbox':
      case 'ended':
        return;
    }
  }
}
