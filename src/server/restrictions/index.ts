/** What other features may use of the restrictions feature (allergies, intolerances, diets). */

export {
  restrictionsOfClient,
  withoutConflicts,
} from './restrictions.service';
