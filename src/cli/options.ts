/**
 * The command line of `homm3bg`: its flags, their defaults, and the checks that turn a bad flag or value into a
 * one-line UsageError naming the valid choices. Pure: the machine's cores and a fresh seed are given.
 */
import { BOTS, CAMPAIGNS, EXPANSIONS, MAX_SEED_LENGTH, REGISTERED_EXPANSIONS, RULE_VARIANTS, SCENARIOS, scenario as findScenario, type Expansion, type RuleVariant } from '../index';
import { factionsInPlay } from './games';

/** What a run plays. */
export interface Options {
  /** How many games (game i is seeded `${seed}-${i}`). */
  games: number;
  seed: string;
  scenario: string;
  players: number;
  /** One bot name per seat. */
  bots: string[];
  /** The rule variants turned on (p. 56–59), by name. */
  variants: RuleVariant[];
  /** The expansion boxes in play, by name (left out or none: the core box only). */
  expansions?: Expansion[];
  /** Worker threads the games are spread over. */
  workers: number;
  /** One machine-readable object on stdout, nothing else. */
  json: boolean;
  /** The first game move by move. */
  transcript: boolean;
  /** The bots take the seats in turn: game i seats them shifted by i (`--rotate`), so each plays each seat as often. */
  rotate?: boolean;
}

/** What the command line asks for. */
export type Command = { kind: 'help' } | { kind: 'list' } | { kind: 'run'; options: Options } | { kind: 'campaign'; options: CampaignOptions };

/** What `--campaign` plays: whole campaigns, scenario after scenario, by one bot (docs/cli.md). */
export interface CampaignOptions {
  /** The campaign's id. */
  campaign: string;
  /** How many times the campaign is played (run i is seeded `${seed}-${i}`). */
  games: number;
  seed: string;
  /** The bot that plays it and chooses the carried cards. */
  bot: string;
  /** One machine-readable object on stdout, nothing else. */
  json: boolean;
}

/** A bad flag or value: its message is the one line the user reads (exit code 2). */
export class UsageError extends Error {}

/** What the parser needs from the machine. */
export interface Machine {
  /** The cores to spread games over by default. */
  cores: number;
  /** A seed for a run that names none. */
  freshSeed(): string;
}

/** The flags, and whether each takes a value. */
const FLAGS: Readonly<Record<string, 'value' | 'switch'>> = {
  games: 'value',
  seed: 'value',
  scenario: 'value',
  campaign: 'value',
  players: 'value',
  bots: 'value',
  variants: 'value',
  expansions: 'value',
  workers: 'value',
  json: 'switch',
  transcript: 'switch',
  rotate: 'switch',
  list: 'switch',
  help: 'switch',
};

/** The most games one run plays. */
export const MAX_GAMES = 1_000_000;
/** The most worker threads. */
export const MAX_WORKERS = 256;

const flagList = (): string => Object.keys(FLAGS).map((f) => `--${f}`).join(', ');

/** Flags and values as given: "--games 5", "--games=5", "--json", "-h". */
function readFlags(argv: readonly string[]): Map<string, string | true> {
  const given = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-h') {
      given.set('help', true);
      continue;
    }
    const m = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    const name = m?.[1];
    if (m === null || name === undefined || FLAGS[name] === undefined) throw new UsageError(`unknown argument "${arg}"; the flags are ${flagList()}`);
    if (given.has(name)) throw new UsageError(`--${name} is given twice`);
    if (FLAGS[name] === 'switch') {
      if (m[2] !== undefined) throw new UsageError(`--${name} takes no value`);
      given.set(name, true);
      continue;
    }
    const value = m[2] ?? argv[++i];
    if (value === undefined || (m[2] === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    given.set(name, value);
  }
  return given;
}

