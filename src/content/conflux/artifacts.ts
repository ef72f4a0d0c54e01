/**
 * The Conflux box's Artifacts, one builder over the School of Magic each: the Tomes (Relic) — find the first Spell of
 * the School in the Spell deck, or cast one with any of its Power effects — and the Orbs (Major) — the School's Spells
 * cast with twice the Power this combat, or the card removed for +5 Power as one is cast (rulings CF50–CF58).
 */
import type { CardInfo, CardPlay, SpellSchool } from '../../model';
import { ANY_TIER } from '../kit/plays';

/** Copies of each Artifact (no source counts them: chosen, ruling CF59). */
export const CONFLUX_ARTIFACT_COPIES = { tome: 1, orb: 1 } as const;

/** Each School's Tome and Orb, by the names they print. */
const BY_SCHOOL: ReadonlyArray<{ school: SpellSchool; tome: string; orb: string }> = [
  { school: 'air', tome: 'Tome of Air', orb: 'Orb of the Firmament' },
  { school: 'earth', tome: 'Tome of Earth', orb: 'Orb of Silt' },
  { school: 'fire', tome: 'Tome of Fire', orb: 'Orb of Tempestuous Fire' },
  { school: 'water', tome: 'Tome of Water', orb: 'Orb of Driving Rain' },
];

/** "Orb of the Firmament" → "artifact.orb-of-the-firmament". */
const idOf = (name: string): string => `artifact.${name.toLowerCase().replace(/ /g, '-')}`;

/** The box's Artifacts, in listing order: the four Tomes, then the four Orbs. */
export const CONFLUX_ARTIFACTS: readonly CardInfo[] = [
  ...BY_SCHOOL.map((x): CardInfo => ({ id: idOf(x.tome), name: x.tome, category: 'artifact', copies: CONFLUX_ARTIFACT_COPIES.tome, artifactLevel: 'relic' })),
  ...BY_SCHOOL.map((x): CardInfo => ({ id: idOf(x.orb), name: x.orb, category: 'artifact', copies: CONFLUX_ARTIFACT_COPIES.orb, artifactLevel: 'major' })),
];

/**
 * A Tome: top (Instant), the Spell deck's cards revealed until a Spell of the School appears, taken or discarded, the
 * rest shuffled back (CF50); bottom (Instant), discarded as a Spell of the School is cast: it takes any of its Power
 * effects, whatever Power was played (CF51).
 */
const tome = (school: SpellSchool): CardPlay[] => [
  { key: 'top', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'findSchoolSpell', school }] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, schoolPower: { school, amount: ANY_TIER }, effects: [] },
];

/**
 * An Orb: top (Ongoing), the player's Spells of the School cast with twice the Power for the rest of the combat (CF53);
 * bottom (Instant), removed from the game as a Spell of the School is cast, for +5 Power (CF55).
 */
const orb = (school: SpellSchool): CardPlay[] => [
  { key: 'top', timing: 'ongoing', expert: false, combatOnly: true, effects: [{ op: 'doubleSchoolPower', school }] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, removesCard: true, schoolPower: { school, amount: 5 }, effects: [] },
];

/** How they are played. */
export const CONFLUX_ARTIFACT_PLAYS: Readonly<Record<string, CardPlay[]>> = Object.fromEntries([
  ...BY_SCHOOL.map((x) => [idOf(x.tome), tome(x.school)] as const),
  ...BY_SCHOOL.map((x) => [idOf(x.orb), orb(x.school)] as const),
]);
