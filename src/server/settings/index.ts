/** What other features may use of the settings feature: the practice's print settings and logo. */

export { imageSize, sniffImage } from './image';
export { practiceMealTimes } from './meal-times';
export { type PracticeLogo, readPracticeLogo, sendLogo } from './practice-logo';
export { readPrintLogo, readPrintSettings, safeName } from './print-settings';
