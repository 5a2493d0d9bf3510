/**
 * The plan link's contract as the page uses it: the types of src/shared/portal.ts (imported as
 * types only: that module's Zod schemas never reach the phone page's chunks).
 */
import type { PortalGone, TickStatus } from '../../shared/portal';

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

/** The order of the tick buttons (shared/portal.ts TICK_STATUSES, kept here as a value without Zod). */
export const TICK_STATUSES: readonly TickStatus[] = ['eaten', 'partly', 'skipped', 'swapped'];

/** What a refused link answers (410): revoked by the nutritionist, or the package has ended. */
export type LinkState = PortalGone['state'];
