/** What other features may use of the settings feature: the practice's print settings and logo. */

export { practiceMealTimes } from './meal-times';
export { type PracticeLogo, readPracticeLogo, sendLogo } from './practice-logo';
export { readPrintLogo, readPrintSettings } from './print-settings';
