/** What other features may use of the vitals (plans' condition checks, the targets, the generator). */
export { latestVital } from './latest-vital';
