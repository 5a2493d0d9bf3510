/** What other features may use of the food feature: foods as a client reads them (decision 208). */
/** A counted piece of an IFCT food ("almond" of 1.23 g), for the generator's whole nuts (decision 256). */
export {
  type ClientFoods,
  clientFoodsOf,
  clientPieceOf,
  countedPieceOf,
  kitchenIngredient,
} from './client-foods';
