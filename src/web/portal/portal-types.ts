/**
 * The plan link's contract as the page uses it: the types of src/shared/portal.ts (imported as
 * types only: that module's Zod schemas never reach the phone page's chunks) and the values of
 * shared/portal-options.ts.
 */
import type { PortalGone } from '../../shared/portal';

/** A shared portal food: a meal item or one of its alternatives. */
export type {
  PortalAlternative as PortalFood,
  PortalDay,
  PortalItem,
  PortalMeal,
  PortalTick,
  PortalView,
  TickStatus,
} from '../../shared/portal';

/** The tick buttons, in order (Zod-free module: no schema reaches the page). */
export { TICK_STATUSES } from '../../shared/portal-options';

/** What a refused link answers (410): revoked by the nutritionist, or the package has ended. */
export type LinkState = PortalGone['state'];
