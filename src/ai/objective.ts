/**
 * Where a scenario's victory lies, as a bot sees it from its view: the fields a hero of the player would have to
 * reach (an enemy Town to take, a location to flag, the field of a combat to win). Used by the bots to march on the
 * objective once their army is ready.
 */
import type { PlayerView } from '../game/view';
import type { MapField } from '../map/paths';
import { mapFields } from '../map/paths';
import { TILE_BY_ID } from '../content/registry';
import { areAllies } from '../rules/teams';

/** The fields the scenario's victory conditions send the viewer's heroes to, not theirs yet; [] without a map. */
export function objectiveFields(view: PlayerView): MapField[] {
  const me = view.viewer;
  const fields = mapFields(view);
  const out: MapField[] = [];
  // An ally's cube counts for the team: its fields are done, its Town is no enemy's (Alliance, p. 31).
  const want = (f: MapField) => {
    if (!f.flags.some((o) => areAllies(view, me, o)) && !out.includes(f)) out.push(f);
  };
  const friends = view.players.filter((p) => areAllies(view, me, p.id)).map((p) => p.faction);
  for (const v of view.config.scenario.victory) {
    const c = v.condition;
    switch (c.kind) {
      case 'captureTowns':
        for (const f of fields) {
          const town = f.tileName === null ? undefined : TILE_BY_ID[f.tileName]?.town;
          if (f.location === 'town' && town !== undefined && !friends.includes(town)) want(f);
        }
        break;
      case 'flag':
        for (const f of fields) if (f.location === c.location) want(f);
        break;
      case 'flagAllMinesAndSettlements':
        for (const f of fields) if (f.location === 'settlement' || (f.location ?? '').endsWith('-mine')) want(f);
        break;
      case 'winCombatAt': {
        const tile = view.map?.tiles.findIndex((t) => t.q === c.field.q && t.r === c.field.r) ?? -1;
        const f = fields[tile * 7 + c.field.slot];
        if (tile >= 0 && f && f.guarded) want(f);
        break;
      }
      case 'beatAiHeroes':
        // The AI Heroes on the map: the fields they stand on.
        for (const h of view.map?.aiHeroes ?? []) {
          const f = fields[h.field];
          if (f && !out.includes(f)) out.push(f);
        }
        break;
      case 'defeatMainHeroes':
      case 'victoryPoints':
        break;
    }
  }
  return out;
}
