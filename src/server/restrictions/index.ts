/** What other features may use of the restrictions feature (allergies, intolerances, diets). */

export {
  auditOverrides,
  conflictsOfItems,
  type Override,
  refuseUnsafeItems,
  restrictionsOfClient,
  withoutConflicts,
} from './restrictions.service';