/** A whole number from `min` to `max`. */
function whole(flag: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not "${value}"`);
  return n;
}

/**
 * The scenario played when none is named: Border War, a two-player Clash that always ends with a ranking — taking the
 * enemy Town, a round ended with 15 Victory Points, or the most Victory Points after the last round.
 */
export const DEFAULT_SCENARIO = 'border-war';

/** The bots per seat: the names given, the last one repeated for the seats left; every seat greedy by default. */
function botsOf(value: string | undefined, players: number): string[] {
  const names = value === undefined ? ['greedy'] : value.split(',').map((b) => b.trim());
  for (const name of names) {
    if (BOTS[name] === undefined) throw new UsageError(`--bots: unknown bot "${name}"; the bots are ${Object.keys(BOTS).join(', ')}`);
  }
  if (names.length > players) throw new UsageError(`--bots names ${names.length} bots for ${players} players`);
  const out: string[] = [];
  for (let i = 0; i < players; i++) out.push(names[Math.min(i, names.length - 1)] as string);
  return out;
}

/** The rule variants named, comma-separated; none when the flag is not given. */
function variantsOf(value: string | undefined): RuleVariant[] {
  if (value === undefined) return [];
  const known = RULE_VARIANTS.map((v) => v.key as string);
  const out: RuleVariant[] = [];
  for (const name of value.split(',').map((v) => v.trim())) {
    if (!known.includes(name)) throw new UsageError(`--variants: unknown rule variant "${name}"; the variants are ${known.join(', ')}`);
    if (!out.includes(name as RuleVariant)) out.push(name as RuleVariant);
  }
  return out;
}

/** The expansions named, comma-separated; none when the flag is not given. */
function expansionsOf(value: string | undefined): Expansion[] {
  if (value === undefined) return [];
  const out: Expansion[] = [];
  for (const name of value.split(',').map((v) => v.trim())) {
    if (!EXPANSIONS.includes(name as Expansion)) throw new UsageError(`--expansions: unknown expansion "${name}"; the expansions are ${EXPANSIONS.join(', ')}`);
    if (!REGISTERED_EXPANSIONS.includes(name as Expansion)) throw new UsageError(`--expansions: this engine has no content of the ${name} expansion; it has ${REGISTERED_EXPANSIONS.join(', ') || 'none'}`);
    if (!out.includes(name as Expansion)) out.push(name as Expansion);
  }
  return out;
}

/** Reads the command line (without the node and script paths). */
export function parseArgs(argv: readonly string[], machine: Machine): Command {
  const given = readFlags(argv);
  if (given.has('help')) return { kind: 'help' };
  if (given.has('list')) return { kind: 'list' };
  const text = (flag: string): string | undefined => {
    const v = given.get(flag);
    return typeof v === 'string' ? v : undefined;
  };
  if (given.has('campaign')) return campaignCommand(given, text('campaign') as string, machine);
  const id = text('scenario') ?? DEFAULT_SCENARIO;
  const sc = findScenario(id);
  if (sc === undefined) throw new UsageError(`--scenario: unknown scenario "${id}"; the scenarios are ${SCENARIOS.map((s) => s.id).join(', ')}`);
  const expansions = expansionsOf(text('expansions'));
  const most = Math.min(sc.players.max, factionsInPlay(expansions).length);
  const playersText = text('players');
  const players = playersText === undefined ? sc.players.min : Number(/^\d+$/.test(playersText) ? playersText : NaN);
  if (!Number.isSafeInteger(players) || players < sc.players.min || players > most) {
    const range = sc.players.min >= most ? `${sc.players.min}` : `${sc.players.min} to ${most}`;
    throw new UsageError(`--players: ${sc.name} is for ${range} players${playersText === undefined ? ` and the box has ${most} factions` : `, not "${playersText}"`}`);
  }
  const games = text('games') === undefined ? 1 : whole('games', text('games') as string, 1, MAX_GAMES);
  const seed = text('seed') ?? machine.freshSeed();
  const longest = `${seed}-${games - 1}`.length;
  if (seed === '' || longest > MAX_SEED_LENGTH) throw new UsageError(`--seed must be 1 to ${MAX_SEED_LENGTH - 1 - String(games - 1).length} characters long`);
  const workersText = text('workers');
  const workers = workersText === undefined ? Math.max(1, Math.min(machine.cores, MAX_WORKERS)) : whole('workers', workersText, 1, MAX_WORKERS);
  const options: Options = { games, seed, scenario: sc.id, players, bots: botsOf(text('bots'), players), variants: variantsOf(text('variants')), workers, json: given.has('json'), transcript: given.has('transcript'), ...(given.has('rotate') ? { rotate: true } : {}) };
  if (expansions.length > 0) options.expansions = expansions;
  return { kind: 'run', options };
}

/** Flags `--campaign` plays with; the others (a scenario, players, workers, variants, a transcript) are its own. */
const CAMPAIGN_FLAGS = ['campaign', 'games', 'seed', 'bots', 'json'];

/** `--campaign ID`: whole campaigns played by one bot. */
function campaignCommand(given: ReadonlyMap<string, string | true>, id: string, machine: Machine): Command {
  if (!CAMPAIGNS.some((c) => c.id === id)) throw new UsageError(`--campaign: unknown campaign "${id}"; the campaigns are ${CAMPAIGNS.map((c) => c.id).join(', ')}`);
  for (const flag of given.keys()) {
    if (!CAMPAIGN_FLAGS.includes(flag)) throw new UsageError(`--${flag} does not go with --campaign, which plays its own scenarios for one player`);
  }
  const text = (flag: string): string | undefined => {
    const v = given.get(flag);
    return typeof v === 'string' ? v : undefined;
  };
  const games = text('games') === undefined ? 1 : whole('games', text('games') as string, 1, MAX_GAMES);
  const seed = text('seed') ?? machine.freshSeed();
  if (seed === '' || `${seed}-${games - 1}`.length > MAX_SEED_LENGTH) throw new UsageError(`--seed must be 1 to ${MAX_SEED_LENGTH - 1 - String(games - 1).length} characters long`);
  const bot = botsOf(text('bots'), 1)[0] as string;
  return { kind: 'campaign', options: { campaign: id, games, seed, bot, json: given.has('json') } };
}
