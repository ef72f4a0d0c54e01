/** Scenarios: lookups over the registered packs (src/content/registry.ts; the core box's in src/content/core/scenarios.ts). */
import type { ScenarioDef } from '../model';
import { SCENARIOS } from '../content/registry';

export { SCENARIOS };

/** The scenario with this id, if any pack registers it. */
export function scenario(id: string): ScenarioDef | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
