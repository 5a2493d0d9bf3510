/** What other features may use of the dishes: which dishes a viewer sees (search offers only those). */
export { type DishViewer, visibleTo } from './dishes.repository';
