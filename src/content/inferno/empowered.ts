/**
 * The Inferno box's Empowered Statistic cards (p. 23): a face-up pile beside the Statistic supply, 5 of each kind. An
 * Empowered card's one effect is its Statistic card's Expert effect, played without Expert (ruling IN36). Players gain
 * them only by effects that replace a Statistic card with one (op `empowerStatistic`).
 */
import type { CardInfo, CardPlay, CardEffect } from '../../model';

/** The one play of an Empowered card: the Statistic card's Expert effect, with no Expert use. */
const empowered = (effects: CardEffect[]): CardPlay[] => [{ key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects }];

/** The four Empowered Statistic cards, 5 copies each (the component counts). */
export const EMPOWERED_CARDS: readonly CardInfo[] = [
  { id: 'empowered.attack', name: 'Empowered Attack', category: 'statistic', copies: 5 },
  { id: 'empowered.defense', name: 'Empowered Defense', category: 'statistic', copies: 5 },
  { id: 'empowered.power', name: 'Empowered Power', category: 'statistic', copies: 5 },
  { id: 'empowered.knowledge', name: 'Empowered Knowledge', category: 'statistic', copies: 5 },
];

/** How they are played: as the core Statistic cards' Expert plays. */
export const EMPOWERED_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'empowered.attack': empowered([{ op: 'modifyStat', stat: 'attack', amount: 2 }]),
  'empowered.defense': empowered([{ op: 'modifyStat', stat: 'defense', amount: 2 }]),
  'empowered.power': empowered([{ op: 'gainPower', amount: 2 }]),
  'empowered.knowledge': empowered([{ op: 'returnSpellToHand' }, { op: 'raiseSpellLimit', amount: 1 }]),
};
