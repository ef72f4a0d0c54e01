/**
 * What every pack must hold (docs/content.md), checked when the registry loads: a broken pack stops the engine at
 * once instead of failing in the middle of a game.
 */
import type { Box } from '../model';
import type { BuildingRole, CardInfo, CommonPack, FactionPack, HeroDef } from '../model';

const ROLES: readonly BuildingRole[] = [
  'cityHall', 'citadel', 'mageGuild', 'bronzeDwelling', 'silverDwelling', 'goldDwelling', 'special1', 'special2',
];

/** Every id that appears more than once in the list. */
function repeated(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const again: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) again.push(id);
    seen.add(id);
  }
  return again;
}

/** What is wrong with one hero's cards: its starting Ability a known card, its Specialty cards its own. */
function heroProblems(h: HeroDef, cards: ReadonlyMap<string, CardInfo>): string[] {
  const out: string[] = [];
  if (!cards.has(h.startingAbility)) out.push(`hero ${h.id}: unknown starting Ability ${h.startingAbility}`);
  for (const s of h.specialties) {
    const card = cards.get(s);
    if (card?.category !== 'specialty' || card.hero !== h.id) out.push(`hero ${h.id}: ${s} is not its Specialty card`);
  }
  return out;
}

/** The heroes a box adds to another box's factions: each of a registered faction, with its cards. */
function boxHeroProblems(commons: readonly CommonPack[], factions: ReadonlySet<string>, cards: ReadonlyMap<string, CardInfo>): string[] {
  const out: string[] = [];
  for (const p of commons) {
    for (const h of p.heroes ?? []) {
      if (!factions.has(h.faction)) out.push(`hero ${h.id} of ${p.id}: no faction ${h.faction} is registered`);
      out.push(...heroProblems(h, cards));
    }
  }
  return out;
}

/** What is wrong with one faction pack, given the cards of all packs. */
function factionProblems(p: FactionPack, cards: ReadonlyMap<string, CardInfo>): string[] {
  const out: string[] = [];
  const own = (id: string) => id.startsWith(`${p.id}.`);
  if (p.units.length !== 7) out.push(`${p.id} has ${p.units.length} units, not 7`);
  for (const u of p.units) {
    if (u.faction !== p.id || !own(u.id)) out.push(`unit ${u.id} is not of ${p.id}`);
    if (!u.few || !u.pack) out.push(`unit ${u.id} lacks a side`);
  }
  for (const role of ROLES) {
    const b = p.buildings.filter((x) => x.role === role);
    if (b.length !== 1 || b[0]?.id !== `${p.id}.${role}` || b[0].faction !== p.id) out.push(`${p.id} needs one building ${p.id}.${role}`);
  }
  if (p.buildings.length !== ROLES.length) out.push(`${p.id} has ${p.buildings.length} buildings, not ${ROLES.length}`);
  if (p.heroes.length === 0) out.push(`${p.id} has no hero`);
  for (const h of p.heroes) {
    if (h.faction !== p.id) out.push(`hero ${h.id} is not of ${p.id}`);
    out.push(...heroProblems(h, cards));
  }
  const units = new Set(p.units.map((u) => u.id));
  for (const id of Object.keys(p.unitAbilities)) if (!units.has(id)) out.push(`${p.id} has abilities for another pack's unit ${id}`);
  const { spellBookCost, enemyDiscardsAtCombatStart: discard } = p.rules;
  if (!Number.isInteger(spellBookCost) || spellBookCost < 0) out.push(`${p.id}: the Spell Book costs ${spellBookCost} gold`);
  if (discard !== null && !ROLES.includes(discard)) out.push(`${p.id}: no building role ${discard}`);
  return out;
}

/** Tiles: 7 fields each, known locations, guards I–VII, one Starting tile per faction with its town at the centre. */
function tileProblems(commons: readonly CommonPack[], factions: ReadonlySet<string>, factionBoxes: ReadonlySet<Box> = new Set()): string[] {
  const out: string[] = [];
  const tiles = commons.flatMap((p) => p.tiles);
  const locations = new Set(commons.flatMap((p) => p.locations.map((l) => l.id)));
  out.push(...repeated(tiles.map((t) => t.id)).map((id) => `tile ${id} is in two packs`));
  out.push(...repeated(commons.flatMap((p) => p.locations.map((l) => l.id))).map((id) => `location ${id} is in two packs`));
  for (const t of tiles) {
    if (t.fields.length !== 7) out.push(`tile ${t.id} has ${t.fields.length} fields, not 7`);
    for (const f of t.fields) {
      if (!locations.has(f.location)) out.push(`tile ${t.id}: unknown location ${f.location}`);
      if (!Number.isInteger(f.guard) || f.guard < 0 || f.guard > 7) out.push(`tile ${t.id}: guard ${f.guard} is not 0 or I–VII`);
    }
    const townAtCentre = t.fields[3]?.location === 'town';
    if ((t.kind === 'starting') !== (t.town !== undefined) || (t.town !== undefined) !== townAtCentre) out.push(`tile ${t.id}: only a Starting tile has a town, at its centre`);
    // An expansion's Starting tile is in its common pack, its faction in a pack of its own: registered apart (docs/expansions.md).
    const box = commons.find((p) => p.tiles.includes(t))?.box ?? 'core';
    const factionAwaited = box !== 'core' && !factionBoxes.has(box);
    if (t.town !== undefined && !factions.has(t.town) && !factionAwaited) out.push(`tile ${t.id}: unknown faction ${t.town}`);
  }
  for (const f of factions) if (tiles.filter((t) => t.town === f).length > 1) out.push(`faction ${f} has two Starting tiles`);
  return out;
}

