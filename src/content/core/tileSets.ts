/**
 * The core box's Far and Near tiles by what they hold (src/content/core/tiles.ts), for the scenarios' tile pools:
 * F1–F3 hold a Settlement, N3–N5 an Obelisk.
 */

/** Far tiles with a Settlement. */
export const FAR_WITH_SETTLEMENT: readonly string[] = ['F1', 'F2', 'F3'];
/** Far tiles without one: each holds a Gold or Valuables Mine. */
export const FAR_OTHER: readonly string[] = ['F4', 'F5', 'F6', 'F7', 'F8', 'F9'];
/** Every Far tile. */
export const FAR: readonly string[] = [...FAR_WITH_SETTLEMENT, ...FAR_OTHER];
/** Near tiles with an Obelisk. */
export const NEAR_WITH_OBELISK: readonly string[] = ['N3', 'N4', 'N5'];
/** Near tiles without one. */
export const NEAR_OTHER: readonly string[] = ['N1', 'N2', 'N6'];
/** Every Near tile. */
export const NEAR: readonly string[] = [...NEAR_WITH_OBELISK, ...NEAR_OTHER];
