/** What other features may use of the food feature: foods as a client reads them (decision 208). */
export { type ClientFoods, clientFoodsOf, kitchenIngredient } from './client-foods';
