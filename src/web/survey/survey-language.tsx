/**
 * The questionnaire's language (issue 34 point 7, decision 218): a switch on the client's page,
 * remembered on the phone, with the page's own words here and the question bank's in
 * shared/survey-hindi.ts. The page sets <html lang>, which also names the Devanagari font.
 */
import { Button, Group } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { SurveyLanguage } from '../../shared/survey-hindi';
import { HindiWord } from '../components/HindiWord';

const en = {
  title: 'Nutrition Assessment Questionnaire',
  language: 'Language',
  loading: 'Loading...',
  loadFailed: 'The questionnaire could not be loaded. Please check your connection and reload this page.',
  hello:
    'Hello {name}, your answers help your nutritionist plan meals that fit you. They are saved as you go; you can come back to this link any time.',
  submitted: 'You have submitted this questionnaire. Changes you make now reach your nutritionist too.',
  edit: 'Edit',
  view: 'View',
  complete: '{n}% complete',
  saveForNow: 'Save for Now',
  submit: 'Submit',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved yet: the connection dropped, trying again…',
  offline:
    'Not saved yet: check your connection. Your answer is kept on this device and sent when you change it again.',
  yes: 'Yes',
  no: 'No',
} as const;

export type SurveyKey = keyof typeof en;

const hi: Record<SurveyKey, string> = {
  title: 'पोषण जाँच प्रश्नावली',
  language: 'भाषा',
  loading: 'खुल रहा है…',
  loadFailed: 'प्रश्नावली नहीं खुल सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा खोलें।',
  hello:
    'नमस्ते {name}, आपके जवाबों से आपके न्यूट्रिशनिस्ट आपके लिए सही भोजन तय कर पाएँगे। हर जवाब लिखते ही सहेज लिया जाता है; आप कभी भी इस लिंक पर लौट सकते हैं।',
  submitted: 'आप यह प्रश्नावली भेज चुके हैं। अब किए गए बदलाव भी आपके न्यूट्रिशनिस्ट तक पहुँचेंगे।',
  edit: 'बदलें',
  view: 'देखें',
  complete: '{n}% पूरा',
  saveForNow: 'अभी के लिए सहेजें',
  submit: 'भेजें',
  saving: 'सहेजा जा रहा है…',
  saved: 'सहेजा गया',
  retrying: 'अभी सहेजा नहीं गया: कनेक्शन टूट गया, फिर से कोशिश हो रही है…',
  offline: 'अभी सहेजा नहीं गया: अपना कनेक्शन जाँचें। आपका जवाब इस फ़ोन पर रखा है और अगली बार बदलने पर भेज दिया जाएगा।',
  yes: 'हाँ',
  no: 'नहीं',
};

const CATALOGUES: Record<SurveyLanguage, Record<SurveyKey, string>> = { en, hi };

export function surveyText(lang: SurveyLanguage, key: SurveyKey, values?: Record<string, string | number>) {
  const template = CATALOGUES[lang][key];
  return values
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
    : template;
}

const KEY = 'nutridesk.survey.language';

/** The language chosen on this phone before, else the phone's own (Hindi when it asks for it). */
export function rememberedSurveyLanguage(): SurveyLanguage {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // storage blocked: the phone's language
  }
  return navigator.language.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

export function rememberSurveyLanguage(lang: SurveyLanguage) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // not remembered, still shown
  }
}

const SurveyLanguageContext = createContext<SurveyLanguage>('en');

export function SurveyLanguageProvider({ lang, children }: { lang: SurveyLanguage; children: ReactNode }) {
  // Screen readers, hyphenation and the Devanagari font follow the page's language.
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
  return <SurveyLanguageContext value={lang}>{children}</SurveyLanguageContext>;
}

export const useSurveyLanguage = () => useContext(SurveyLanguageContext);

/** English | हिन्दी, the pressed one the page's language. */
export function SurveyLanguageSwitch({ onChange }: { onChange: (lang: SurveyLanguage) => void }) {
  const lang = useSurveyLanguage();
  const options = [
    { value: 'en', label: 'English' },
    // A path, not text: an English page has no Devanagari font (decision 267).
    { value: 'hi', label: <HindiWord /> },
  ] as const;
  return (
    <Group
      gap={4}
      role="group"
      aria-label={surveyText(lang, 'language')}
      data-testid="survey-language"
      wrap="nowrap"
    >
      {options.map((o) => (
        <Button
          key={o.value}
          size="xs"
          variant={o.value === lang ? 'filled' : 'default'}
          aria-pressed={o.value === lang}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}
