import { CATALOGUE_PATHS, type CatalogueKind, RECIPE_MEALS } from '../../shared/catalogues';

/** What the catalogue panel shows per kind; fields in form order. */
export type CatalogueField = {
  key: string;
  label: string;
  placeholder?: string;
  suggestions?: readonly string[];
  required?: boolean;
};

export type CatalogueConfig = {
  kind: CatalogueKind;
  title: string;
  noun: string;
  path: string;
  fields: CatalogueField[];
  csvHint: string;
};

export const CATALOGUES: CatalogueConfig[] = [
  {
    kind: 'supplement',
    title: 'Supplements',
    noun: 'supplement',
    path: CATALOGUE_PATHS.supplement,
    fields: [
      { key: 'name', label: 'Supplement Name', placeholder: 'Vitamin D3 60,000 IU', required: true },
      { key: 'link', label: 'Link', placeholder: 'https://…' },
      { key: 'dosage', label: 'Dosage', placeholder: '1 sachet weekly with milk' },
    ],
    csvHint: 'Columns: name (or SupplementName), link, dosage.',
  },
  {
    kind: 'recipe',
    title: 'Recipes',
    noun: 'recipe',
    path: CATALOGUE_PATHS.recipe,
    fields: [
      { key: 'name', label: 'Recipe Name', placeholder: 'Moong Dal Chilla', required: true },
      { key: 'link', label: 'Link', placeholder: 'https://…' },
      { key: 'meal', label: 'Meal', suggestions: RECIPE_MEALS },
      { key: 'dish_type', label: 'Dish Type', placeholder: 'Main, Curry, Salad…' },
    ],
    csvHint: 'Columns: name (or Recipe Name), link, meal, dish_type (or Dish Type).',
  },
];
