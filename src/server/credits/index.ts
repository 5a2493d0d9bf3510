/** What other features may use of the credits feature (the dependency-cruiser rule allows only this file). */
export {
  countLowOnCredits,
  creditsLeftOf,
  recordCreditChange,
} from './credits.repository';
export { creditsLimited, sessionCreditTotals, spendCredit } from './credits.service';
