/**
 * The Stronghold box's Astrologers Proclaim cards Crag Hack and Offense (rulings SH140–SH159), each from its printed
 * text: Crag Hack's Ground units' Attack in the round's first combat and its free reinforcement of Goblins, Offense's
 * Defense given as Attack; their place in the deck with the box, their texts, their saves.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { attackOf, defenseOf, typeOf } from '../src/combat/stats';
import { expectIllegal, isListed, modify, newGame, newTurnGame, passUntil, player } from './helpers';
import { activateAi, fight, hero } from './aiHeroHelpers';

const CRAG = 'astrologers.crag-hack#1';
const OFFENSE = 'astrologers.offense#1';
const GOBLINS = 'stronghold.goblins';
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
/**
 * The card in force, Crag Hack's combat waiting in round `wait`: in a game taken from its deck; a sandbox has no
 * Astrologers deck, so it is put there (its states are no game's: the whole games' walk checks those).
 */
const inForce = (s: GameState, card: string, wait?: number): GameState =>
  modify(s, (x) => {
    if (x.astrologers === undefined) x.astrologers = { deck: [], discard: [], active: null, nextResourceRound: [], used: [] };
    x.astrologers.deck = x.astrologers.deck.filter((c) => c !== card);
    x.astrologers.active = card;
    if (wait !== undefined) x.astrologers.firstCombatRound = wait;
  });

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;

describe('Crag Hack and Offense in the Astrologers deck (ruling SH159)', () => {
  it('one copy each, only with the Stronghold box in play', () => {
    const deck = newGame({ astrologers: 'standard', expansions: ['stronghold'] }).astrologers!.deck;
    for (const id of [CRAG, OFFENSE]) expect(deck.filter((c) => c === id)).toHaveLength(1);
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain(CRAG);
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain(OFFENSE);
  });

  it('read as the cards read, with their box', () => {
    expect(cards.get('astrologers.crag-hack')?.expansion).toBe('stronghold');
    expect(cards.get('astrologers.offense')?.expansion).toBe('stronghold');
    expect(cards.get('astrologers.crag-hack')!.text).toMatch(/first combat started in the round .* every Ground unit .* \+1 Attack/);
    expect(cards.get('astrologers.crag-hack')!.text).toMatch(/Main Hero is Crag Hack may, once, reinforce their Goblins for free/);
    expect(cards.get('astrologers.offense')!.text).toMatch(/every card that gives a unit Defense \(\+X\) gives it as much Attack instead/);
  });
});

