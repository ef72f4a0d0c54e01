/**
 * A Secondary Hero gained at a location (the Tower box's Prison and Tavern, rulings TW42, TW43): its price paid, it
 * comes onto the field being visited, with its movement points for the turn as a hired one's (Secondary Heroes,
 * p. 16). A player who has one already gains the location's resources instead, or is offered nothing.
 */
import type { EffectKind } from '../effects/registry';
import type { Resources } from '../model';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { heroMovementChange } from '../deck/astrologers';
import { placeHero } from './fields';

/** Whether a price is nothing at all. */
const free = (r: Partial<Resources>): boolean => !r.gold && !r.buildingMaterials && !r.valuables;

/** The `gainSecondaryHero` effect kind. */
export const GAIN_SECONDARY_HERO_EFFECT: EffectKind<'gainSecondaryHero'> = {
  start(d, frame, e) {
    const player = frame.player;
    if (d.peek(player).secondaryHero !== null) {
      if (e.orGain === null) return 'done';
      addInto(d.player(player).resources, e.orGain, 1);
      d.emit({ type: 'resourcesGained', player, resources: full(e.orGain), reason: frame.source, seq: 0 });
      return 'done';
    }
    const v = d.s.map?.visitor;
    if (!v || v.player !== player || !canPay(d.peek(player).resources, e.price)) return 'done';
    if (!free(e.price)) {
      addInto(d.player(player).resources, e.price, -1);
      d.emit({ type: 'resourcesPaid', player, resources: full(e.price), reason: frame.source, seq: 0 });
    }
    d.player(player).secondaryHero = { base: 2 + heroMovementChange(d.s), used: 0, extra: 0 };
    d.emit({ type: 'secondaryHeroHired', player, seq: 0 });
    placeHero(d, player, 'secondary', v.field, true);
    d.emit({ type: 'heroPlaced', player, hero: 'secondary', field: v.field, seq: 0 });
    return 'done';
  },
  canStart: (r, player, e) => (r.peek(player).secondaryHero === null ? canPay(r.peek(player).resources, e.price) : e.orGain !== null),
  describe: (e) => {
    const pay = free(e.price) ? '' : `pay ${describeResources(e.price)} to `;
    return `${pay}gain a Secondary Hero, placed on this field` + (e.orGain === null ? '' : `; if you have one already, gain ${describeResources(e.orGain)} instead`);
  },
};