/**
 * Astrologers Proclaim cards: ids "astrologers.<slug>", each once, apart from every deck card's; a movement change
 * that leaves a Secondary Hero (2 movement points) some (undone exactly when the card ends).
 */
function astrologersProblems(commons: readonly CommonPack[]): string[] {
  const out: string[] = [];
  const all = commons.flatMap((p) => p.astrologers);
  out.push(...repeated(all.map((c) => c.id)).map((id) => `Astrologers Proclaim card ${id} is in two packs`));
  for (const c of all) {
    if (!/^astrologers\.[a-z0-9-]+$/.test(c.id)) out.push(`Astrologers Proclaim card ${c.id}: its id is not "astrologers.<slug>"`);
    for (const r of c.rules) if (r.rule === 'heroMovement' && r.amount < -2) out.push(`Astrologers Proclaim card ${c.id}: a hero cannot lose ${-r.amount} movement points`);
  }
  return out;
}

/** Event cards: ids "event.<slug>", each once. */
function eventProblems(commons: readonly CommonPack[]): string[] {
  const all = commons.flatMap((p) => p.events);
  const out = repeated(all.map((c) => c.id)).map((id) => `Event card ${id} is in two packs`);
  for (const c of all) if (!/^event\.[a-z0-9-]+$/.test(c.id)) out.push(`Event card ${c.id}: its id is not "event.<slug>"`);
  return out;
}

/** Every problem of a set of packs: ids used twice across packs, a faction pack missing a part, plays of no card. */
export function packProblems(commons: readonly CommonPack[], factions: readonly FactionPack[]): string[] {
  const cards = [...commons.flatMap((p) => p.cards), ...factions.flatMap((p) => p.cards), ...commons.flatMap((p) => p.heroSpecialties ?? [])];
  const cardsById = new Map(cards.map((c) => [c.id, c]));
  const units = [...factions.flatMap((p) => p.units), ...commons.flatMap((p) => p.neutralUnits), ...commons.flatMap((p) => p.summonedUnits ?? [])];
  const out = [
    ...repeated(factions.map((p) => p.id)).map((id) => `faction ${id} is registered twice`),
    ...repeated(units.map((u) => u.id)).map((id) => `unit ${id} is in two packs`),
    ...repeated([...factions.flatMap((p) => p.heroes), ...commons.flatMap((p) => p.heroes ?? [])].map((h) => h.id)).map((id) => `hero ${id} is in two packs`),
    ...repeated(factions.flatMap((p) => p.buildings.map((b) => b.id))).map((id) => `building ${id} is in two packs`),
    ...repeated(cards.map((c) => c.id)).map((id) => `card ${id} is in two packs`),
    ...repeated(commons.flatMap((p) => p.scenarios.map((s) => s.id))).map((id) => `scenario ${id} is in two packs`),
    ...factions.flatMap((p) => factionProblems(p, cardsById)),
  ];
  for (const p of [...commons, ...factions]) {
    for (const id of Object.keys(p.plays)) if (!cardsById.has(id)) out.push(`${p.id} has plays for an unknown card ${id}`);
  }
  out.push(...tileProblems(commons, new Set(factions.map((p) => p.id)), new Set(factions.map((p) => p.box))));
  out.push(...astrologersProblems(commons));
  out.push(...eventProblems(commons));
  out.push(...campaignProblems(commons, factions));
  out.push(...boxHeroProblems(commons, new Set(factions.map((p) => p.id)), cardsById));
  // A common pack's unit abilities: its neutral units' and its Summoned Elementals'.
  const neutral = new Set(commons.flatMap((p) => [...p.neutralUnits.map((u) => u.id), ...(p.summonedUnits ?? []).map((u) => u.id)]));
  for (const p of commons) {
    for (const id of Object.keys(p.unitAbilities)) if (!neutral.has(id)) out.push(`${p.id} has abilities for an unknown unit ${id}`);
  }
  return out;
}

/**
 * Each campaign (Solo Campaigns, p. 74): a unique id, a registered faction whose hero it recommends, and two or more
 * scenarios of the packs, each a campaign scenario.
 */
function campaignProblems(commons: readonly CommonPack[], factions: readonly FactionPack[]): string[] {
  const campaigns = commons.flatMap((p) => p.campaigns ?? []);
  const scenarios = new Map(commons.flatMap((p) => p.scenarios).map((s) => [s.id, s]));
  const out = repeated(campaigns.map((c) => c.id)).map((id) => `campaign ${id} is in two packs`);
  for (const c of campaigns) {
    const pack = factions.find((f) => f.id === c.faction);
    if (pack === undefined) out.push(`campaign ${c.id}: no faction ${c.faction} is registered`);
    else if (!pack.heroes.some((h) => h.id === c.hero)) out.push(`campaign ${c.id}: ${c.hero} is no hero of ${c.faction}`);
    if (c.scenarios.length < 2) out.push(`campaign ${c.id} has fewer than two scenarios`);
    for (const id of c.scenarios) {
      const sc = scenarios.get(id);
      if (sc === undefined) out.push(`campaign ${c.id}: no scenario ${id}`);
      else if (sc.mode !== 'campaign') out.push(`campaign ${c.id}: ${id} is no campaign scenario`);
    }
  }
  return out;
}
