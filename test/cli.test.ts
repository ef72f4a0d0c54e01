/**
 * The `homm3bg` command line (src/cli): its flags and their one-line errors, the seats a game's seed draws, the
 * totals and Wilson intervals of a run, and the built program itself — a run on four worker threads prints exactly
 * the JSON of a run on one (but for the timing), and a bad flag exits with code 2 and one line, no stack trace.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Options as BuildOptions } from 'tsup';
import config from '../tsup.config';
import { BOTS, HEROES, MAX_SEED_LENGTH, RULE_VARIANTS, SCENARIOS } from '../src';
import { parseArgs, UsageError, type Command, type Options } from '../src/cli/options';
import { FACTIONS, playOne, rotated, seatsOf, type GameRecord } from '../src/cli/games';
import { summarise, wilson } from '../src/cli/stats';
import { helpText, listText, summaryText } from '../src/cli/report';

// Node's process and file functions, typed here (the project has no Node type package).
declare const process: { cwd(): string; execPath: string };
const childProcess = (await import('node:child_process' as string)) as {
  spawnSync(cmd: string, args: string[], options: { encoding: 'utf8' }): { status: number | null; stdout: string; stderr: string };
};
const fs = (await import('node:fs' as string)) as { mkdtempSync(prefix: string): string; rmSync(path: string, options: { recursive: true; force: true }): void };
const os = (await import('node:os' as string)) as { tmpdir(): string };

const MACHINE = { cores: 3, freshSeed: () => 'fresh' };
const run = (...argv: string[]): Options => {
  const c: Command = parseArgs(argv, MACHINE);
  if (c.kind !== 'run') throw new Error(`not a run: ${c.kind}`);
  return c.options;
};
const refused = (...argv: string[]): string => {
  try {
    parseArgs(argv, MACHINE);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('the command line', () => {
  it('plays one game of Border War (it always ends with a ranking), fewest players, greedy bots, a fresh seed, on every core by default', () => {
    const sc = SCENARIOS.find((x) => x.id === 'border-war')!;
    expect(run()).toEqual({
      games: 1, seed: 'fresh', scenario: sc.id, players: sc.players.min, bots: Array(sc.players.min).fill('greedy'), variants: [], workers: 3, json: false, transcript: false,
    });
  });

  it('reads every flag, as "--flag value" or "--flag=value"', () => {
    expect(run('--games', '20', '--seed=abc', '--scenario', 'the-hunt', '--players=3', '--bots', 'random,town', '--variants', 'noRerolls,chaosCards', '--workers', '2', '--json', '--transcript')).toEqual({
      games: 20, seed: 'abc', scenario: 'the-hunt', players: 3, bots: ['random', 'town', 'town'], variants: ['noRerolls', 'chaosCards'], workers: 2, json: true, transcript: true,
    });
    expect(parseArgs(['--list'], MACHINE)).toEqual({ kind: 'list' });
    expect(parseArgs(['--games', 'x', '-h'], MACHINE)).toEqual({ kind: 'help' });
  });

  it('refuses a bad flag or value in one line naming the valid choices', () => {
    expect(refused('--frob')).toBe('unknown argument "--frob"; the flags are --games, --seed, --scenario, --campaign, --players, --bots, --variants, --expansions, --workers, --json, --transcript, --rotate, --list, --help');
    expect(refused('--scenario', 'nope')).toBe(`--scenario: unknown scenario "nope"; the scenarios are ${SCENARIOS.map((s) => s.id).join(', ')}`);
    expect(refused('--bots', 'greedy,smart')).toBe(`--bots: unknown bot "smart"; the bots are ${Object.keys(BOTS).join(', ')}`);
    expect(refused('--variants', 'noRerolls,fastGames')).toBe(`--variants: unknown rule variant "fastGames"; the variants are ${RULE_VARIANTS.map((v) => v.key).join(', ')}`);
    expect(refused('--games', '0')).toBe('--games must be a whole number from 1 to 1000000, not "0"');
    expect(refused('--games', '2.5')).toMatch(/^--games must be a whole number/);
    expect(refused('--workers', '-1')).toBe('--workers must be a whole number from 1 to 256, not "-1"');
    expect(refused('--workers')).toBe('--workers needs a value');
    expect(refused('--players', '3')).toBe('--players: Border War is for 2 players, not "3"');
    expect(refused('--scenario', 'the-hunt', '--players', '1')).toBe('--players: The Hunt is for 2 to 3 players, not "1"');
    expect(refused('--bots', 'random,random,random')).toBe('--bots names 3 bots for 2 players');
    expect(refused('--json=yes')).toBe('--json takes no value');
    expect(refused('--games', '2', '--games', '3')).toBe('--games is given twice');
    expect(refused('--seed', 'x'.repeat(MAX_SEED_LENGTH))).toMatch(/^--seed must be 1 to \d+ characters long$/);
    expect(refused('--seed', '')).toMatch(/^--seed must be/);
  });

  it('says how a run is reproduced, and lists the scenarios with their player counts and the bots', () => {
    expect(helpText()).toMatch(/game i is seeded "S-i"/);
    expect(helpText()).toMatch(/"S-i\/seats"/);
    const list = listText();
    for (const sc of SCENARIOS) expect(list).toContain(`${sc.id}`);
    expect(list).toContain('The Hunt: 2–3 players');
    for (const bot of Object.keys(BOTS)) expect(list).toMatch(new RegExp(`^  ${bot} +\\w`, 'm'));
  });
});

describe("a game's seats", () => {
  it('are drawn from its seed: factions all different, each Main Hero of its faction, the same for the same seed', () => {
    const bots = ['greedy', 'random', 'town'];
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const seats = seatsOf(`s-${i}`, bots);
      expect(seatsOf(`s-${i}`, bots)).toEqual(seats);
      expect(seats.map((s) => s.player)).toEqual(['p1', 'p2', 'p3']);
      expect(seats.map((s) => s.bot)).toEqual(bots);
      expect(new Set(seats.map((s) => s.faction)).size).toBe(3);
      for (const s of seats) expect(HEROES.find((h) => h.id === s.hero)?.faction).toBe(s.faction);
      seen.add(seats.map((s) => s.hero).join());
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(FACTIONS.length).toBeGreaterThanOrEqual(3);
  });

  it('take the seats in turn with --rotate: game i seats the bots shifted by i', () => {
    expect(run('--bots', 'ismcts,greedy', '--rotate')).toMatchObject({ bots: ['ismcts', 'greedy'], rotate: true });
    expect(refused('--rotate=yes')).toBe('--rotate takes no value');
    expect(rotated(['ismcts', 'greedy'], 0)).toEqual(['ismcts', 'greedy']);
    expect(rotated(['ismcts', 'greedy'], 1)).toEqual(['greedy', 'ismcts']);
    expect(rotated(['a', 'b', 'c'], 5)).toEqual(['c', 'a', 'b']);
    const spec = { seed: 'turns', scenario: 'border-war', players: 2, bots: ['random', 'town'], variants: [], rotate: true };
    const bots = (i: number) => playOne(spec, i).seats.map((s) => s.bot);
    expect([bots(0), bots(1), bots(2)]).toEqual([['random', 'town'], ['town', 'random'], ['random', 'town']]);
    // The game's factions and heroes stay the seed's: only the bots move.
    expect(playOne(spec, 1).seats.map((s) => s.hero)).toEqual(seatsOf('turns-1', ['town', 'random']).map((s) => s.hero));
  });

  it('play the same game for the same seed', () => {
    const spec = { seed: 'same', scenario: 'chain-link', players: 2, bots: ['random', 'random'], variants: [] };
    const a = playOne(spec, 3);
    expect(playOne(spec, 3)).toEqual(a);
    expect(a.seed).toBe('same-3');
    expect(a.reason).not.toBe('unfinished');
    expect(a.standings.map((s) => s.player).sort()).toEqual(['p1', 'p2']);
  });
});

describe("a run's totals", () => {
  it("Wilson's interval: known values, within [0, 1], and no trials say nothing", () => {
    const near = ([lo, hi]: [number, number], [elo, ehi]: [number, number]) => {
      expect(lo).toBeCloseTo(elo, 4);
      expect(hi).toBeCloseTo(ehi, 4);
    };
    near(wilson(5, 10), [0.2366, 0.7634]);
    near(wilson(0, 10), [0, 0.2775]);
    near(wilson(10, 10), [0.7225, 1]);
    near(wilson(1, 20), [0.0089, 0.2361]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  const seat = (player: string, faction: string, bot: string) => ({ player, faction, hero: HEROES.find((h) => h.faction === faction)!.id, bot });
  const standing = (player: string, rank: number, won: boolean, victoryPoints: number) =>
    ({ player, rank, won, eliminated: false, victoryPoints, level: 1, buildings: 1, units: 1 });
  const DRAW = 'The last round (12) is over: a draw';
  const record = (game: number, seats: GameRecord['seats'], end: Pick<GameRecord, 'reason' | 'why' | 'winners' | 'rounds' | 'steps' | 'standings'>): GameRecord =>
    ({ game, seed: `s-${game}`, scenario: 'chain-link', seats, ...end });
  const records: GameRecord[] = [
    record(0, [seat('p1', 'castle', 'greedy'), seat('p2', 'dungeon', 'random')], {
      reason: 'victory', why: 'Catherine took the enemy Town', winners: ['p1'], rounds: 7, steps: 300, standings: [standing('p1', 1, true, 9), standing('p2', 2, false, 4)],
    }),
    record(1, [seat('p1', 'dungeon', 'greedy'), seat('p2', 'castle', 'random')], {
      reason: 'roundLimit', why: DRAW, winners: [], rounds: 12, steps: 500, standings: [standing('p1', 1, false, 6), standing('p2', 1, false, 6)],
    }),
    record(2, [seat('p1', 'castle', 'greedy'), seat('p2', 'necropolis', 'random')], {
      reason: 'roundLimit', why: DRAW, winners: [], rounds: 12, steps: 400, standings: [standing('p1', 1, false, 8), standing('p2', 1, false, 5)],
    }),
  ];

  it('count endings, rounds, steps, and wins and leads per faction and per bot, whatever the order of the records', () => {
    const s = summarise(records);
    expect(s.games).toBe(3);
    expect(s.noWinner).toBe(2);
    expect(s.endings).toEqual([
      { reason: 'roundLimit', games: 2, why: [{ text: DRAW, games: 2 }] },
      { reason: 'victory', games: 1, why: [{ text: 'Catherine took the enemy Town', games: 1 }] },
    ]);
    expect(s.rounds).toEqual({ min: 7, mean: 31 / 3, max: 12 });
    expect(s.steps).toEqual({ total: 1200, mean: 400 });
    const castle = s.factions.find((t) => t.key === 'castle')!;
    expect(castle).toMatchObject({ seats: 3, wins: 1, ahead: 2, victoryPoints: 23 / 3 });
    expect([castle.low, castle.high]).toEqual(wilson(1, 3));
    expect(s.bots.map((t) => [t.key, t.wins, t.ahead])).toEqual([['greedy', 1, 2], ['random', 0, 0]]);
    expect(summarise([records[2]!, records[0]!, records[1]!])).toEqual(s);
  });

  it('count shared wins, and the two bots head to head over the games one of them won alone', () => {
    const shared = record(3, [seat('p1', 'necropolis', 'random'), seat('p2', 'castle', 'greedy')], {
      reason: 'roundLimit', why: 'The last round (12) is over: Sandro and Catherine have the most Victory Points (7)', winners: ['p1', 'p2'], rounds: 12, steps: 450,
      standings: [standing('p1', 1, true, 7), standing('p2', 1, true, 7)],
    });
    const lost = record(4, [seat('p1', 'castle', 'greedy'), seat('p2', 'dungeon', 'random')], {
      reason: 'victory', why: 'Alamar reached 15 Victory Points', winners: ['p2'], rounds: 9, steps: 350, standings: [standing('p2', 1, true, 15), standing('p1', 2, false, 11)],
    });
    const s = summarise([...records, shared, lost]);
    expect(s.bots.map((t) => [t.key, t.wins, t.shared])).toEqual([['greedy', 2, 1], ['random', 2, 1]]);
    // One win alone each way, three games drawn (two nobody won, one shared): half of the two decided games.
    expect(s.headToHead).toEqual({ first: 'greedy', second: 'random', wins: 1, losses: 1, drawn: 3, rate: 0.5, low: wilson(1, 2)[0], high: wilson(1, 2)[1] });
    // Seats swapped in a game do not change who is first: the first game's seat order names them.
    expect(summarise([lost, ...records]).headToHead).toMatchObject({ first: 'greedy', wins: 1, losses: 1 });
    const options: Options = { games: 5, seed: 's', scenario: 'chain-link', players: 2, bots: ['greedy', 'random'], variants: [], workers: 1, json: false, transcript: false };
    const text = summaryText(options, [...records, shared, lost], s, { seconds: 2, gamesPerSecond: 2.5, stepsPerSecond: 600, workers: 1 });
    expect(text).toMatch(/greedy +2\/5 won .*; 1 of the wins shared/);
    expect(text).toContain('greedy against random: 1 won alone, 1 lost, 3 drawn (shared or nobody won); greedy won 50.0% of the 2 decided games (95% CI 9.5%–90.5%)');
  });

  it('have no head to head unless every game seats the same two different bots', () => {
    expect(summarise(records.slice(0, 1).map((r) => ({ ...r, seats: [seat('p1', 'castle', 'greedy'), seat('p2', 'dungeon', 'greedy')] }))).headToHead).toBeNull();
    const three = { ...records[0]!, seats: [...records[0]!.seats, seat('p3', 'necropolis', 'town')] };
    expect(summarise([records[0]!, three]).headToHead).toBeNull();
    expect(summarise([]).headToHead).toBeNull();
  });

  it('read as a summary', () => {
    const options: Options = { games: 3, seed: 's', scenario: 'chain-link', players: 2, bots: ['greedy', 'random'], variants: [], workers: 2, json: false, transcript: false };
    const text = summaryText(options, records, summarise(records), { seconds: 2, gamesPerSecond: 1.5, stepsPerSecond: 600, workers: 2 });
    expect(text).toContain('Chain Link');
    expect(text).toMatch(/victory: 1\n +1 +Catherine took the enemy Town/);
    expect(text).toMatch(/Castle +1\/3 won +33\.3% \(95% CI 6\.1%–79\.2%\), first on Victory Points 2\/3/);
    expect(text).toContain('1.5 games/s, 600 steps/s');
  });
});

describe('the built program', () => {
  const dir = fs.mkdtempSync(`${os.tmpdir()}/homm3bg-cli-`);
  const cli = `${dir}/cli.js`;
  const node = (...args: string[]) => childProcess.spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  const withoutTiming = (out: string): unknown => {
    const json = JSON.parse(out) as { timing?: unknown };
    delete json.timing;
    return json;
  };

  it('builds from the package config', async () => {
    const entry = (config as BuildOptions[]).find((c) => JSON.stringify(c.entry).includes('src/cli/main.ts'));
    expect(entry).toBeDefined();
    // Only this entry (`config: false`: not the config file's others), into a directory of its own, the library's
    // dependencies bundled in since that directory has no node_modules.
    await build({ ...entry, config: false, outDir: dir, silent: true, sourcemap: false, noExternal: [/./] });
    expect(node('--help').status).toBe(0);
  }, 120_000);

  it('gives the same JSON on four worker threads as on one, records in seed order', () => {
    const one = node('--games', '6', '--seed', 'spread', '--bots', 'random', '--workers', '1', '--json');
    const four = node('--games', '6', '--seed', 'spread', '--bots', 'random', '--workers', '4', '--json');
    expect(one.status).toBe(0);
    expect(four.status).toBe(0);
    expect(four.stderr).toBe('');
    expect(withoutTiming(four.stdout)).toEqual(withoutTiming(one.stdout));
    const parsed = JSON.parse(four.stdout) as { games: GameRecord[]; timing: { workers: number } };
    expect(parsed.games.map((g) => g.seed)).toEqual(['spread-0', 'spread-1', 'spread-2', 'spread-3', 'spread-4', 'spread-5']);
    expect(parsed.timing.workers).toBe(4);
  }, 120_000);

  it('refuses a bad flag with one line and exit code 2, no stack trace', () => {
    const bad = node('--bots', 'smart');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/^homm3bg: --bots: unknown bot "smart"; the bots are random, town, greedy/);
  });

  it('prints a transcript with names, not ids', () => {
    const out = node('--seed', 'words', '--bots', 'random', '--transcript');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^Round 1 begins$/m);
    expect(out.stdout).not.toMatch(/\bp\d\b|#\d|\b[a-z]+\.[a-z-]+\b/);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
});
