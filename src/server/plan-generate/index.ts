/** What other features may use of plan generation (the dependency-cruiser rule allows only this file). */
export { type LibraryReach, libraryReach } from './reach';
