/**
 * Colours of the calendar's events. Each is dark enough for white text (WCAG AA, 4.5:1) and the
 * nutritionists' ones are told apart by hue; a nutritionist keeps their colour (by id) from week
 * to week and on every admin's screen.
 */
export const STATUS_COLOURS: Record<string, string> = {
  Booked: '#0b6e4f',
  Completed: '#495057',
  'No-show': '#a61e4d',
  Cancelled: '#6c757d',
  /** A visitor's booking waiting for staff approval (decision 297). */
  Requested: '#8a5a00',
};

const NUTRITIONIST_COLOURS = [
  '#0b6e4f', // green
  '#1c5fb8', // blue
  '#8a3ab9', // purple
  '#b3480b', // burnt orange
  '#0f6b7a', // teal
  '#9c2f5b', // plum
  '#5c6b0f', // olive
  '#7a4a12', // brown
];

export const colourOfNutritionist = (dietitianId: number) =>
  NUTRITIONIST_COLOURS[(dietitianId - 1 + NUTRITIONIST_COLOURS.length) % NUTRITIONIST_COLOURS.length];
