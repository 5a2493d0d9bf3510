/**
 * Text the plan PDF draws, without emoji (issue 34 point 12, decision 189). Its fonts (Noto Sans
 * and the Indian scripts) have no emoji, and a fallback glyph can say something else, so an emoji
 * in a client's name, a note or a dish is left out rather than drawn wrong. Symbols the fonts do
 * have (©, ®, ™, arrows, ₹) stay; so do the joiners Indian scripts write with, except inside an
 * emoji sequence.
 */

/** A pictograph from U+2300 up (clocks, ☀, ❤, ⭐, every emoji plane); not ©, ®, ™ or arrows. */
const PICTO = String.raw`(?:(?=\p{Extended_Pictographic})[^\u0000-\u22ff])`;
const SEQUENCE = new RegExp(
  String.raw`${PICTO}(?:[\ufe0e\ufe0f\u20e3]|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}]|\u200d${PICTO})*`,
  'gu',
);
/** What is left of an emoji around other characters: flags' letters, selectors, skin tones, keycaps. */
const LEFTOVER = /\p{Regional_Indicator}|\p{Emoji_Modifier}|\ufe0f|\u20e3/gu;

export function stripEmoji(text: string): string {
  const stripped = text.replace(SEQUENCE, '').replace(LEFTOVER, '');
  return stripped === text ? text : stripped.replace(/[ \t]{2,}/g, ' ').trim();
}

/**
 * Signs none of the PDF's fonts has, in words: react-pdf would draw them in its built-in Helvetica,
 * whose encoding has no such glyph ('≤' came out as 'd': "Hypertension, sodium d 1500 mg").
 * Decision 304.
 */
const SIGN_WORDS: [RegExp, string][] = [
  [/\s*≤\s*/g, ' at most '],
  [/\s*≥\s*/g, ' at least '],
];

export function spellSigns(text: string): string {
  if (!/[≤≥]/.test(text)) return text;
  return SIGN_WORDS.reduce((t, [sign, words]) => t.replace(sign, words), text).trim();
}

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Every string in plain objects and arrays without emoji; other values (a logo's bytes) as they are. */
export function withoutEmoji<T>(value: T): T {
  if (typeof value === 'string') return stripEmoji(spellSigns(value)) as T;
  if (Array.isArray(value)) return value.map(withoutEmoji) as T;
  if (value && typeof value === 'object' && isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutEmoji(v)])) as T;
  return value;
}
