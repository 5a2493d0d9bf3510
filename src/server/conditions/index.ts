/** What other features may use of the conditions feature (issue 35): the confirmed list. */
export { conditionsOfClient, confirmedConditions } from './conditions.service';
