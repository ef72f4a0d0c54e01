/** Solo Campaigns: lookups over the registered packs (src/content/registry.ts; the core box's in src/content/core/campaigns.ts). */
import type { Campaign } from '../model';
import { CAMPAIGNS } from '../content/registry';

export { CAMPAIGNS };

/** The campaign with this id, if any pack registers it. */
export function campaign(id: string): Campaign | undefined {
  return CAMPAIGNS.find((c) => c.id === id);
}
