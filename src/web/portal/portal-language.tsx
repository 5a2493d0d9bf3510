import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { type Language, type MessageKey, text } from './messages';

type PortalText = {
  lang: Language;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  /** A food's name as the client reads it: IFCT's local name in Hindi when the library has one. */
  foodName: (food: { name: string; local_name: string | null }) => string;
};

const PortalLanguageContext = createContext<PortalText | null>(null);

export function PortalLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  // Screen readers and the browser's hyphenation follow the page's language.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value: PortalText = {
    lang,
    t: (key, values) => text(lang, key, values),
    foodName: (food) => (lang === 'hi' && food.local_name ? food.local_name : food.name),
  };
  return <PortalLanguageContext value={value}>{children}</PortalLanguageContext>;
}

export function usePortalText(): PortalText {
  const value = useContext(PortalLanguageContext);
  if (!value) throw new Error('usePortalText outside PortalLanguage');
  return value;
}
