/** Ability values printed on a Stronghold unit's faction card and on its neutral card alike (units/*.md). */
import type { UnitAbility } from '../../model';

/** Wolf Raiders Pack and neutral: the same target again, once it has retaliated (ruling SH2). */
export const ATTACK_AGAIN: UnitAbility = { kind: 'attackAgainAfterRetaliation' };
/** Ogres Pack and neutral: a +2 Attack token on another friendly Ground or Flying unit (rulings SH3, SH4). */
export const ATTACK_TOKEN_2: UnitAbility = { kind: 'placeAttackToken', amount: 2 };
/** Thunderbirds Pack and neutral: after its attack, before any retaliation, 1 damage on a "0" or "+1" (ruling SH5). */
export const THUNDER: UnitAbility = { kind: 'damageOnRoll', amount: 1, roll: [0, 1] };
/** Cyclopes Pack and neutral: a Wall, the Gate or the Arrow Tower falls (ruling SH6). */
export const SIEGE_BREAKER: UnitAbility = { kind: 'destroyObstacle', arrowTower: true };
/** Behemoths Pack and neutral: 2 Defense less for the target, then a Corrosion token on it (ruling SH7). */
export const CORRODE: UnitAbility = { kind: 'lowerTargetDefense', amount: 2, corrosion: true };

/** The Wolf Raiders' printed text, in the library's words. */
export const ATTACK_AGAIN_TEXT = 'Once the target has retaliated (if it could), it attacks that target again.';
/** The Ogres' printed text for a +`amount` token. */
export const ATTACK_TOKEN_TEXT = (amount: number): string =>
  `Instead of moving and attacking: place a +${amount} Attack token on another friendly Ground or Flying unit for 2 Combat Rounds.`;
/** The Thunderbirds' printed text. */
export const THUNDER_TEXT = 'Right after its attack, before any retaliation, roll 1 Attack die: on a "0" or "+1" the target suffers 1 damage.';
/** The Cyclopes Pack's (and neutral card's) printed text. */
export const SIEGE_BREAKER_TEXT = 'Instead of moving and attacking: destroy a Wall, the Gate or the Arrow Tower.';
/** The Behemoths Pack's (and neutral card's) printed text. */
export const CORRODE_TEXT = "The target's Defense is lowered by 2 (to no less than 0); after the attack, place a Corrosion token on the target.";
