/** What other features may use of the settings feature: the practice's print settings and logo. */
export { readPrintLogo, readPrintSettings } from './print-settings';
