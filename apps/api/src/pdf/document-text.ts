/**
 * What every document writes the same way in its language: a business date in the business's
 * date format, and the locale its money is written in (as the web writes it).
 */
import type { DateFormat } from '@usaha/shared';

export type DocumentLanguage = 'id' | 'en';

const MONTHS: Record<DocumentLanguage, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** A business date (`YYYY-MM-DD`) in the business's date format. */
export function formatDocumentDate(date: string, format: DateFormat, language: DocumentLanguage) {
  const [year = '', month = '', day = ''] = date.split('-');
  switch (format) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    case 'YYYY-MM-DD':
      return date;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'D MMM YYYY':
      return `${Number(day)} ${MONTHS[language][Number(month) - 1] ?? month} ${year}`;
  }
}

/** A month (`YYYY-MM`) as a column's title: "Nov 2026" (id: "Agu 2026"). */
export function formatDocumentMonth(month: string, language: DocumentLanguage) {
  const [year = '', number = ''] = month.split('-');
  return `${MONTHS[language][Number(number) - 1] ?? number} ${year}`;
}

/** The locale money is written in for a language (as the web writes it). */
export const moneyLocale = (language: DocumentLanguage) => (language === 'en' ? 'en-US' : 'id-ID');
