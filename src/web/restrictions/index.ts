/** What other features may use of the restrictions feature: the client page's section, and what is not enforced. */
export { ClientNotEnforced, NotEnforcedAlert } from './NotEnforced';
export { RestrictionsSection } from './RestrictionsSection';
export { useRestrictions } from './restrictions-queries';
