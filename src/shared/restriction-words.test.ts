import { describe, expect, it } from 'vitest';
import { readRestrictionText } from './restriction-text';
import { RESTRICTION_WORDS, toReaderWords } from './restriction-words';
import { type FoodTag, matchKey } from './restrictions';

/** Issue 32: every allergen of the issue, written the way clients write it, in each script. */
const WRITTEN: Record<string, Record<string, string>> = {
  English: {
    peanut: 'allergic to groundnuts',
    sesame: 'sesame allergy',
    mustard: 'mustard allergy',
    milk: 'milk allergy',
    egg: 'allergic to eggs',
    crustacean: 'prawn allergy',
    wheat: 'wheat allergy',
  },
  Hindi: {
    peanut: 'मूंगफली से एलर्जी है',
    sesame: 'तिल से एलर्जी',
    mustard: 'सरसों से एलर्जी',
    milk: 'दूध से एलर्जी है',
    egg: 'अंडा नहीं खाते',
    crustacean: 'झींगा से एलर्जी',
    wheat: 'गेहूं से एलर्जी',
  },
  Tamil: {
    peanut: 'வேர்க்கடலை ஒவ்வாமை',
    sesame: 'எள் ஒவ்வாமை',
    mustard: 'கடுகு ஒவ்வாமை',
    milk: 'பால் ஒவ்வாமை',
    egg: 'முட்டை ஒவ்வாமை',
    crustacean: 'இறால் ஒவ்வாமை',
    wheat: 'கோதுமை ஒவ்வாமை',
  },
  Bengali: {
    peanut: 'চিনাবাদামে অ্যালার্জি আছে',
    sesame: 'তিলে অ্যালার্জি',
    mustard: 'সরষে অ্যালার্জি',
    milk: 'দুধে অ্যালার্জি',
    egg: 'ডিমে অ্যালার্জি',
    crustacean: 'চিংড়ি মাছে অ্যালার্জি',
    wheat: 'গমে অ্যালার্জি',
  },
  Hinglish: {
    peanut: 'moongphali se allergy hai',
    sesame: 'til se allergy',
    mustard: 'sarson se allergy hai',
    milk: 'doodh se allergy',
    egg: 'anda nahi khate',
    crustacean: 'jhinga se allergy',
    wheat: 'gehun se allergy',
  },
};

describe('restriction text in the Indian scripts and Hinglish (issue 32)', () => {
  for (const [language, byTag] of Object.entries(WRITTEN))
    for (const [tag, text] of Object.entries(byTag))
      it(`${language}: "${text}" is a ${tag} allergy`, () => {
        const read = readRestrictionText(text);
        expect(read.matches.map(matchKey)).toContain(`allergy:${tag as FoodTag}`);
        expect(read.unmatched).toEqual([]);
      });

  it('splits a list at "और" and keeps each part as written', () => {
    const read = readRestrictionText('तिल और सरसों से एलर्जी');
    expect(read.matches.map((m) => [matchKey(m), m.text])).toEqual([
      ['allergy:sesame', 'तिल'],
      ['allergy:mustard', 'सरसों से एलर्जी'],
    ]);
  });

  it('shows a word it does not know as written, never drops it', () => {
    expect(readRestrictionText('कटहल से एलर्जी').unmatched).toEqual(['कटहल से एलर्जी']);
    expect(readRestrictionText('மூங்கில் ஒவ்வாமை').unmatched).toEqual(['மூங்கில் ஒவ்வாமை']);
    const mixed = readRestrictionText('मूंगफली, कटहल');
    expect(mixed.matches.map(matchKey)).toEqual(['allergy:peanut']);
    expect(mixed.unmatched).toEqual(['कटहल']);
  });

  it('reads "no allergy" in Hindi and Hinglish as nothing', () => {
    for (const text of ['कोई एलर्जी नहीं', 'koi allergy nahi', 'कुछ नहीं'])
      expect(readRestrictionText(text)).toEqual({ matches: [], unmatched: [] });
  });

  it('reads "नहीं पचता" as an intolerance and the diets of the scripts', () => {
    expect(readRestrictionText('दूध नहीं पचता').matches.map(matchKey)).toEqual(['intolerance:milk']);
    expect(readRestrictionText('शाकाहारी').matches.map(matchKey)).toEqual(['diet:vegetarian']);
    expect(readRestrictionText('চিংড়ি মাছে অ্যালার্জি').matches.map(matchKey)).toEqual(['allergy:crustacean']);
    expect(readRestrictionText('प्याज लहसुन नहीं खाते')).toMatchObject({
      matches: [{ kind: 'diet', diet: 'no_onion_garlic' }],
      unmatched: [],
    });
    expect(readRestrictionText('Non vegetarian').matches).toEqual([]);
  });

  it('reads the allergen words of the other scripts', () => {
    const cases: [string, FoodTag][] = [
      ['शेंगदाण्याची ॲलर्जी आहे', 'peanut'], // Marathi
      ['મગફળીની એલર્જી', 'peanut'], // Gujarati
      ['ਮੂੰਗਫਲੀ ਤੋਂ ਐਲਰਜੀ ਹੈ', 'peanut'], // Punjabi
      ['ଚିଙ୍ଗୁଡ଼ି ଆଲର୍ଜି', 'crustacean'], // Odia
      ['నువ్వులు అలెర్జీ', 'sesame'], // Telugu
      ['ಸಾಸಿವೆ ಅಲರ್ಜಿ', 'mustard'], // Kannada
      ['ചെമ്മീൻ അലർജി', 'crustacean'], // Malayalam
    ];
    for (const [text, tag] of cases)
      expect(readRestrictionText(text).matches.map(matchKey)).toContain(`allergy:${tag}`);
  });

  it('every word of the table becomes a word the reader knows', () => {
    for (const row of RESTRICTION_WORDS) {
      if (row.means === '' || row.means === 'and' || row.means === 'or' || row.means === 'not') continue;
      for (const word of row.words) {
        const read = toReaderWords(word);
        expect(read, `${row.language} ${word}`).toBe(row.means);
      }
    }
  });

  it('keeps both spellings of ড় (one code point, or ড + nukta) the same', () => {
    expect(toReaderWords('\u099a\u09bf\u0982\u09dc\u09bf')).toBe('prawn');
    expect(toReaderWords('\u099a\u09bf\u0982\u09a1\u09bc\u09bf')).toBe('prawn');
  });
});
