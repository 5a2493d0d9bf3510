/** What other features may use of the plans feature (the dependency-cruiser rule allows only this file). */
export { loadWorkspace, preferenceOf } from './workspace.repository';
