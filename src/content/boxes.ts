/**
 * What the boxes in play hold (Factions Expansions, p. 61–65): a game draws its factions, heroes, shared decks,
 * Statistic supply, neutral decks, Astrologers Proclaim deck and map tiles from the core box and the expansions its
 * config names, each box's copies summed. Built once per set of boxes and kept: the rules code reads it through
 * `contentInPlay(boxesInPlay(state.config))` (src/rules/boxes.ts), never by testing a box's name.
 */
import type { AstrologersCardDef, Box, CardInfo, CommonPack, Expansion, Faction, FactionPack, HeroDef, NeutralUnitDef, SummonedUnitDef, TileDef, WarMachineDef } from '../model';
import { COMMON_PACKS, FACTION_PACKS } from './packs';

/** Every expansion box of the game, in the rule book's order of the Factions Expansions (p. 61–65). */
export const EXPANSIONS: readonly Expansion[] = ['fortress', 'rampart', 'inferno', 'conflux', 'stronghold', 'cove', 'tower'];

/** Each box's printed name, for texts a player reads. */
export const BOX_NAMES: Readonly<Record<Box, string>> = {
  core: 'core box',
  fortress: 'Fortress expansion',
  rampart: 'Rampart expansion',
  inferno: 'Inferno expansion',
  conflux: 'Conflux expansion',
  stronghold: 'Stronghold expansion',
  cove: 'Cove expansion',
  tower: 'Tower expansion',
};

/** The expansions with at least one registered pack: those a game may name. */
export const REGISTERED_EXPANSIONS: readonly Expansion[] = EXPANSIONS.filter(
  (e) => COMMON_PACKS.some((p) => p.box === e) || FACTION_PACKS.some((p) => p.box === e),
);

/** A card of the shared decks or the Statistic supply, or a neutral unit, with the copies the boxes in play hold. */
export interface InPlay<T> {
  def: T;
  copies: number;
}

/** What the boxes in play hold, in registration order (pack after pack, each pack's own order within). */
export interface BoxContent {
  /** The boxes: 'core', then the expansions. */
  boxes: readonly Box[];
  /** The factions a player may play. */
  factions: readonly Faction[];
  /** The Main Heroes a player may choose or be dealt. */
  heroes: readonly HeroDef[];
  /** The Statistic, Ability, Artifact and Spell cards, each box's copies summed (none left out has a copy). */
  cards: ReadonlyArray<InPlay<CardInfo>>;
  /** The neutral units, each box's copies summed. */
  neutralUnits: ReadonlyArray<InPlay<NeutralUnitDef>>;
  /** The Astrologers Proclaim cards. */
  astrologers: readonly AstrologersCardDef[];
  /** The map tiles a scenario may draw. */
  tiles: readonly TileDef[];
  /** The same tiles by their printed name. */
  tileIds: ReadonlySet<string>;
  /** The War Machine cards (War Machine Cards, p. 26), each kind with its copies; none without a box that holds them. */
  warMachines: readonly WarMachineDef[];
  /** The Summoned Elemental Unit cards (Summoning, p. 90), one of each; none without a box that holds them. */
  summonedUnits: readonly SummonedUnitDef[];
}

/** The box each expansion card (Event cards too), neutral unit, tile, faction, unit, building or hero belongs to, by id; the core box's are not listed. */
const BOX_OF = new Map<string, Box>();
for (const p of COMMON_PACKS) {
  if (p.box === 'core') continue;
  for (const c of p.cards) BOX_OF.set(c.id, p.box);
  for (const u of p.neutralUnits) BOX_OF.set(u.id, p.box);
  for (const t of p.tiles) BOX_OF.set(t.id, p.box);
  for (const a of p.astrologers) BOX_OF.set(a.id, p.box);
  for (const e of p.events) BOX_OF.set(e.id, p.box);
  for (const m of p.warMachines ?? []) BOX_OF.set(m.id, p.box);
  for (const h of p.heroes ?? []) BOX_OF.set(h.id, p.box);
  for (const c of p.heroSpecialties ?? []) BOX_OF.set(c.id, p.box);
  for (const u of p.summonedUnits ?? []) BOX_OF.set(u.id, p.box);
}
for (const p of FACTION_PACKS) {
  if (p.box === 'core') continue;
  BOX_OF.set(p.id, p.box);
  for (const id of [...p.heroes.map((h) => h.id), ...p.cards.map((c) => c.id), ...p.units.map((u) => u.id), ...p.buildings.map((b) => b.id)]) BOX_OF.set(id, p.box);
}

/** The box a faction, its units, buildings and heroes, a card, neutral unit, tile, Astrologers Proclaim or Event card comes in ('core' for anything unlisted). */
export function boxOf(id: string): Box {
  return BOX_OF.get(id) ?? 'core';
}

/** The copies of `id` the packs in play print, plus those the packs in play add to another pack's (`extraCopies`). */
function copiesInPlay(id: string, own: number, ownInPlay: boolean, packs: readonly CommonPack[]): number {
  let n = ownInPlay ? own : 0;
  for (const p of packs) n += p.extraCopies[id] ?? 0;
  return n;
}

/** The heroes the boxes in play add to other boxes' factions, those whose faction is in play too. */
function boxHeroes(commons: readonly CommonPack[], factions: readonly FactionPack[]): HeroDef[] {
  const out: HeroDef[] = [];
  for (const p of commons) for (const h of p.heroes ?? []) if (factions.some((f) => f.id === h.faction)) out.push(h);
  return out;
}

/** Builds what `boxes` hold. */
function build(boxes: readonly Box[]): BoxContent {
  const on = (box: Box) => boxes.includes(box);
  const commons = COMMON_PACKS.filter((p) => on(p.box));
  const factions: FactionPack[] = FACTION_PACKS.filter((p) => on(p.box));
  const cards: Array<InPlay<CardInfo>> = [];
  const neutralUnits: Array<InPlay<NeutralUnitDef>> = [];
  for (const p of COMMON_PACKS) {
    for (const c of p.cards) {
      const copies = copiesInPlay(c.id, c.copies, on(p.box), commons);
      if (copies > 0) cards.push({ def: c, copies });
    }
    for (const u of p.neutralUnits) {
      const copies = copiesInPlay(u.id, u.copies, on(p.box), commons);
      if (copies > 0) neutralUnits.push({ def: u, copies });
    }
  }
  const tiles = commons.flatMap((p) => p.tiles);
  return {
    boxes,
    factions: factions.map((p) => p.id),
    heroes: [...factions.flatMap((p) => p.heroes), ...boxHeroes(commons, factions)],
    cards,
    neutralUnits,
    astrologers: commons.flatMap((p) => p.astrologers),
    tiles,
    tileIds: new Set(tiles.map((t) => t.id)),
    warMachines: commons.flatMap((p) => p.warMachines ?? []),
    summonedUnits: commons.flatMap((p) => p.summonedUnits ?? []),
  };
}

const BUILT = new Map<string, BoxContent>();

/** What the boxes in play hold (built once per set of boxes: one map lookup after that). */
export function contentInPlay(boxes: readonly Box[]): BoxContent {
  const key = boxes.join(',');
  let content = BUILT.get(key);
  if (content === undefined) {
    content = build(boxes);
    BUILT.set(key, content);
  }
  return content;
}