describe('Crag Hack: the first combat of the round (rulings SH140, SH141)', () => {
  /** A combat against neutral guards with Crag Hack in force, every unit placed: the start of the combat. */
  function started(wait: (round: number) => number | undefined): GameState {
    let s = createCombat({
      seed: 'crag', expansions: ['stronghold'],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }, { unit: 'castle.griffins' }, { unit: 'castle.marksmen' }] },
      defender: { fieldLevel: 3, difficulty: 'normal' },
    });
    s = inForce(s, CRAG, wait(s.round));
    s = apply(s, { type: 'placeUnit', unit: 'castle.halberdiers', space: 5 });
    s = apply(s, { type: 'placeUnit', unit: 'castle.griffins', space: 6 });
    s = apply(s, { type: 'placeUnit', unit: 'castle.marksmen', space: 1 });
    while (s.pending?.kind === 'placeUnits') s = apply(s, legalActions(s)[0] as Action);
    return s;
  }
  const gains = (s: GameState) => s.combat!.units.filter((u) => u.kind === 'unit').map((u) => [u.id, u.attackGain ?? 0]);

  it('every Ground unit on the board gains +1 Attack for the combat, both sides, neutral guards too; no other unit does', () => {
    const s = started((r) => r);
    for (const u of s.combat!.units) if (u.kind === 'unit') expect([u.id, u.attackGain ?? 0]).toEqual([u.id, typeOf(u) === 'ground' ? 1 : 0]);
    expect(gains(s)).toContainEqual(['castle.halberdiers', 1]);
    expect(gains(s).some(([id, n]) => String(id).startsWith('neutral.') && n === 1)).toBe(true); // a neutral Ground unit
    expect(gains(s)).toContainEqual(['castle.griffins', 0]); // Flying
    expect(gains(s)).toContainEqual(['castle.marksmen', 0]); // Ranged
    expect(attackOf(unit(s, 'castle.halberdiers'))).toBe(attackOf({ ...unit(s, 'castle.halberdiers'), attackGain: undefined }) + 1);
    expect(s.log.some((e) => e.type === 'groundUnitsGainAttack' && e.amount === 1)).toBe(true);
  });

  it('only the first combat: the round is cleared as it starts, so the next combat of the round fights as usual', () => {
    const s = started((r) => r);
    expect(s.astrologers!.firstCombatRound).toBeUndefined();
    expect(s.astrologers!.active).toBe(CRAG); // the card stays in force until the next Astrologers round
    const next = started(() => undefined); // the round's second combat: nothing waits
    expect(gains(next).every(([, n]) => n === 0)).toBe(true);
  });

  it('a round gone by with no combat: a combat of a later round gets nothing', () => {
    const s = started((r) => r - 1 < 1 ? undefined : r - 1);
    expect(gains(s).every(([, n]) => n === 0)).toBe(true);
  });

  it('proclaimed at the start of a round, the first combat of that round waits; the next card ends the wait', () => {
    let s = modify(newGame({ astrologers: 'everyRound', expansions: ['stronghold'], logLimit: 500 }), (x) => {
      const a = x.astrologers!;
      a.deck = a.deck.filter((c) => c !== CRAG && c !== OFFENSE);
      a.deck.push(OFFENSE, CRAG); // Crag Hack drawn first (round 2), then Offense (round 3)
    });
    s = passUntil(s, (x) => x.round === 2 && x.pending?.kind === 'refreshHand');
    expect(s.astrologers!.active).toBe(CRAG);
    expect(checked(s).astrologers!.firstCombatRound).toBe(2);
    s = passUntil(s, (x) => x.round === 3 && x.pending?.kind === 'refreshHand');
    expect(s.astrologers!.active).toBe(OFFENSE);
    expect(checked(s).astrologers!.firstCombatRound).toBeUndefined();
  });

  it('a malformed wait is refused by loadState', () => {
    const s = inForce(newGame({ astrologers: 'standard', expansions: ['stronghold'] }), CRAG, 0);
    expect(() => loadState(JSON.stringify(s))).toThrow();
  });
});

