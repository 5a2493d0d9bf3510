import {
  DISH_LIST_PER_PAGE,
  DISH_MESSAGES,
  type DishDetails,
  type DishInput,
  type DishListQuery,
  type DishListRow,
} from '../../shared/dish-api';
import { dishFlags } from '../../shared/dishes';
import { factsOut, type Texture } from '../../shared/food-facts';
import { FOOD_TAGS } from '../../shared/restrictions';
import { type DishViewer, mayEditDish, mayShareDish, mayUseDish } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { type DishContent, type IngredientFoodRow, saveDishVersion } from '../db/seed/dishes';
import { namedIngredientCode } from '../db/seed/ingredient-foods';
import { diffForAudit, writeAudit } from '../lib/audit';
import { page } from '../lib/envelope';
import { AppError, notFound, ValidationError } from '../lib/errors';
import { foodsOf, storedNutrition } from './dish-nutrition';
import {
  currentVersion,
  type DishRecord,
  deleteDishRows,
  findDish,
  foodFactsOf,
  insertDish,
  listDishes,
  namedIngredientIds,
  nameTaken,
  ownerOf,
  plansUsingDish,
  updateDish,
  versionCount,
} from './dishes.repository';

type Actor = DishViewer & { ip: string };

/** The dish if this viewer may see it; a hidden dish answers 404 exactly like a missing one. */
export async function dishFor(db: Db, viewer: DishViewer, id: number): Promise<DishRecord> {
  const dish = await findDish(db, id);
  if (!dish || !mayUseDish(viewer, dish)) throw notFound(DISH_MESSAGES.notFound);
  return dish;
}

function assertCanEdit(dish: DishRecord, viewer: DishViewer) {
  if (dish.createdBy === null) throw new AppError(403, DISH_MESSAGES.starterReadOnly);
  if (!mayEditDish(viewer, dish)) throw new AppError(403, DISH_MESSAGES.notYours);
}

// ---------------------------------------------------------------- reading

/** A page of the list: flags from the current version's tags, kcal and protein per first measure. */
export async function dishPage(db: Db, viewer: DishViewer, query: DishListQuery) {
  const { rows: found, total } = await listDishes(db, viewer, query, DISH_LIST_PER_PAGE);
  const list: DishListRow[] = found.map((r) => {
    const tags = FOOD_TAGS.filter((t) => (r.tags ?? []).includes(t));
    const first = r.measures?.[0] ?? null;
    const dish = { createdBy: r.created_by };
    return {
      id: r.id,
      name: r.name,
      nameHi: r.name_hi,
      local_names: r.local_names,
      region: r.region,
      role: r.role,
      slots: r.slots,
      owner: ownerOf(dish, viewer.id),
      is_shared: r.is_shared,
      can_edit: mayEditDish(viewer, dish),
      tags,
      flags: dishFlags(tags),
      first_measure: first,
      calories: first ? (r.calories * first.grams) / 100 : null,
      protein: first ? (r.protein * first.grams) / 100 : null,
    };
  });
  return page(list, total, query.page, DISH_LIST_PER_PAGE);
}

export async function dishDetails(db: Db, viewer: DishViewer, id: number): Promise<DishDetails> {
  const dish = await dishFor(db, viewer, id);
  const version = await currentVersion(db, dish);
  const nutrition = await storedNutrition(db, version.foodItemId, version.measures);
  const facts = await foodFactsOf(db, [
    version.foodItemId,
    ...version.ingredients.flatMap((i) => (i.foodItemId === null ? [] : [i.foodItemId])),
  ]);
  return {
    id: dish.id,
    name: dish.name,
    nameHi: dish.nameHi,
    local_names: dish.localNames,
    region: dish.region,
    role: dish.role,
    slots: dish.slots,
    source: dish.source,
    owner: ownerOf(dish, viewer.id),
    is_shared: dish.isShared,
    can_edit: mayEditDish(viewer, dish),
    tags: nutrition.tags,
    flags: nutrition.flags,
    food_item_id: version.foodItemId,
    version: version.version,
    versions: await versionCount(db, dish.id),
    used_by_plans: await plansUsingDish(db, dish.id),
    yield_grams: version.yieldGrams,
    form: (dish.form as Texture | null) ?? null,
    // Added sugar in one first measure of the dish ("1 katori"), computed from the recipe.
    facts: factsOut(facts.get(version.foodItemId), version.measures[0]?.grams ?? 100),
    // Each ingredient's facts, its added sugar for the grams the recipe uses.
    ingredients: version.ingredients.map((i) => ({
      food_item_id: i.foodItemId,
      name: i.name,
      grams: i.grams,
      form: i.form ?? null,
      ...factsOut(i.foodItemId === null ? null : facts.get(i.foodItemId), i.grams),
    })),
    measures: version.measures,
    nutrition,
  };
}

// ---------------------------------------------------------------- writing

function contentOf(input: DishInput, foods: Map<number, IngredientFoodRow>): DishContent {
  return {
    name: input.name,
    localNames: input.local_names.filter(Boolean),
    yieldGrams: input.yield_grams,
    measures: input.measures.map((m) => ({ unit: m.unit, label: m.label, grams: m.grams })),
    // A food ingredient carries its food's own name, so the recipe reads as the food database does.
    ingredients: input.ingredients.map((i) => ({
      foodItemId: i.food_item_id,
      name: i.food_item_id === null ? i.name : (foods.get(i.food_item_id)?.name ?? i.name),
      grams: i.grams,
      ...(i.form ? { form: i.form } : {}),
    })),
    form: input.form,
  };
}

