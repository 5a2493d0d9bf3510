/** What other features may use of the plan link (the dependency-cruiser rule allows only this file). */

// Reads for the progress report (plan-pdf/): the package's ticks and the plan they are about.
// …and the foods' Hindi names, for a Hindi copy of the plan PDF.
export { clientReportCounts, foodNamesOf, newestPlanOf, sharedPlanOf, ticksOf } from './portal.repository';
export { linkOfRequest } from './portal-access';
export { linkPlan, rulesOfClient } from './portal-view.service';
