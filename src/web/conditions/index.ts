/** What other features may use of the conditions feature: the client page's panel. */
export { ConditionsPanel } from './ConditionsPanel';