const tagsOfInput = (input: DishInput) => ({
  name: input.name,
  localNames: input.local_names.filter(Boolean),
  region: input.region,
  role: input.role,
  slots: input.slots,
  form: input.form,
});

/**
 * Every ingredient of a dish is a food row (issue 52, decision 292). An ingredient typed without
 * one is looked up among the named ingredients (salt, water, sambar powder…: the name is read
 * here only to search, as the food search does) and gets that food row.
 */
async function withNamedIngredients(db: Db, input: DishInput): Promise<DishInput> {
  const codes = input.ingredients.map((i) =>
    i.food_item_id === null ? namedIngredientCode(i.name) : undefined,
  );
  const ids = await namedIngredientIds(
    db,
    codes.filter((c): c is string => Boolean(c)),
  );
  return {
    ...input,
    ingredients: input.ingredients.map((i, n) => {
      const found = codes[n] ? ids.get(codes[n] as string) : undefined;
      return found ? { ...i, food_item_id: found } : i;
    }),
  };
}

/**
 * A new dish names a food row for every ingredient (issue 52, decision 292), so its facts
 * (texture, added sugar, season, hing) are read, never guessed: each ingredient without one, after
 * the named ingredients are found, is a field message; nothing is written.
 */
function refuseIngredientsWithoutFood(input: DishInput) {
  const errors: Record<string, string> = {};
  input.ingredients.forEach((i, n) => {
    if (i.food_item_id === null)
      errors[`ingredients.${n}.food_item_id`] =
        `Please choose a food for ${i.name} from the search (salt, water and spice blends are foods too)`;
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function refuseTakenName(db: Db, viewer: DishViewer, name: string, exceptId: number | null) {
  if (await nameTaken(db, viewer, name, exceptId))
    throw new ValidationError({ name: 'A dish with this name already exists' });
}

export async function createDish(db: Db, actor: Actor, typed: DishInput) {
  const input = await withNamedIngredients(db, typed);
  refuseIngredientsWithoutFood(input);
  const foods = await foodsOf(db, input);
  await refuseTakenName(db, actor, input.name, null);
  return inTransaction(db, async (tx) => {
    const id = await insertDish(tx, {
      ...tagsOfInput(input),
      source: 'Own recipe',
      createdBy: actor.id,
      isShared: false,
    });
    const saved = await saveDishVersion(tx, id, contentOf(input, foods), foods, actor.id);
    await writeAudit(tx, {
      userId: actor.id,
      action: 'create',
      entity: 'dish',
      entityId: id,
      changes: { name: input.name, version: saved.version },
      ip: actor.ip,
    });
    return { id, ...saved };
  });
}

export async function editDish(db: Db, actor: Actor, id: number, typed: DishInput) {
  const input = await withNamedIngredients(db, typed);
  const dish = await dishFor(db, actor, id);
  assertCanEdit(dish, actor);
  const foods = await foodsOf(db, input);
  await refuseTakenName(db, actor, input.name, id);
  return inTransaction(db, async (tx) => {
    const before = await currentVersion(tx, dish);
    const after = contentOf(input, foods);
    await updateDish(tx, id, tagsOfInput(input));
    const saved = await saveDishVersion(tx, id, after, foods, actor.id);
    await writeAudit(tx, {
      userId: actor.id,
      action: 'update',
      entity: 'dish',
      entityId: id,
      changes: {
        ...diffForAudit(
          {
            ...tagsOfDish(dish),
            ingredients: before.ingredients,
            yieldGrams: before.yieldGrams,
            measures: before.measures,
          },
          {
            ...tagsOfInput(input),
            ingredients: after.ingredients,
            yieldGrams: after.yieldGrams,
            measures: after.measures,
          },
        ),
        version: { from: before.version, to: saved.version },
      },
      ip: actor.ip,
    });
    return saved;
  });
}

const tagsOfDish = (dish: DishRecord) => ({
  name: dish.name,
  localNames: dish.localNames,
  region: dish.region,
  role: dish.role,
  slots: dish.slots,
});

/** Deletes a dish no plan uses; a dish in a plan is refused with a message, nothing changed. */
export async function deleteDish(db: Db, actor: Actor, id: number) {
  const dish = await dishFor(db, actor, id);
  assertCanEdit(dish, actor);
  return inTransaction(db, async (tx) => {
    const plans = await plansUsingDish(tx, id);
    if (plans > 0) throw new AppError(409, DISH_MESSAGES.inUse(plans));
    await deleteDishRows(tx, id);
    await writeAudit(tx, {
      userId: actor.id,
      action: 'delete',
      entity: 'dish',
      entityId: id,
      changes: { name: dish.name },
      ip: actor.ip,
    });
  });
}

/** An admin shares a practice dish with every nutritionist (or stops sharing it). */
export async function shareDish(db: Db, actor: Actor, id: number, isShared: boolean) {
  const dish = await dishFor(db, actor, id);
  if (!mayShareDish(actor)) throw new AppError(403, DISH_MESSAGES.notYours);
  if (dish.createdBy === null) throw new AppError(403, DISH_MESSAGES.starterReadOnly);
  return inTransaction(db, async (tx) => {
    await updateDish(tx, id, { isShared });
    await writeAudit(tx, {
      userId: actor.id,
      action: 'update',
      entity: 'dish',
      entityId: id,
      changes: { isShared: { from: dish.isShared, to: isShared } },
      ip: actor.ip,
    });
  });
}
