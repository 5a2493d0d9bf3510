/** Kept apart from the Zod schemas so pages that need only the number don't load Zod. */
export const PASSWORD_MIN_LENGTH = 8;
