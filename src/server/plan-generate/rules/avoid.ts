/**
 * The client's avoid list from the questionnaire's free-text answers ("peanuts, brinjal and
 * mushrooms"; "NA"). Words of three letters or more; a plural's s is dropped so 'peanuts' finds
 * 'Peanut'. A food is avoided when a term starts a word of its name or local names.
 */
const NOTHING = new Set(['na', 'n/a', 'nil', 'none', 'no', 'nothing', 'not applicable']);

/** Names clients write for foods IFCT names otherwise (an allergy must never slip through a word). */
const SYNONYMS: Record<string, string[]> = {
  peanut: ['ground nut', 'groundnut'],
  sesame: ['gingelly'],
  okra: ['ladies finger'],
  bhindi: ['ladies finger'],
  eggplant: ['brinjal'],
  baingan: ['brinjal'],
  dairy: ['milk', 'paneer', 'khoa', 'ghee', 'butter'],
  lactose: ['milk', 'paneer', 'khoa'],
  gluten: ['wheat', 'barley'],
  soy: ['soya'],
  fish: ['fish', 'pomfret', 'mackerel', 'sardine', 'tuna'],
};

export function avoidTerms(answers: string[]): string[] {
  const terms = answers
    .flatMap((a) => a.split(/[,;\n/]|\band\b|\bor\b/i))
    .map((t) =>
      t
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\s-]/gu, '')
        .trim(),
    )
    .filter((t) => t.length >= 3 && !NOTHING.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : t));
  return [...new Set(terms.flatMap((t) => [t, ...(SYNONYMS[t] ?? [])]))];
}

export function isAvoided(terms: string[], name: string, localName: string | null): boolean {
  const text = `${name} ${localName ?? ''}`.toLowerCase();
  return terms.some((term) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(term)}`, 'u').test(text));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
