/**
 * Below this width a list shows one card per row instead of a table wider than the screen, and the
 * planner one day at a time. Its own module, so a page that only asks the width does not load the
 * table (decision 284).
 */
export const PHONE_QUERY = '(max-width: 47.99em)';
