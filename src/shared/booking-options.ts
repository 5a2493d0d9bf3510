/**
 * The public booking page's types, option lists and words, without Zod (issue 56 point 1,
 * decision 297): the page a visitor opens on a phone loads these, not the schemas of
 * `booking.ts`; the server's field messages are shown under the fields.
 */
/** The consultation modes (the appointments' own, without loading appointments.ts). */
export const BOOKING_MODES = ['In person', 'Video', 'Phone'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** "confirm at once": a confirmed booking is Booked; "staff approve": it waits as Requested. */
export const CONFIRM_MODES = ['instant', 'approve'] as const;
export type ConfirmMode = (typeof CONFIRM_MODES)[number];

/** What POST /book answers in data.status, and GET /confirm/{token} after it. */
export type BookingStatus = 'pending_email' | 'confirmed' | 'requested';

/** Slots start every this many minutes from the start of the working day. */
export const SLOT_STEP_MIN = 30;
/** A booking waiting for its e-mail link holds its slot this long. */
export const HOLD_MINUTES = 30;
/** Bookings one address may send in an hour (the "more than a few"). */
export const BOOKINGS_PER_HOUR = 5;
/** Slots at most this many days at a time. */
export const MAX_SLOT_DAYS = 31;

export type BookingType = {
  key: string;
  name: string;
  duration_min: number;
  /** Rupees; 0 shows as free. */
  price: number;
  mode: BookingMode;
  /** Minutes kept free before and after the consultation. */
  buffer_min: number;
  /** Hours from now before the first bookable slot. */
  min_notice_hours: number;
  /** Days ahead the page offers. */
  max_days_ahead: number;
};

/** data of GET /api/v1/booking/{slug}. */
export type BookingPage = {
  slug: string;
  practice_name: string;
  /** The nutritionist of a nutritionist's link; null on the practice's link. */
  nutritionist_name: string | null;
  time_zone: string;
  languages: ('en' | 'hi')[];
  types: BookingType[];
  confirm_mode: ConfirmMode;
};

export type BookingSlot = { starts_at: string; local: string };

/** data of GET /api/v1/booking/{slug}/slots. */
export type BookingSlots = { type: string; slots: BookingSlot[] };

/** data of POST /book and GET /confirm/{token}. */
export type BookingResult = {
  status: BookingStatus;
  starts_at: string;
  local: string;
  type_name: string;
  nutritionist_name: string;
};

/** data of GET/POST /api/v1/settings/booking. */
export type BookingSettings = {
  enabled: boolean;
  slug: string;
  confirm_mode: ConfirmMode;
  /** Practice holidays: no slot on these dates ('YYYY-MM-DD'). */
  closed_dates: string[];
  types: BookingType[];
  /** Nutritionists who take bookings, each with their own link. */
  nutritionists: { dietitian_id: number; slug: string }[];
};

export const BOOKING_MESSAGES = {
  saved: 'Booking settings saved.',
  slug: 'Please use 3 to 40 lowercase letters, digits and hyphens',
  slugTaken: 'This link is already used by another booking page',
  typeName: 'Please name the appointment type',
  duration: 'Please enter a duration of 5 to 480 minutes',
  price: 'Please enter a price of ₹0 to ₹10,00,000',
  mode: 'Please choose In person, Video or Phone',
  buffer: 'Please enter a buffer of 0 to 120 minutes',
  notice: 'Please enter a notice of 0 to 720 hours',
  ahead: 'Please enter 1 to 365 days',
  oneType: 'Please add at least one appointment type to turn the booking page on',
  typeUnknown: 'Please choose an appointment type',
  name: 'Please enter your name',
  phone: 'Please enter a 10-digit mobile number or an international number starting with +',
  email: 'Please enter a valid email',
  startsAt: 'Please choose a time from the list',
  taken: 'Sorry, someone has just booked this time. Please choose another one.',
  notFree: 'This time is not free. Please choose a time from the list.',
  tooSoon: 'This time is too soon to book. Please choose a later time.',
  tooFar: 'This time is too far ahead to book. Please choose an earlier time.',
  pageOff: 'This booking page is not available.',
  tooMany: 'Too many bookings from this address.',
  linkUsed: 'This booking is already confirmed.',
  linkExpired: 'This link has expired. Please book again.',
  approved: 'Appointment approved; the client has been sent the confirmation.',
  declined: 'Request declined; the client has been told.',
  notRequested: 'This appointment is not waiting for approval',
};
