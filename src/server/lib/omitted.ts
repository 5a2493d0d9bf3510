/**
 * An edit call fills the fields it leaves out with their stored values, so an API caller never
 * loses data by omission; sending '' or null still clears a field (that is how the forms clear).
 */
export function keepOmitted(
  raw: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...raw };
  for (const [key, value] of Object.entries(stored)) if (!(key in raw)) merged[key] = value;
  return merged;
}
