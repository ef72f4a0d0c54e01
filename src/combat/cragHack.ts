/**
 * Crag Hack (the Stronghold box's Astrologers Proclaim card), in combat: the first combat started in the round the card
 * is proclaimed has every Ground unit on the board gain Attack for the combat, both sides', neutral units too (rulings
 * SH140, SH141). The round waits in `AstrologersState.firstCombatRound` (set as the card is proclaimed) and is cleared
 * as that combat starts, so the next combat of the round fights as usual.
 */
import type { Draft } from '../kernel/draft';
import { proclaimed } from '../deck/astrologers';
import { typeOf } from './stats';

/** The start of a combat, once its units stand on the board: the Ground units' Attack, if this is the round's first. */
export function cragHackAtCombatStart(d: Draft): void {
  const a = d.s.astrologers;
  if (a === undefined || a.firstCombatRound === undefined) return; // the usual case: one field read
  d.astrologers().firstCombatRound = undefined;
  const rule = proclaimed(d.s, 'firstCombatGroundAttack');
  if (a.firstCombatRound !== d.s.round || rule === undefined) return; // a round gone by: that first combat was never fought
  const c = d.combat();
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.defeated || u.space === null || typeOf(u) !== 'ground') continue;
    const w = d.unit(u.id);
    w.attackGain = (w.attackGain ?? 0) + rule.amount;
  }
  d.emit({ type: 'groundUnitsGainAttack', amount: rule.amount, seq: 0 });
}
