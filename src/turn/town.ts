/**
 * The Town's actions during the turn (Town Actions): building with the Build token, hiring a Secondary Hero with the
 * Population token (it appears on a town or settlement of its player), buying Spells with the Spell Book token. Recruiting is in recruiting.ts, building abilities in
 * buildings.ts.
 */
import type { Draft } from '../kernel/draft';
import type { Effect, GameState, PlayerId, PlayerState } from '../model';
import { illegal } from '../kernel/errors';
import { BUILDINGS, building as buildingDef } from '../data/buildings';
import { pushFrame } from '../effects/run';
import { buildingAbility, SECONDARY_HERO_COST } from '../town/abilities';
import { factionRules } from '../content/registry';
import { canBuild, hasBuilding, whyCannotBuild, type Refusal } from '../town/town';
import { addInto, full } from '../kernel/resources';
import type { TurnProvider } from './turn';
import { ownedSpawnFields, placeHero } from '../map/fields';
import { CORE_CARDS } from '../data/cardList';
import { cardPlays } from '../cards/plays';
import { heroMovementChange, proclaimed } from '../deck/astrologers';
import { drawsAstrologers } from './astrologers';
import { roundKind } from './round';

/** Throws the refusal as an IllegalActionError; nothing when there is none. */
export function refuse(r: Refusal): void {
  if (r) illegal(r.code, r.message, r.rule);
}

/** The Build token: each building of the player's town they can build now. */
export const BUILD: TurnProvider<'build'> = {
  answers: ['build'],
  list(d, player, out) {
    const p = d.peek(player);
    if (!p.tokens.build) return;
    for (const b of BUILDINGS) if (canBuild(p, b)) out.push({ type: 'build', building: b.id });
  },
  apply(d, player, a) {
    refuse(whyCannotBuild(d.peek(player), a.building));
    const def = buildingDef(a.building);
    const w = d.player(player);
    addInto(w.resources, def.cost, -1);
    w.tokens.build = false;
    w.buildings.push(def.id);
    if (def.role === 'mageGuild') w.mageGuildRound = d.s.round;
    d.emit({ type: 'tokenUsed', player, token: 'build', seq: 0 });
    d.emit({ type: 'resourcesPaid', player, resources: full(def.cost), reason: def.id, seq: 0 });
    d.emit({ type: 'built', player, building: def.id, seq: 0 });
    const ability = buildingAbility(def.faction, def.role);
    if (ability?.when === 'whenBuilt') pushFrame(d, player, def.id, ability.options[0]?.effects ?? []);
  },
};

function whyCannotHire(p: PlayerState): Refusal {
  if (!p.tokens.population) return { code: 'TOKEN_USED', message: 'Population token already used this round', rule: 'town-actions' };
  if (p.secondaryHero) return { code: 'SECONDARY_HERO', message: 'You can only have one Secondary Hero at a time', rule: 'secondary-hero' };
  if (!p.holdsTownOrSettlement) return { code: 'NO_TOWN', message: 'Hiring a Secondary Hero needs a Town or Settlement you control', rule: 'secondary-hero' };
  if (p.resources.gold < SECONDARY_HERO_COST) {
    return { code: 'NOT_ENOUGH_RESOURCES', message: `A Secondary Hero costs ${SECONDARY_HERO_COST} gold`, rule: 'secondary-hero' };
  }
  return null;
}

/** The Population token hires a Secondary Hero. */
export const HIRE_SECONDARY_HERO: TurnProvider<'hireSecondaryHero'> = {
  answers: ['hireSecondaryHero'],
  list(d, player, out) {
    if (whyCannotHire(d.peek(player)) === null) out.push({ type: 'hireSecondaryHero' });
  },
  apply(d, player) {
    refuse(whyCannotHire(d.peek(player)));
    const w = d.player(player);
    w.tokens.population = false;
    w.resources.gold -= SECONDARY_HERO_COST;
    w.secondaryHero = { base: 2 + heroMovementChange(d.s), used: 0, extra: 0 }; // with an Astrologers card's change in force
    d.emit({ type: 'tokenUsed', player, token: 'population', seq: 0 });
    d.emit({ type: 'resourcesPaid', player, resources: full({ gold: SECONDARY_HERO_COST }), reason: 'secondary-hero', seq: 0 });
    d.emit({ type: 'secondaryHeroHired', player, seq: 0 });
    placeHiredHero(d, player);
  },
};