describe('Crag Hack: the faction controlling Crag Hack reinforces Goblins for free, once (rulings SH142–SH144)', () => {
  /** p1's turn, Crag Hack (or another hero) their Main Hero, these Goblins in their unit deck, the card in force. */
  const turn = (hero: string, side: 'few' | 'pack' | null, card = CRAG): GameState =>
    inForce(modify(newTurnGame({ expansions: ['stronghold'], players: [{ hero }, { hero: 'catherine' }] }), (x) => {
      const p = x.players[0]!;
      p.units = p.units.filter((u) => u.unit !== GOBLINS);
      if (side !== null) p.units.push({ unit: GOBLINS, side });
      p.resources = { gold: 0, buildingMaterials: 0, valuables: 0 };
    }), card);
  const REINFORCE: Action = { type: 'reinforceUnit', unit: GOBLINS };

  it('listed on their turn while they have Few Goblins: the card turns to its Pack side, nothing paid, no token used', () => {
    const s = turn('crag-hack', 'few');
    expect(isListed(s, REINFORCE)).toBe(true);
    const t = checked(apply(s, REINFORCE));
    expect(player(t).units.find((u) => u.unit === GOBLINS)?.side).toBe('pack');
    expect(player(t).resources).toEqual(player(s).resources);
    expect(player(t).tokens).toEqual(player(s).tokens);
    expect(t.astrologers!.used).toContain('p1');
    expect(t.log.some((e) => e.type === 'unitReinforced' && e.player === 'p1' && e.unit === GOBLINS)).toBe(true);
    expect(t.pending?.kind).toBe('turn');
  });

  it('once while the card is in force: not again after Few Goblins are had again', () => {
    const t = apply(turn('crag-hack', 'few'), REINFORCE);
    const again = modify(t, (x) => { x.players[0]!.units.push({ unit: GOBLINS, side: 'few' }); });
    expect(isListed(again, REINFORCE)).toBe(false);
    expectIllegal(again, REINFORCE, 'OPTION_NOT_AVAILABLE');
  });

  it('not for a player whose Main Hero is another hero, nor without Few Goblins, nor with another card in force', () => {
    expect(isListed(turn('gundula', 'few'), REINFORCE)).toBe(false);
    expect(isListed(turn('crag-hack', 'pack'), REINFORCE)).toBe(false);
    expect(isListed(turn('crag-hack', null), REINFORCE)).toBe(false);
    expect(isListed(turn('crag-hack', 'few', OFFENSE), REINFORCE)).toBe(false);
    expectIllegal(turn('gundula', 'few'), REINFORCE, 'OPTION_NOT_AVAILABLE');
    expectIllegal(turn('crag-hack', 'pack'), REINFORCE, 'OPTION_NOT_AVAILABLE');
  });

  it('only Goblins: another unit, or a malformed one, gets a typed error', () => {
    const s = turn('crag-hack', 'few');
    expectIllegal(s, { type: 'reinforceUnit', unit: 'stronghold.orcs' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'reinforceUnit', unit: 7 }, 'MALFORMED_ACTION');
  });
});

