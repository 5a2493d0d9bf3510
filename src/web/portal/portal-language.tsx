import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { type Language, type MessageKey, text } from './messages';

type PortalText = {
  lang: Language;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  /** A food's name as the client reads it: IFCT's local name in Hindi when the library has one. */
  foodName: (food: { name: string; local_name: string | null }) => string;
};

/**
 * The Hindi name in a local name. IFCT lists every language's names in one text ("A. Chira,
 * Chiura; B. Chide, Chira; H. Poha; …", H. for Hindi): the first Hindi name of such a list; any
 * other text is taken as the Hindi name itself.
 */
export function hindiName(localName: string | null): string | null {
  if (!localName?.trim()) return null;
  if (!/(^|;\s*)[A-Z][a-z]{0,4}\.\s/.test(localName)) return localName.trim();
  const hindi = /(?:^|;)\s*H\.\s*([^;]+)/.exec(localName);
  return hindi ? (hindi[1].split(',')[0]?.trim() ?? null) || null : null;
}

const PortalLanguageContext = createContext<PortalText | null>(null);

export function PortalLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  // Screen readers and the browser's hyphenation follow the page's language.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value: PortalText = {
    lang,
    t: (key, values) => text(lang, key, values),
    foodName: (food) => (lang === 'hi' ? (hindiName(food.local_name) ?? food.name) : food.name),
  };
  return <PortalLanguageContext value={value}>{children}</PortalLanguageContext>;
}

export function usePortalText(): PortalText {
  const value = useContext(PortalLanguageContext);
  if (!value) throw new Error('usePortalText outside PortalLanguage');
  return value;
}
