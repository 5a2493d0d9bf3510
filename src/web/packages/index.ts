/** What other features may use of packages: the client page's Package Details section. */
export { default as ClientPackagesSection } from './ClientPackagesSection';