describe('Offense: every card that provides X Defense provides X Attack instead (rulings SH145–SH149)', () => {
  /** Griffins (flying) at 6 beside Zombies at 10; the attacker holds `hand`, the defender `defend`; Offense in force or not. */
  const duel = (hand: string[], defend: string[] = [], offense = true, extra: Partial<CombatConfig> = {}): GameState => {
    const s = createCombat({
      dice: { attack: [0, 0] }, expansions: ['stronghold'],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: defend },
      ...extra,
    });
    return offense ? inForce(s, OFFENSE) : s;
  };
  const cardIn = (s: GameState, who: string, prefix: string) => s.players.find((p) => p.id === who)!.hand.find((c) => c.startsWith(prefix))!;
  const play = (s: GameState, who: string, prefix: string, key: string, target?: string, power?: number): GameState => {
    const a = legalActions(s).find((x) => x.type === 'playCard' && x.card === cardIn(s, who, prefix) && x.play === key && (target === undefined || x.target === target) && (power === undefined || (x.power ?? 0) === power));
    if (a === undefined) throw new Error(`${prefix} ${key} not listed`);
    return apply(s, a);
  };
  const stats = (s: GameState, id: string) => {
    const u = unit(s, id);
    return { attackBonus: u.attackBonus, defenseBonus: u.defenseBonus, attackGain: u.attackGain ?? 0, defenseGain: u.defenseGain ?? 0 };
  };

  it('a Defense Statistic card gives +1 Attack, no Defense; without Offense, Defense', () => {
    const s = play(duel(['stat.defense']), 'p1', 'stat.defense', 'basic');
    expect(stats(s, 'castle.griffins')).toMatchObject({ attackBonus: 1, defenseBonus: 0 });
    expect(attackOf(unit(s, 'castle.griffins'))).toBe(attackOf(unit(duel([]), 'castle.griffins')) + 1);
    expect(defenseOf(unit(s, 'castle.griffins'))).toBe(defenseOf(unit(duel([]), 'castle.griffins')));
    const without = play(duel(['stat.defense'], [], false), 'p1', 'stat.defense', 'basic');
    expect(stats(without, 'castle.griffins')).toMatchObject({ attackBonus: 0, defenseBonus: 1 });
  });

  it('the Attack lasts as the Defense would have: gone once the unit\'s attack resolves', () => {
    let s = play(duel(['stat.defense']), 'p1', 'stat.defense', 'basic');
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    const hit = s.log.filter((e) => e.type === 'attackResolved' && e.attacker === 'castle.griffins').at(-1) as Extract<GameState['log'][number], { type: 'attackResolved' }>;
    expect(hit.attack).toBe(attackOf(unit(duel([]), 'castle.griffins')) + 1);
    expect(unit(s, 'castle.griffins').attackBonus).toBe(0);
  });

  it('Stone Skin, a Spell: X at the Power paid (1, 2 with 1 Power) is Attack', () => {
    const s = play(duel(['spell.stone-skin', 'stat.power']), 'p1', 'stat.power', 'basic');
    const t = play(s, 'p1', 'spell.stone-skin', 'spell', 'castle.griffins', 1);
    expect(stats(t, 'castle.griffins')).toMatchObject({ attackBonus: 2, defenseBonus: 0 });
  });

  it('Shield, Defense against Ground and Flying attacks: played as before, when attacked; its X is Attack, ended with that attack (SH145, SH147)', () => {
    const shielded = (offense: boolean) => {
      let s = createCombat({
        dice: { attack: [0, 0] }, expansions: ['tower', 'stronghold'],
        attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['spell.shield'] },
      });
      if (offense) s = inForce(s, OFFENSE);
      s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
      expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
      s = play(s, 'p2', 'spell.shield', 'spell', 'necropolis.zombies', 0);
      return s.log.filter((e) => e.type === 'attackResolved').map((e) => e.type === 'attackResolved' && [e.attacker, e.attack, e.defense]);
    };
    // The Zombies (Attack 2, Defense 1): no Defense from the Shield; their retaliation, an attack of its own, at 2.
    expect(shielded(true)).toEqual([['castle.griffins', 2, 1], ['necropolis.zombies', 2, 0]]);
    expect(shielded(false)[0]).toEqual(['castle.griffins', 2, 2]);
  });

  it('a card lowering Defense (Curse) still lowers Defense: it provides no Defense', () => {
    const s = play(duel(['spell.curse']), 'p1', 'spell.curse', 'spell', 'necropolis.zombies');
    expect(stats(s, 'necropolis.zombies')).toMatchObject({ attackBonus: 0, defenseBonus: -1 });
  });

  it('the AI Deck\'s Defense card stays Defense: it lies on the AI unit until the unit is attacked (SH148)', () => {
    const withOffense = (offense: boolean) => {
      const s = fight([{ unit: 'castle.halberdiers', space: 5 }], [{ unit: 'necropolis.zombies', space: 17 }], ['ai.defense-1#1'], []);
      return activateAi(offense ? inForce(s, OFFENSE) : s, 'necropolis.zombies');
    };
    const s = withOffense(true);
    expect(hero(s).onUnits).toEqual([{ card: 'ai.defense-1#1', unit: 'necropolis.zombies', defense: 1 }]);
    expect(hero(s).onUnits).toEqual(hero(withOffense(false)).onUnits);
    expect(unit(s, 'necropolis.zombies').attackBonus).toBe(0);
  });

  it('Defense for the combat (Tazar\'s War Hero IV) is Attack for the combat', () => {
    const s = inForce(createCombat({
      expansions: ['tower', 'fortress', 'stronghold'],
      attacker: { hero: 'tazar', level: 7, units: [{ unit: 'fortress.gnolls', space: 6 }], hand: ['specialty.tazar-4'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    }), OFFENSE);
    const t = play(s, 'p1', 'specialty.tazar-4', 'basic', 'fortress.gnolls');
    expect(stats(t, 'fortress.gnolls')).toMatchObject({ attackGain: 1, defenseGain: 0, attackBonus: 0, defenseBonus: 0 });
  });
});
