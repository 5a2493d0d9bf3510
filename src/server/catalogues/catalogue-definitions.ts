import type { ZodType } from 'zod';
import {
  type CatalogueKind,
  type RecipeInput,
  type RecipeRow,
  recipeSchema,
  type SupplementInput,
  type SupplementRow,
  supplementSchema,
} from '../../shared/catalogues';
import { recipes, supplements } from '../db/schema/index';
import type { CsvColumns } from '../lib/csv-table';

/**
 * What differs between the two catalogues; the repository and routes are shared. Both tables
 * have id, name (unique), link and created_by; the rest is in `toValues`/`toRow`.
 */
export type CatalogueDefinition<I extends { name: string }, R extends { id: number; name: string }> = {
  kind: CatalogueKind;
  table: typeof supplements | typeof recipes;
  label: string;
  schema: ZodType<I>;
  columns: CsvColumns;
  toValues: (input: I) => Record<string, string | null>;
  toRow: (row: Record<string, unknown>) => R;
};

const orNull = (v: string) => (v === '' ? null : v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const supplementCatalogue: CatalogueDefinition<SupplementInput, SupplementRow> = {
  kind: 'supplement',
  table: supplements,
  label: 'Supplement',
  schema: supplementSchema,
  columns: {
    name: ['name', 'SupplementName', 'Supplement'],
    link: ['link', 'url'],
    dosage: ['dosage', 'dose'],
  },
  toValues: (i) => ({ name: i.name, link: orNull(i.link), dosage: orNull(i.dosage) }),
  toRow: (r) => ({ id: Number(r.id), name: str(r.name), link: str(r.link), dosage: str(r.dosage) }),
};

export const recipeCatalogue: CatalogueDefinition<RecipeInput, RecipeRow> = {
  kind: 'recipe',
  table: recipes,
  label: 'Recipe',
  schema: recipeSchema,
  columns: {
    name: ['name', 'Recipe Name', 'Recipe'],
    link: ['link', 'url'],
    meal: ['meal'],
    dish_type: ['dish_type', 'Dish Type', 'dishtype'],
  },
  toValues: (i) => ({
    name: i.name,
    link: orNull(i.link),
    meal: orNull(i.meal),
    dishType: orNull(i.dish_type),
  }),
  toRow: (r) => ({
    id: Number(r.id),
    name: str(r.name),
    link: str(r.link),
    meal: str(r.meal),
    dish_type: str(r.dishType),
  }),
};
