import { useEffect, useRef } from 'react';
import { showLanguage } from '../../lib/i18n';

/**
 * Shows the page in the language of what a link opens (an invoice's, a statement's), once per
 * link: after that the visitor's own choice stands.
 */
export function useLinkLanguage(language: 'id' | 'en' | undefined, token: string) {
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!language || shownFor.current === token) return;
    shownFor.current = token;
    void showLanguage(language);
  }, [language, token]);
}