/**
 * The hired Secondary Hero appears on a town or settlement its player holds (p. 16): the player chooses when there
 * are several (`chooseField`, purpose 'hired').
 */
function placeHiredHero(d: Draft, player: PlayerId): void {
  const m = d.s.map;
  if (m === null) return;
  const fields = ownedSpawnFields(m, player);
  if (fields.length > 1) {
    d.s.pending = { kind: 'chooseField', player, hero: 'secondary', purpose: 'hired', fields };
    return;
  }
  const field = fields[0];
  if (field === undefined) return; // refused before: hiring needs a town or settlement
  placeHero(d, player, 'secondary', field, true);
  d.emit({ type: 'heroPlaced', player, hero: 'secondary', field, seq: 0 });
}

/** The Spell deck's cards a Spell Book token Searches, unless a card played this turn says more (Wisdom). */
const SPELL_SEARCH = 2;

/** The Spell Book's gold cost, lowered by Wisdom played this turn (not below 0); nothing while Mages makes it free. */
export function spellBookCost(s: GameState, p: PlayerState): number {
  if (spellBookFree(s)) return 0;
  return Math.max(0, factionRules(p.faction).spellBookCost - (p.spellPurchase?.discount ?? 0));
}

/**
 * Whether the Spell Book token is free and needs no Mage Guild: Mages in force in the round it was proclaimed (a round
 * that draws an Astrologers Proclaim card, as Explorers' "this round"; ruling CF90).
 */
function spellBookFree(s: GameState): boolean {
  if (s.astrologers === undefined || s.astrologers.active === null) return false; // the usual case, kept cheap
  return proclaimed(s, 'freeSpellBook') !== undefined && drawsAstrologers(s, roundKind(s.round));
}

function whyCannotBuySpells(s: GameState, p: PlayerState): Refusal {
  if (!p.tokens.spellBook) return { code: 'TOKEN_USED', message: 'Spell Book token already used this round', rule: 'town-actions' };
  if (!spellBookFree(s)) {
    if (!hasBuilding(p, 'mageGuild')) return { code: 'BUILDING_MISSING', message: 'The Spell Book token needs a Mage Guild', rule: 'spell-cards' };
    if (p.mageGuildRound === s.round) {
      return { code: 'MAGE_GUILD_NEW', message: 'The Spell Book token cannot be used in the round the Mage Guild was built', rule: 'spell-cards' };
    }
  }
  const cost = spellBookCost(s, p);
  if (p.resources.gold < cost) return { code: 'NOT_ENOUGH_RESOURCES', message: `Buying spells costs ${cost} gold`, rule: 'town' };
  return null;
}

/** Search (2) of the Spell deck, or a larger one a card played this turn gives (Wisdom's improveSpellPurchase). */
let spellSearches: number[] | null = null;

/** The programs a frame of the Spell Book token (source "spell-book") could hold: a Search by each size it can have. */
export function spellBookPrograms(): Effect[][] {
  if (spellSearches === null) {
    const sizes = new Set([SPELL_SEARCH]);
    for (const card of CORE_CARDS) for (const play of cardPlays(card.id)) for (const e of play.effects) if (e.op === 'improveSpellPurchase') sizes.add(e.search);
    spellSearches = [...sizes];
  }
  return spellSearches.map((count) => [spellSearch(count)]);
}

/** The Search that buying Spells makes. */
const spellSearch = (count: number): Effect => ({ op: 'search', deck: 'spell', count, optional: false });

/** The Spell Book token: pay, then Search the Spell deck (two cards, or as Wisdom changed it). */
export const BUY_SPELLS: TurnProvider<'buySpells'> = {
  answers: ['buySpells'],
  list(d, player, out) {
    if (whyCannotBuySpells(d.s, d.peek(player)) === null) out.push({ type: 'buySpells' });
  },
  apply(d, player) {
    const p = d.peek(player);
    refuse(whyCannotBuySpells(d.s, p));
    const cost = spellBookCost(d.s, p);
    const search = p.spellPurchase?.search ?? SPELL_SEARCH;
    const w = d.player(player);
    w.tokens.spellBook = false;
    w.resources.gold -= cost;
    w.spellPurchase = null; // Wisdom's change is used up by this purchase
    d.emit({ type: 'tokenUsed', player, token: 'spellBook', seq: 0 });
    d.emit({ type: 'resourcesPaid', player, resources: full({ gold: cost }), reason: 'spell-book', seq: 0 });
    pushFrame(d, player, 'spell-book', [spellSearch(search)]);
  },
};
