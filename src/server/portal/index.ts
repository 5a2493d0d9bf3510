/** What other features may use of the plan link (the dependency-cruiser rule allows only this file). */

export { clientReportCounts } from './portal.repository';
export { linkOfRequest } from './portal-access';
export { linkPlan, rulesOfClient } from './portal-view.service';
