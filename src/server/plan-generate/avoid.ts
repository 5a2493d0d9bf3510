/**
 * The client's avoid list from the questionnaire's free-text answers ("peanuts, brinjal and
 * mushrooms"; "NA"). Words of three letters or more; a plural's s is dropped so 'peanuts' finds
 * 'Peanut'. A food is avoided when a term starts a word of its name or local names.
 */
const NOTHING = new Set(['na', 'n/a', 'nil', 'none', 'no', 'nothing', 'not applicable']);

export function avoidTerms(answers: string[]): string[] {
  const terms = answers
    .flatMap((a) => a.split(/[,;\n/]|\band\b|\bor\b/i))
    .map((t) => t.trim().toLowerCase().replace(/[^\p{L}\s-]/gu, '').trim())
    .filter((t) => t.length >= 3 && !NOTHING.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : t));
  return [...new Set(terms)];
}

export function isAvoided(terms: string[], name: string, localName: string | null): boolean {
  const text = `${name} ${localName ?? ''}`.toLowerCase();
  return terms.some((term) => new RegExp(`(^|[^\\p{L}])${escape(term)}`, 'u').test(text));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
