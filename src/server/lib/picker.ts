/**
 * A picker's short list with the record already chosen in the form added first when the list
 * left it out (a form always shows its current value). `findChosen` applies the same visibility.
 */
export async function withChosen<R extends { id: number }>(
  rows: R[],
  chosenId: number | undefined,
  findChosen: (id: number) => Promise<R | undefined>,
): Promise<R[]> {
  if (!chosenId || rows.some((r) => r.id === chosenId)) return rows;
  const chosen = await findChosen(chosenId);
  return chosen ? [chosen, ...rows] : rows;
}
