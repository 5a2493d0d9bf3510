/**
 * IFCT 2017's local names of a food (its `lang` text), read by the reference-data loader (a food's
 * Hindi name, db/seed/foods-plain-names.ts) and by the food search (the names shown under a food).
 */
export type LocalName = { languages: string[]; value: string };

/** IFCT's `lang` text: 'A. Moida; B. Maida; E. Refined flour; H. Maida; …' → its entries. */
export function parseLocalNames(text: string | null | undefined): LocalName[] {
  if (!text) return [];
  const entries: LocalName[] = [];
  for (const part of text.split(';')) {
    const m = /^\s*((?:[A-Z][A-Za-z]*\.\s*,?\s*)+)(.+)$/.exec(part);
    if (!m) continue;
    const languages = m[1].split(/[.,\s]+/).filter(Boolean);
    const value = m[2].replace(/\[.*?\]/g, '').trim();
    if (value) entries.push({ languages, value });
  }
  return entries;
}
