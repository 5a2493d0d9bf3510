/** What other features may use of the restrictions feature: the client page's section. */
export { RestrictionsSection } from './RestrictionsSection';
