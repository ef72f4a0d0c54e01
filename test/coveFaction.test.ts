/**
 * The Cove faction's town board and hero cards (rulings CV2, CV10–CV30): the buildings with the City Hall, the Thieves'
 * Guild and the Pub, Casmetra's, Cassiopeia's, Jeremy's and Zilare's Specialty cards, the Cannon War Machine, and the
 * Starting tile S9.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, contentInPlay, createCombat, createGame, describeAction, describeDecision, describeEvent, determinize, legalActions, loadState, viewFor, BUILDINGS, HEROES, type Action, type GameState } from '../src';
import { SPELL_BOOK_COST, astrologersRoundPrograms } from '../src/town/abilities';
import { initiativeOf } from '../src/combat/stats';
import { findInvariantViolations } from '../src/game/invariants';
import { addBuildings, expectDecision, modify, newGame, newTurnGame, nextToLocation, passUntil, player, runEffects } from './helpers';
import { events, passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => s.combat?.units.find((x) => x.id === id);
const playsOf = (s: GameState, card: string, play?: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${card}#`) && (play === undefined || a.play === play));

describe('the Cove town', () => {
  it("holds the 8 buildings of the town board, with their printed costs; the Spell Book token costs 5 gold", () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'cove').map((b) => [b.name, b.role, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 'cityHall', 10, 4, 0, ''],
      ['Citadel', 'citadel', 8, 4, 1, ''],
      ['Mage Guild', 'mageGuild', 4, 2, 1, ''],
      ['Bay', 'bronzeDwelling', 4, 3, 1, ''],
      ['Nests Towering the Seas', 'silverDwelling', 8, 6, 3, 'bronzeDwelling'],
      ['Redoubled Vortex', 'goldDwelling', 10, 8, 4, 'bronzeDwelling+silverDwelling'],
      ["Thieves' Guild", 'special1', 4, 2, 1, ''],
      ['Pub', 'special2', 3, 2, 0, ''],
    ]);
    expect(SPELL_BOOK_COST['cove']).toBe(5);
    expect([boxOf('cove'), boxOf('cove.special1'), boxOf('jeremy'), boxOf('cove.nix')]).toEqual(['cove', 'cove', 'cove', 'cove']);
  });

  const game = (astrologers: 'standard' | 'none' = 'standard') => newGame({ expansions: ['cove'], astrologers, logLimit: 5000, players: [{ hero: 'jeremy' }, { hero: 'catherine' }] });
  /** The first decision of round 2 (an Astrologers round) that is p1's and of this kind. */
  const atRound2 = (s: GameState, kind: string) => passUntil(s, (g) => g.round === 2 && g.pending?.kind === kind && g.pending.player === 'p1');

  it('City Hall: at each Astrologers round, 4 gold — or an Artifact removed from hand for 1 experience (CV17)', () => {
    // With no Artifact in hand only the gold can be taken: it is, at once (the choice's one option).
    const built = addBuildings(game(), 'p1', ['cityHall']);
    const r2 = passUntil(built, (g) => g.round === 2 && g.pending?.kind === 'turn' && g.pending.player === 'p1');
    expect(events(r2, 'resourcesGained').filter((e) => e.reason === 'cove.cityHall').map((e) => [e.player, e.resources.gold])).toEqual([['p1', 4]]);
    // Not at the first round nor at a Resource round (round 3).
    const r3 = passUntil(r2, (g) => g.round === 4 && g.pending?.kind === 'turn');
    expect(events(r3, 'resourcesGained').filter((e) => e.reason === 'cove.cityHall')).toHaveLength(2);
    expect(r3.log.filter((e) => e.type === 'resourcesGained' && e.reason === 'cove.cityHall').every((e) => {
      const round = [...r3.log.slice(0, r3.log.indexOf(e))].reverse().find((x) => x.type === 'roundStarted');
      return round?.type === 'roundStarted' && round.kind === 'astrologers';
    })).toBe(true);
    // With an Artifact in hand: the choice; the experience option removes it for 1 experience.
    const artifact = r2.decks.artifact.deck[r2.decks.artifact.deck.length - 1] as string;
    const holding = modify(r2, (x) => {
      x.decks.artifact.deck = x.decks.artifact.deck.filter((c) => c !== artifact);
      player(x).hand.push(artifact);
    });
    let w = runEffects(holding, 'p1', astrologersRoundPrograms(player(holding))[0]!.effects, 'cove.cityHall');
    expect(w.pending).toMatchObject({ kind: 'choose', source: 'cove.cityHall' });
    expect(legalActions(w)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'experience' }]);
    expect(loadState(JSON.stringify(w))).toEqual(w);
    const xp = player(w).experience;
    w = apply(w, { type: 'choose', option: 'experience' });
    if (w.pending?.kind === 'removeCard') w = apply(w, { type: 'removeCard', card: artifact });
    expect(player(w).hand).not.toContain(artifact);
    expect(player(w).experience).toBe(xp + 1);
    expect(findInvariantViolations(w)).toEqual([]);
  });

  const withFew = (s: GameState) =>
    modify(s, (x) => {
      player(x).units = [{ unit: 'cove.seamen', side: 'few' }, { unit: 'cove.nix', side: 'few' }];
      player(x).resources.gold = 40;
      player(x).resources.valuables = 3;
    });

  it('Pub: once each Astrologers round, a unit reinforced for 3 gold less, not below 0 (CV19)', () => {
    let s = atRound2(withFew(addBuildings(game(), 'p1', ['special2'])), 'reinforceForLess');
    expect(s.pending).toMatchObject({ kind: 'reinforceForLess', gold: 3, tiers: ['bronze', 'silver', 'gold'] });
    expect(legalActions(s)).toEqual([{ type: 'reinforce', unit: 'cove.seamen' }, { type: 'reinforce', unit: 'cove.nix' }, { type: 'decline' }]);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'reinforce', unit: 'cove.nix' });
    expect(player(s).resources.gold).toBe(gold - (20 - 3));
    expect(player(s).resources.valuables).toBe(2);
    expect(player(s).units).toContainEqual({ unit: 'cove.nix', side: 'pack' });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    // Seamen: 5 − 3 = 2 gold.
    const seamen = apply(atRound2(withFew(addBuildings(game(), 'p1', ['special2'])), 'reinforceForLess'), { type: 'reinforce', unit: 'cove.seamen' });
    expect(player(seamen).resources.gold).toBe(40 - 2);
  });

  const turn = () => newTurnGame({ expansions: ['cove'], players: [{ hero: 'jeremy' }, { hero: 'catherine' }] });

  it("Thieves' Guild: once during the turn, any deck's top 2 cards — one to its discard pile, the other back on top (CV18)", () => {
    let s = addBuildings(turn(), 'p1', ['special1']);
    const use = { type: 'useBuilding', building: 'cove.special1', option: 'look' } as const;
    expect(legalActions(s)).toContainEqual(use);
    s = apply(s, use);
    const dec = expectDecision(s, 'thievesGuild', 'p1');
    expect(dec.deck).toBeNull();
    const choices = legalActions(s);
    expect(choices).toContainEqual({ type: 'peek', deck: 'spell' });
    expect(choices).toContainEqual({ type: 'peek', deck: 'gold' });
    expect(choices).toContainEqual({ type: 'choosePlayer', who: 'p2' });
    expect(choices).toContainEqual({ type: 'choosePlayer', who: 'p1' });
    expect(describeAction(s, { type: 'peek', deck: 'spell' })).toMatch(/looks at the top 2 cards of the Spell deck \(Thieves' Guild\)/);
    expect(describeAction(s, { type: 'choosePlayer', who: 'p2' })).toMatch(/top 2 cards of .+ deck \(Thieves' Guild\)/);
    // The Spell deck: its top 2 cards seen by p1 only.
    const top = s.decks.spell.deck.slice(-2);
    let spell = apply(s, { type: 'peek', deck: 'spell' });
    expect(viewFor(spell, 'p2').revealed.some((c) => top.includes(c))).toBe(false);
    expect(viewFor(spell, 'p1').revealed).toEqual(spell.revealed);
    expect(describeAction(spell, { type: 'discard', card: spell.revealed[0] as string })).toMatch(/onto its deck's discard pile and the other back on top \(Thieves' Guild\)/);
    expect([...spell.revealed].sort()).toEqual([...top].sort());
    expect(describeDecision(spell.pending!, spell)).toMatch(/Thieves' Guild/);
    expect(loadState(JSON.stringify(spell))).toEqual(spell);
    expect(legalActions(spell)).toEqual(spell.revealed.map((card) => ({ type: 'discard', card })));
    const out = top[1] as string; // the top card
    const kept = top[0] as string;
    spell = apply(spell, { type: 'discard', card: out });
    expect(spell.decks.spell.discard.at(-1)).toBe(out);
    expect(spell.decks.spell.deck.at(-1)).toBe(kept);
    expect(spell.revealed).toEqual([]);
    expect(events(spell, 'thievesGuildLooked').at(-1)).toMatchObject({ player: 'p1', deck: 'spell', discarded: out });
    expect(findInvariantViolations(spell)).toEqual([]);
    // Once a turn.
    expect(legalActions(spell)).not.toContainEqual(use);
    // Another player's deck: the card goes onto their discard pile.
    const theirs = player(s, 'p2').deck.slice(-2);
    let other = apply(s, { type: 'choosePlayer', who: 'p2' });
    expect([...other.revealed].sort()).toEqual([...theirs].sort());
    other = apply(other, { type: 'discard', card: theirs[0] as string });
    expect(player(other, 'p2').discard.at(-1)).toBe(theirs[0]);
    expect(player(other, 'p2').deck.at(-1)).toBe(theirs[1]);
    expect(findInvariantViolations(other)).toEqual([]);
    expect(describeEvent(events(other, 'thievesGuildLooked').at(-1)!, other)).toMatch(/looks at the top 2 cards of .+ deck \(Thieves' Guild\) and discards/);
    // A deck with one card left: it is discarded or put back.
    const lone = modify(s, (x) => { player(x, 'p2').deck = player(x, 'p2').deck.slice(-1); });
    let one = apply(lone, { type: 'choosePlayer', who: 'p2' });
    expect(legalActions(one)).toEqual([{ type: 'discard', card: one.revealed[0] }, { type: 'takeCard', card: one.revealed[0] }]);
    one = apply(one, { type: 'takeCard', card: one.revealed[0] as string });
    expect(player(one, 'p2').deck).toEqual(player(lone, 'p2').deck);
    expect(events(one, 'thievesGuildLooked').at(-1)).toMatchObject({ owner: 'p2', discarded: null });
    // A Neutral Unit deck.
    let units = apply(s, { type: 'peek', deck: 'bronze' });
    const first = units.revealed[0] as string;
    units = apply(units, { type: 'discard', card: first });
    expect(units.neutralDecks.bronze.discard.at(-1)).toBe(first);
    expect(findInvariantViolations(units)).toEqual([]);
  });

  it("Thieves' Guild on a Neutral Units deck with the Elementals' face-up card on top: it is taken as any card and lies face down when put back (CV26, CF95)", () => {
    const base = newTurnGame({ expansions: ['cove', 'conflux'], astrologers: 'standard', players: [{ hero: 'jeremy' }, { hero: 'catherine' }] });
    let s = modify(addBuildings(base, 'p1', ['special1']), (x) => {
      const deck = x.neutralDecks.bronze.deck;
      const storm = [...deck, ...x.neutralDecks.bronze.discard].find((c) => c.startsWith('neutral.storm-elementals#')) as string;
      x.neutralDecks.bronze.discard = x.neutralDecks.bronze.discard.filter((c) => c !== storm);
      x.neutralDecks.bronze.deck = [...deck.filter((c) => c !== storm), storm];
      x.astrologers!.faceUp = [storm];
    });
    const storm = s.neutralDecks.bronze.deck.at(-1) as string;
    expect(findInvariantViolations(s)).toEqual([]);
    s = apply(apply(s, { type: 'useBuilding', building: 'cove.special1', option: 'look' }), { type: 'peek', deck: 'bronze' });
    // While the player looks, the card is off its deck and no longer face up: no invariant is broken, no view shows it.
    expect(s.astrologers?.faceUp).toBeUndefined();
    expect(findInvariantViolations(s)).toEqual([]);
    expect(JSON.stringify(viewFor(s, 'p2'))).not.toContain(storm);
    const other = s.revealed.find((c) => c !== storm) as string;
    const back = apply(s, { type: 'discard', card: other });
    expect(back.neutralDecks.bronze.deck.at(-1)).toBe(storm);
    expect(back.astrologers?.faceUp).toBeUndefined();
    expect(findInvariantViolations(back)).toEqual([]);
    expect(JSON.stringify(viewFor(back, 'p2').neutralDecks)).not.toContain(storm);
  });

  it("Thieves' Guild: every player's view of the cards looked at determinizes soundly — another player's Specialty card may be among them", () => {
    let s = addBuildings(turn(), 'p1', ['special1']);
    s = apply(s, { type: 'useBuilding', building: 'cove.special1', option: 'look' });
    for (const first of [{ type: 'choosePlayer', who: 'p2' }, { type: 'peek', deck: 'spell' }, { type: 'peek', deck: 'silver' }] as const) {
      const t = apply(s, first);
      for (const who of ['p1', 'p2']) expect(findInvariantViolations(determinize(viewFor(t, who), `cv18-${who}`))).toEqual([]);
    }
  });
});

describe('the Cove heroes', () => {
  it('Casmetra, Cassiopeia, Jeremy and Zilare with their printed statistics and starting Abilities; Astra and Miriam left out (CV10)', () => {
    const rows = HEROES.filter((h) => h.faction === 'cove').map((h) => [h.name, h.heroClass, h.type, h.statistics.attack, h.statistics.defense, h.statistics.power, h.statistics.knowledge, h.startingAbility]);
    expect(rows).toEqual([
      ['Casmetra', 'Navigator', 'magic', 2, 0, 1, 2, 'ability.wisdom'],
      ['Cassiopeia', 'Captain', 'might', 3, 0, 2, 1, 'ability.tactics'],
      ['Jeremy', 'Captain', 'might', 3, 0, 2, 1, 'ability.offense'],
      ['Zilare', 'Navigator', 'magic', 2, 0, 1, 2, 'ability.interference'],
    ]);
    expect(HEROES.some((h) => h.id === 'astra' || h.id === 'miriam')).toBe(false);
  });

  it('a Cove hero starts with their Statistic cards, starting Ability and level-I Specialty; a table of four with the core factions has the Statistic cards (CV2)', () => {
    const s = createGame({ seed: 'cv', expansions: ['cove'], players: [{ hero: 'zilare' }, { hero: 'catherine' }] });
    expect(s.players.map((p) => p.faction)).toEqual(['cove', 'castle']);
    const cards = [...player(s).hand, ...player(s).deck, ...player(s).discard];
    expect(cards.some((c) => c.startsWith('ability.interference#'))).toBe(true);
    expect(cards.some((c) => c.startsWith('specialty.zilare-1#'))).toBe(true);
    expect(cards.filter((c) => c.startsWith('spell.magic-arrow#'))).toHaveLength(2);
    // The supply with the box: the core box's 5 Attack, 7 Power, 6 Knowledge and the Cove box's 3, 2, 2.
    const supply = (id: string) => contentInPlay(['core', 'cove']).cards.find((c) => c.def.id === id)?.copies;
    expect([supply('stat.attack'), supply('stat.defense'), supply('stat.power'), supply('stat.knowledge')]).toEqual([8, 6, 9, 8]);
  });

  const combat = (hero: string, hand: string[], units: Array<{ unit: string; side?: 'few' | 'pack'; space: number }>, machines: string[] = [], enemies: Array<{ unit: string; side?: 'few' | 'pack'; space: number }> = [{ unit: 'castle.halberdiers', side: 'pack', space: 13 }, { unit: 'castle.marksmen', space: 17 }]) =>
    createCombat({ expansions: ['cove'], logLimit: 1000, dice: { attack: [0, 0, 0, 0] }, attacker: { hero, level: 3, hand, units, warMachines: machines as never }, defender: { hero: 'catherine', units: enemies } });
  const toMine = (s: GameState) => {
    for (let i = 0; i < 20 && !(s.pending?.kind === 'activation' && s.pending.player === 'p1'); i++) {
      if (s.pending?.kind === 'warMachine') s = apply(s, { type: 'decline' });
      else if (s.pending?.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units[0] as string });
      else s = apply(s, { type: 'endActivation' });
    }
    return s;
  };

  it("Casmetra's Sorceresses I, IV and VI: doubled for the Sorceresses; VI: +2 Attack, or a −2 Weakness token on any unit (CV11, CV12)", () => {
    let s = toMine(combat('casmetra', ['specialty.casmetra-1', 'specialty.casmetra-4', 'specialty.casmetra-6', 'specialty.casmetra-6'], [{ unit: 'cove.sorceresses', space: 5 }, { unit: 'cove.seamen', space: 6 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.casmetra-1', 'top').find((a) => a.target === 'cove.sorceresses') as Action));
    expect(unit(s, 'cove.sorceresses')?.attackBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.casmetra-4').find((a) => a.target === 'cove.seamen') as Action));
    expect(unit(s, 'cove.seamen')?.initiativeBonus).toBe(1);
    const weaken = playsOf(s, 'specialty.casmetra-6', 'bottom');
    expect(weaken.map((a) => a.target)).toContain('castle.halberdiers');
    s = passWindows(apply(s, weaken.find((a) => a.target === 'castle.halberdiers') as Action));
    expect(unit(s, 'castle.halberdiers')).toMatchObject({ weakness: 2, weaknessUntil: s.combat!.round + 1 });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = passWindows(apply(s, playsOf(s, 'specialty.casmetra-6', 'top').find((a) => a.target === 'cove.seamen') as Action));
    expect(unit(s, 'cove.seamen')?.attackBonus).toBe(2);
  });

  it("Cassiopeia's Oceanids I, IV and VI: +1 Attack or Defense, +1 Initiative, +2 Attack — each doubled for the Oceanids (CV13)", () => {
    let s = toMine(combat('cassiopeia', ['specialty.cassiopeia-1', 'specialty.cassiopeia-4', 'specialty.cassiopeia-6'], [{ unit: 'cove.oceanids', space: 5 }, { unit: 'cove.seamen', space: 6 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.cassiopeia-1', 'bottom').find((a) => a.target === 'cove.oceanids') as Action));
    expect(unit(s, 'cove.oceanids')?.defenseBonus).toBe(2);
    const before = initiativeOf(unit(s, 'cove.oceanids')!);
    s = passWindows(apply(s, playsOf(s, 'specialty.cassiopeia-4').find((a) => a.target === 'cove.oceanids') as Action));
    expect(initiativeOf(unit(s, 'cove.oceanids')!)).toBe(before + 2);
    s = passWindows(apply(s, playsOf(s, 'specialty.cassiopeia-6').find((a) => a.target === 'cove.oceanids') as Action));
    expect(unit(s, 'cove.oceanids')?.attackBonus).toBe(4);
  });

  it("Zilare's Forgetfulness I, IV and VI: a Ranged bronze/silver unit, a Ranged unit up to gold, any unit up to gold cannot attack in its next activation; or draw 1 / +2 Power (CV14)", () => {
    const enemies = [{ unit: 'castle.marksmen', space: 13 }, { unit: 'castle.halberdiers', space: 14 }, { unit: 'castle.archangels', space: 17 }];
    let s = toMine(combat('zilare', ['specialty.zilare-1', 'specialty.zilare-4', 'specialty.zilare-6'], [{ unit: 'cove.sea-dogs', space: 5 }], [], enemies));
    const targets = (card: string) => [...new Set(playsOf(s, card, 'top').map((a) => a.target))].sort();
    // As the Forgetfulness Spell (ruling RA61), not the unit now activating (the Sea Dogs).
    expect(targets('specialty.zilare-1')).toEqual(['castle.marksmen']);
    expect(targets('specialty.zilare-4')).toEqual(['castle.marksmen']);
    expect(targets('specialty.zilare-6')).toEqual(['castle.archangels', 'castle.halberdiers', 'castle.marksmen']);
    s = passWindows(apply(s, playsOf(s, 'specialty.zilare-6', 'top').find((a) => a.target === 'castle.halberdiers') as Action));
    expect(s.combat?.forgotten).toEqual(['castle.halberdiers']);
    const power = passWindows(apply(s, playsOf(s, 'specialty.zilare-4', 'bottom')[0] as Action));
    expect(power.combat?.power['p1']).toBe(2);
    const hand = player(s).hand.length;
    const drawn = passWindows(apply(s, playsOf(s, 'specialty.zilare-1', 'bottom')[0] as Action));
    expect(player(drawn).hand.length).toBe(hand - 1 + 1);
  });

  it("Jeremy's Cannon I: on the map, 7 gold for a Cannon from the pile; in combat, 1 damage to an enemy unit only (CV23, CV24)", () => {
    let s = newTurnGame({ expansions: ['cove'], players: [{ hero: 'jeremy' }, { hero: 'catherine' }] });
    expect(s.warMachineSupply).toEqual(['cannon', 'cannon', 'cannon', 'cannon']);
    expect(player(s).warMachines).toEqual([]);
    const card = [...player(s).hand, ...player(s).deck].find((c) => c.startsWith('specialty.jeremy-1#')) as string;
    s = modify(s, (x) => {
      const p = player(x);
      p.deck = p.deck.filter((c) => c !== card);
      if (!p.hand.includes(card)) p.hand.push(card);
      p.resources.gold = 10;
    });
    const buy = legalActions(s).find((a) => a.type === 'playCard' && a.card === card && a.play === 'top');
    expect(buy).toBeDefined();
    s = apply(s, buy!);
    while (s.pending?.kind !== 'turn' && legalActions(s).length > 0) s = apply(s, legalActions(s)[0] as Action);
    expect(player(s).warMachines).toEqual(['cannon']);
    expect(player(s).resources.gold).toBe(3);
    expect(s.warMachineSupply).toHaveLength(3);
    expect(findInvariantViolations(s)).toEqual([]);
    // In combat: the bottom half selects enemy units only.
    const c = toMine(combat('jeremy', ['specialty.jeremy-1'], [{ unit: 'cove.seamen', space: 5 }]));
    expect([...new Set(playsOf(c, 'specialty.jeremy-1', 'bottom').map((a) => a.target))].sort()).toEqual(['castle.halberdiers', 'castle.marksmen']);
  });

  it('the Cannon: as each Combat Round starts, its player may spend an Expert effect use for 2 damage to an enemy unit, or not (CV20, CV21)', () => {
    let s = combat('jeremy', [], [{ unit: 'cove.seamen', space: 5 }], ['cannon']);
    expect(s.combat?.warMachines).toEqual({ attacker: ['cannon'], defender: [] });
    s = passUntil(s, (g) => g.pending?.kind === 'warMachine');
    const dec = expectDecision(s, 'warMachine', 'p1');
    expect(dec.machine).toBe('cannon');
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'castle.halberdiers' }, { type: 'chooseUnit', unit: 'castle.marksmen' }, { type: 'decline' }]);
    expect(describeDecision(s.pending!, s)).toMatch(/Cannon/);
    const used = player(s).expertUsed;
    const fired = apply(s, { type: 'chooseUnit', unit: 'castle.halberdiers' });
    expect(events(fired, 'damageDealt').at(-1)).toMatchObject({ unit: 'castle.halberdiers', amount: 2, source: 'cannon' });
    expect(player(fired).expertUsed).toBe(used + 1);
    expect(loadState(JSON.stringify(fired))).toEqual(fired);
    const declined = apply(s, { type: 'decline' });
    expect(player(declined).expertUsed).toBe(used);
    expect(events(declined, 'damageDealt').filter((e) => e.source === 'cannon')).toHaveLength(0);
    // No Expert effect use left: the Cannon is not offered.
    const spent = createCombat({ expansions: ['cove'], attacker: { hero: 'jeremy', level: 1, units: [{ unit: 'cove.seamen', space: 5 }], warMachines: ['cannon'] }, defender: { hero: 'catherine', units: [{ unit: 'castle.marksmen', space: 17 }] } });
    expect(spent.pending?.kind).not.toBe('warMachine');
  });

  it("Jeremy's Cannon IV and VI: the Cannon fires at once, free, only while it fights; or draw 1 / 2 cards (CV22)", () => {
    let s = toMine(combat('jeremy', ['specialty.jeremy-4', 'specialty.jeremy-6'], [{ unit: 'cove.seamen', space: 5 }], ['cannon']));
    const used = player(s).expertUsed;
    const fire = playsOf(s, 'specialty.jeremy-4', 'top');
    expect([...new Set(fire.map((a) => a.target))].sort()).toEqual(['castle.halberdiers', 'castle.marksmen']);
    s = passWindows(apply(s, fire.find((a) => a.target === 'castle.marksmen') as Action));
    expect(events(s, 'damageDealt').at(-1)).toMatchObject({ unit: 'castle.marksmen', amount: 2, source: 'cannon' });
    expect(player(s).expertUsed).toBe(used);
    const hand = player(s).hand.length;
    const drew = passWindows(apply(s, playsOf(s, 'specialty.jeremy-6', 'bottom')[0] as Action));
    expect(player(drew).hand.length).toBe(hand - 1 + 2);
    // Without a Cannon, the top half is not offered; the bottom is.
    const none = toMine(combat('jeremy', ['specialty.jeremy-4'], [{ unit: 'cove.seamen', space: 5 }]));
    expect(playsOf(none, 'specialty.jeremy-4', 'top')).toEqual([]);
    expect(playsOf(none, 'specialty.jeremy-4', 'bottom')).toHaveLength(1);
    expect(describeAction(s, fire[0] as Action).length).toBeGreaterThan(0);
  });
});

describe('buying the Cannon (CV24)', () => {
  const options = (s: GameState) => legalActions(s).map((a) => (a.type === 'choose' ? a.option : a.type));
  function visit(expansions: Array<'cove' | 'rampart'>, location: string, gold: number): GameState {
    const at = nextToLocation(newTurnGame({ expansions, players: [{ hero: 'jeremy' }, { hero: 'catherine' }] }), location, (s) => { s.players[0]!.resources.gold = gold; });
    return apply(at.s, { type: 'moveHero', hero: 'main', field: at.field });
  }

  it('at a Trading Post for 14 gold, instead of its other functions', () => {
    const s = visit(['cove'], 'trading-post', 14);
    expect(options(s)).toEqual(['trade', 'Cannon', 'decline']);
    const bought = apply(s, { type: 'choose', option: 'Cannon' });
    expect(player(bought).warMachines).toEqual(['cannon']);
    expect(player(bought).resources.gold).toBe(0);
    expect(findInvariantViolations(bought)).toEqual([]);
    expect(options(visit(['cove'], 'trading-post', 13))).toEqual(['trade', 'decline']);
  });

  it('at a War Machine Factory (the Rampart box in play too) for 10 gold, beside the Rampart box\'s machines', () => {
    const s = visit(['rampart', 'cove'], 'war-machine-factory', 10);
    expect(options(s)).toEqual(['Ammo Cart', 'Ballista', 'First Aid Tent', 'Cannon', 'decline']);
    const bought = apply(s, { type: 'choose', option: 'Cannon' });
    expect(player(bought).warMachines).toEqual(['cannon']);
    expect(player(bought).resources.gold).toBe(0);
    expect(loadState(JSON.stringify(bought))).toEqual(bought);
    expect(loadState(JSON.stringify(s))).toEqual(s); // the visit's frame, with the Cannon among its options
  });

  it('the catalog has the Cannon, of the Cove box', () => {
    expect(catalog.get('cannon')?.text).toMatch(/^Permanent: at the start of each Combat Round, you may spend 1 Expert effect use to deal 2 damage to an enemy unit\. Bought at a War Machine Factory for 10 Gold, or at a Trading Post for 14 Gold.*The Cove expansion holds 4\.$/);
    expect(boxOf('cannon')).toBe('cove');
  });
});

describe('the Starting tile S9', () => {
  it('as printed, with the Cove town in its centre; in play with the Cove box only', () => {
    const tile = contentInPlay(['core', 'cove']).tiles.find((t) => t.id === 'S9');
    expect(tile?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location))).toEqual(['building-materials-mine:1', 'empty', 'blocked', 'town', 'empty', 'treasure:1', 'resource']);
    expect([tile?.kind, tile?.terrain, tile?.town, boxOf('S9')]).toEqual(['starting', 'highlands', 'cove', 'cove']);
    expect(contentInPlay(['core']).tiles.some((t) => t.id === 'S9')).toBe(false);
  });

  it("a Cove player's game has it on the map, and saves load", () => {
    const s = createGame({ seed: 'cv-s9', players: [{ hero: 'cassiopeia' }, { hero: 'catherine' }], expansions: ['cove'] });
    expect(s.map?.tiles.some((x) => x.tile === 'S9')).toBe(true);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });
});
