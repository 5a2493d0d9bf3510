/** LIKE/ILIKE patterns: what the user typed is matched as text, its % and _ as themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern that finds `text` anywhere in a value. */
export const likeContains = (text: string) => `%${escapeLike(text)}%`;
