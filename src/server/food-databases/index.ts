/** What other features may use of the food databases: their sources, their import, their count. */
export { countActiveFoods, listFoodSources } from './food-databases.repository';
export { importFoodSource } from './food-import';
