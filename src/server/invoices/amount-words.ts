import { ToWords } from 'to-words';

/** Indian English numbering (lakh, crore) with rupees and paise: to-words' en-IN locale. */
const toWords = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });

/** 708050 paise → "Seven Thousand Eighty Rupees And Fifty Paise Only". */
export const amountInWords = (paise: number) => toWords.convert(paise / 100);
