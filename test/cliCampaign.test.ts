/**
 * `homm3bg --campaign ID` (src/cli/campaign.ts): its flags, and a run that plays the campaign's scenarios in turn —
 * the next after a win, the same again after a loss, at most MAX_ATTEMPTS times — with the cards the bot carries on.
 */
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError, type CampaignOptions } from '../src/cli/options';
import { campaignLines, campaignTally, MAX_ATTEMPTS, playCampaign } from '../src/cli/campaign';
import { listText, helpText } from '../src/cli/report';
import { playOne } from '../src/cli/games';
import { campaign } from '../src';

const MACHINE = { cores: 3, freshSeed: () => 'fresh' };

function campaignOptions(...argv: string[]): CampaignOptions {
  const c = parseArgs(argv, MACHINE);
  if (c.kind !== 'campaign') throw new Error(`not a campaign: ${c.kind}`);
  return c.options;
}

function refused(...argv: string[]): string {
  try {
    parseArgs(argv, MACHINE);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
}

describe('homm3bg --campaign', () => {
  it('takes the campaign, the number of runs, a seed, one bot and --json; greedy and a fresh seed by default', () => {
    expect(campaignOptions('--campaign', 'knights-oath')).toEqual({ campaign: 'knights-oath', games: 1, seed: 'fresh', bot: 'greedy', json: false });
    expect(campaignOptions('--campaign=knights-oath', '--games', '3', '--seed', 's', '--bots', 'town', '--json')).toEqual({ campaign: 'knights-oath', games: 3, seed: 's', bot: 'town', json: true });
  });
  it('refuses an unknown campaign, two bots, and the flags of a scenario run', () => {
    expect(refused('--campaign', 'nope')).toMatch(/unknown campaign "nope"; the campaigns are knights-oath/);
    expect(refused('--campaign', 'knights-oath', '--bots', 'town,random')).toMatch(/--bots names 2 bots for 1 players/);
    for (const flag of ['--scenario=border-war', '--players=1', '--workers=2', '--transcript', '--variants=noRerolls']) {
      expect(refused('--campaign', 'knights-oath', flag)).toMatch(/does not go with --campaign/);
    }
  });
  it('each campaign scenario also plays alone with --scenario, for one player, to a result', () => {
    for (const id of campaign('knights-oath')?.scenarios ?? []) {
      const c = parseArgs(['--scenario', id, '--seed', 'alone', '--bots', 'town'], MACHINE);
      if (c.kind !== 'run') throw new Error('not a run');
      expect(c.options.players).toBe(1);
      const r = playOne({ seed: 'alone', scenario: id, players: 1, bots: ['town'], variants: [] }, 0);
      expect(r.reason).not.toBe('unfinished');
      expect(r.standings).toHaveLength(1);
    }
  }, 60_000);
  it('is in the help and the list', () => {
    expect(helpText()).toContain('--campaign ID');
    expect(listText()).toMatch(/^  knights-oath +The Knight's Oath: oath-border-patrol, oath-dragon-gate/m);
  });
  it('plays scenario after scenario: the next after a win with the cards kept, the same again after a loss, to the end', () => {
    const oath = campaign('knights-oath');
    const options = campaignOptions('--campaign', 'knights-oath', '--seed', 'cli-camp', '--bots', 'town');
    for (let i = 0; i < 2; i++) {
      const r = playCampaign(options, i);
      expect(playCampaign(options, i)).toEqual(r);
      const first = r.games[0];
      expect(first?.scenario).toBe(oath?.scenarios[0]);
      r.games.forEach((g, k) => {
        expect(g.attempt).toBeLessThanOrEqual(MAX_ATTEMPTS);
        const next = r.games[k + 1];
        if (next === undefined) return;
        if (g.won) {
          expect(next.scenario).toBe(oath?.scenarios[(oath?.scenarios.indexOf(g.scenario) ?? 0) + 1]);
          expect(g.kept.length).toBeGreaterThan(0);
        } else expect(next).toMatchObject({ scenario: g.scenario, attempt: g.attempt + 1 });
      });
      const last = r.games[r.games.length - 1];
      expect(r.won).toBe(last?.won === true && last.scenario === oath?.scenarios[oath.scenarios.length - 1]);
      if (!r.won) expect(last?.won === false && last.attempt === MAX_ATTEMPTS).toBe(true);
      const lines = campaignLines(options, r);
      expect(lines[0]).toMatch(/^The Knight's Oath, run \d \(seed "cli-camp-\d"\): Catherine, the town bot$/);
      expect(lines[lines.length - 1]).toMatch(r.won ? /campaign is won/ : /campaign is lost at/);
    }
    expect(campaignTally([])).toBe('0 of 0 runs won the campaign.');
  }, 120_000);
});
