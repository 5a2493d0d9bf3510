/** What other features use of booking (decision 297): Settings → Booking. */
import { lazy } from 'react';

export const BookingSettingsSection = lazy(() =>
  import('./BookingSettingsSection').then((m) => ({ default: m.BookingSettingsSection })),
);
