import { z } from 'zod';
import { id, isStorableText, isWebLink, pageSchema, UNSTORABLE_MESSAGE, WEB_LINK_MESSAGE } from './fields';

/** The practice's catalogues of supplements and recipes (Manage Data, second panel). */
export const CATALOGUE_PAGE_SIZE = 20;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `Please keep the ${label} under ${max} characters`).optional().default('');

/** A link is optional; when given it must be a web address (never javascript: or data:). */
const optionalLink = z
  .string()
  .trim()
  .max(2000, 'The link is too long')
  .optional()
  .default('')
  .refine((v) => v === '' || isWebLink(v), { message: WEB_LINK_MESSAGE });

export const supplementSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter the supplement name')
    .max(200, 'Please keep the name under 200 characters'),
  link: optionalLink,
  dosage: optionalText(500, 'dosage'),
});
export type SupplementInput = z.infer<typeof supplementSchema>;

export const recipeSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter the recipe name')
    .max(200, 'Please keep the name under 200 characters'),
  link: optionalLink,
  meal: optionalText(100, 'meal'),
  dish_type: optionalText(100, 'dish type'),
});
export type RecipeInput = z.infer<typeof recipeSchema>;

export const idSchema = z.object({ id: id('Please choose a row') });
export const catalogueListSchema = z.object({
  q: z.string().trim().max(100).refine(isStorableText, UNSTORABLE_MESSAGE).optional().default(''),
  page: pageSchema,
});
export const catalogueImportSchema = z.object({
  url: z.string().trim().min(1, 'Please enter the sheet URL').max(2000, 'The URL is too long'),
});

export type SupplementRow = { id: number; name: string; link: string; dosage: string };
export type RecipeRow = { id: number; name: string; link: string; meal: string; dish_type: string };

/** Meal suggestions for the recipe form; any other text is allowed too. */
export const RECIPE_MEALS = [
  'Breakfast',
  'Morning Snack',
  'Lunch',
  'Evening Snack',
  'Dinner',
  'Snack',
] as const;

export type CatalogueKind = 'supplement' | 'recipe';
export const CATALOGUE_PATHS: Record<CatalogueKind, string> = {
  supplement: '/api/v1/diet/supplement/catalogue',
  recipe: '/api/v1/diet/planrecipe/catalogue',
};

/** CSV columns of an import (headers compared without case or spaces: "Dish Type" = dish_type). */
export const CATALOGUE_CSV_COLUMNS: Record<CatalogueKind, string[]> = {
  supplement: ['name', 'link', 'dosage'],
  recipe: ['name', 'link', 'meal', 'dish_type'],
};

/** data of a catalogue import: what changed, or the rows that stopped it. */
export type CatalogueImportResult = { added: number; updated: number };
