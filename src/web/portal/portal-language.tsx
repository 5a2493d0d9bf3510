import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { type Language, type MessageKey, text } from './messages';

type PortalText = {
  lang: Language;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  /**
   * A food's name as the client reads it: in Hindi its Devanagari name where the library has one,
   * else the English name (decision 216: never a list of romanised aliases).
   */
  foodName: (food: { name: string; name_hi: string | null }) => string;
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
    foodName: (food) => (lang === 'hi' ? (food.name_hi ?? food.name) : food.name),
  };
  return <PortalLanguageContext value={value}>{children}</PortalLanguageContext>;
}

export function usePortalText(): PortalText {
  const value = useContext(PortalLanguageContext);
  if (!value) throw new Error('usePortalText outside PortalLanguage');
  return value;
}
