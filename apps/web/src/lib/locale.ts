/** The number and date conventions (an Intl locale) of the UI language. */
import { useTranslation } from 'react-i18next';

/** The number and date conventions of a UI language. */
export function moneyLocale(language: string | undefined): string {
  return language?.startsWith('en') ? 'en-US' : 'id-ID';
}

export function useMoneyLocale(): string {
  const { i18n } = useTranslation();
  return moneyLocale(i18n.language);
}
