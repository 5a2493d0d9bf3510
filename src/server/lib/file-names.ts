import contentDisposition from 'content-disposition';

/**
 * File names in any script, emoji kept (issue 34 point 12, decision 189): what a practice named a
 * file is what it downloads as. Headers carry them as RFC 6266 `filename*` (UTF-8), with an
 * ASCII `filename` for old clients.
 */

/** A character a stored file name keeps: letters, marks and digits of any script, emoji, ZWJ/ZWNJ, ` ._()-`. */
const KEPT =
  /^(?:[\p{L}\p{M}\p{N} ._()-]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200c|\u200d|\ufe0f|\u20e3)$/u;

/** The last part of an uploaded file's path with only kept characters, at most `max` of them; '' when none. */
export function cleanFileName(name: string | undefined, max = 150): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((ch) => KEPT.test(ch))
    .slice(0, max)
    .join('')
    .trim();
}

/** The ASCII stand-in for old clients: other characters become '-', runs of them one. */
export function asciiFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const ascii = stem
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._()-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${ascii || 'file'}${ext.replace(/[^A-Za-z0-9.]/g, '')}`;
}

/** `inline|attachment; filename="ascii"; filename*=UTF-8''…` for any name. */
export function dispositionOf(name: string, type: 'inline' | 'attachment' = 'attachment'): string {
  return contentDisposition(name, { type, fallback: asciiFileName(name) });
}
