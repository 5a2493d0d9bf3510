/**
 * "Tea or coffee" (issue 52 point 2): one definition for the anaemia rule's check line and food
 * filter (row anaemia-tea-coffee) and the generator's meal patterns (tea is never a breakfast's
 * protein). The two copies had drifted: the check read tea|chai|coffee, the generator also
 * kaapi|kahwa, so a dish named "Kahwa" passed the anaemia rule. No `beverage` food fact exists yet
 * (issue 52 point 1 adds texture, sugar, season, GI, liquid, salted, compounded hing), so this is
 * the one shared list of words, read on a food's name or dish key; when a tea/coffee fact exists,
 * it replaces this list.
 */
export const TEA_COFFEE_WORDS = ['tea', 'chai', 'coffee', 'kaapi', 'kahwa', 'kahwah', 'qahwa'] as const;

/** A whole word of the list, in a name ("Masala chai (no sugar)") or a key ("filter-coffee", "kashmiri_kahwa"). */
export const TEA_COFFEE = new RegExp(`(^|[^a-z])(${TEA_COFFEE_WORDS.join('|')})([^a-z]|$)`, 'i');
