/** The shape of the catalog's entries: one per thing the engine knows, of one of the catalog's kinds. */
import type { BuildingDef, Faction, FactionUnitDef, HeroDef, LocationDef, NeutralUnitDef, SummonedUnitDef, TileDef, WarMachineDef } from '../model';
import type { CatalogCard } from '../cards/catalog';
import type { RuleEntry } from '../rules/glossary';
import type { RuleVariantInfo } from '../rules/variants';

/**
 * The typed data behind each kind of catalog entry: the same records the engine runs on. A new kind (the AI cards of
 * an expansion, say) is one member here and one row of the catalog's table of kinds, which does not compile without it.
 */
export interface CatalogData {
  /** A card of a Deck of Might & Magic (`cards`): Statistic, Spell, Artifact, Ability or Specialty card. */
  card: CatalogCard;
  /** An Astrologers Proclaim card (`cards`, category 'astrologers'). */
  astrologers: CatalogCard;
  /** An AI card of an AI Hero's AI Deck (`cards`, category 'ai'); its effect per difficulty is `data.ai`. */
  ai: CatalogCard;
  /** An Event card of the Fortress box (`cards`, category 'event'); its effects as data are `data.event`. */
  event: CatalogCard;
  /** A faction's double-sided unit card; its abilities as data are `UNIT_ABILITIES[id]`. */
  unit: FactionUnitDef;
  /** A neutral unit card; its abilities as data are `UNIT_ABILITIES[id]`. */
  neutralUnit: NeutralUnitDef;
  /** A Summoned Elemental Unit card (Summoning, p. 90); its abilities as data are `UNIT_ABILITIES[id]`. */
  summonedUnit: SummonedUnitDef;
  /** A town building; what it does as data is `buildingAbility(faction, role)`. */
  building: BuildingDef;
  /** A Main Hero's board. */
  hero: HeroDef;
  /** A map location. */
  location: LocationDef;
  /** A printed map tile. */
  tile: TileDef;
  /** A War Machine card (War Machine Cards, p. 26); what it does in combat is the engine's (docs/war-machines.md). */
  warMachine: WarMachineDef;
  /** A rule of the rules lookup (`rule(key)`). */
  rule: RuleEntry;
  /** A rule variant or row of the Optional Rules Table a game config may turn on (`GameConfig.variants`). */
  variant: RuleVariantInfo;
}

/** The kinds of thing the catalog holds. */
export type CatalogKind = keyof CatalogData;

/** A catalog entry of one kind. */
export interface CatalogEntryOf<K extends CatalogKind> {
  /**
   * Its id, unique in the catalog: the engine's own id where it names one thing ("spell.magic-arrow",
   * "castle.griffins", "neutral.griffins", "castle.cityHall", "astrologers.gold-dragon"), else the engine's id after
   * the kind ("hero.catherine", "location.gold-mine", "tile.F3", "rule.retaliation", "variant.noRerolls").
   */
  id: string;
  kind: K;
  /** Its name in the rule book (a rule's term). */
  name: string;
  /** What it is and does, in the library's words, generated from `data`. */
  text: string;
  /** Keys of the rules lookup (`rule(key)`) it rests on, each resolving. */
  rules: readonly string[];
  /** The faction it belongs to (a unit, building, hero, hero's card, Starting tile), or null. */
  faction: Faction | null;
  /** The typed data itself. */
  data: CatalogData[K];
}

/** A catalog entry, of any kind: narrow it by `kind`. */
export type CatalogEntry = { [K in CatalogKind]: CatalogEntryOf<K> }[CatalogKind];
