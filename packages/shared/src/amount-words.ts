/**
 * An amount written in words for an invoice's "Terbilang" line, in Indonesian or English:
 * 150000000 IDR → "satu juta lima ratus ribu rupiah" / "one million five hundred thousand rupiah".
 * Integer arithmetic only, on safe integers.
 */
import { type CurrencyCode, currencyExponent } from './money';

export type WordsLanguage = 'id' | 'en';

type UnitNames = { id: string; en: readonly [one: string, many: string] };
type CurrencyNames = { major: UnitNames; minor: UnitNames };

const same = (name: string) => [name, name] as const;
const cents: UnitNames = { id: 'sen', en: ['cent', 'cents'] };
const sen: UnitNames = { id: 'sen', en: same('sen') };
const fils: UnitNames = { id: 'fils', en: same('fils') };
const none: UnitNames = { id: '', en: same('') };

/** Every supported currency (money.ts) is named, so a new one cannot be added without its words. */
const CURRENCY_NAMES: Record<CurrencyCode, CurrencyNames> = {
  IDR: { major: { id: 'rupiah', en: same('rupiah') }, minor: sen },
  USD: { major: { id: 'dolar AS', en: ['US dollar', 'US dollars'] }, minor: cents },
  SGD: {
    major: { id: 'dolar Singapura', en: ['Singapore dollar', 'Singapore dollars'] },
    minor: cents,
  },
  EUR: { major: { id: 'euro', en: ['euro', 'euros'] }, minor: cents },
  GBP: {
    major: { id: 'pound sterling', en: ['pound sterling', 'pounds sterling'] },
    minor: { id: 'pence', en: ['penny', 'pence'] },
  },
  MYR: { major: { id: 'ringgit', en: same('ringgit') }, minor: sen },
  AUD: {
    major: { id: 'dolar Australia', en: ['Australian dollar', 'Australian dollars'] },
    minor: cents,
  },
  CNY: { major: { id: 'yuan', en: same('yuan') }, minor: { id: 'fen', en: same('fen') } },
  THB: { major: { id: 'baht', en: same('baht') }, minor: { id: 'satang', en: same('satang') } },
  PHP: {
    major: { id: 'peso Filipina', en: ['Philippine peso', 'Philippine pesos'] },
    minor: { id: 'sentimo', en: ['centavo', 'centavos'] },
  },
  VND: { major: { id: 'dong', en: same('dong') }, minor: none },
  JPY: { major: { id: 'yen', en: same('yen') }, minor: none },
  KRW: { major: { id: 'won', en: same('won') }, minor: none },
  KWD: { major: { id: 'dinar Kuwait', en: ['Kuwaiti dinar', 'Kuwaiti dinars'] }, minor: fils },
  BHD: { major: { id: 'dinar Bahrain', en: ['Bahraini dinar', 'Bahraini dinars'] }, minor: fils },
};

/** Words by index: a list written as one line of text, index 0 left empty. */
const wordList = (text: string) => ['', ...text.split(' ')];
const DIGITS_ID = wordList('satu dua tiga empat lima enam tujuh delapan sembilan');
const SCALES_ID = wordList('ribu juta miliar triliun kuadriliun');
const SMALL_EN = wordList(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
);
const TENS_EN = wordList('ten twenty thirty forty fifty sixty seventy eighty ninety');
const SCALES_EN = wordList('thousand million billion trillion quadrillion');

/** 1–999 in Indonesian: "seratus", "sebelas", "dua puluh lima". */
function hundredsId(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words =
    hundreds === 1 ? ['seratus'] : hundreds > 1 ? [DIGITS_ID[hundreds] ?? '', 'ratus'] : [];
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(DIGITS_ID[rest - 10] ?? '', 'belas');
  else if (rest >= 20)
    words.push(DIGITS_ID[Math.floor(rest / 10)] ?? '', 'puluh', DIGITS_ID[rest % 10] ?? '');
  else words.push(DIGITS_ID[rest] ?? '');
  return words;
}

/** 1–999 in English: "one hundred", "eleven", "twenty-five" (no "and" inside a number). */
function hundredsEn(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [SMALL_EN[hundreds] ?? '', 'hundred'] : [];
  if (rest >= 20) {
    const unit = rest % 10;
    words.push(`${TENS_EN[Math.floor(rest / 10)] ?? ''}${unit ? `-${SMALL_EN[unit]}` : ''}`);
  } else words.push(SMALL_EN[rest] ?? '');
  return words;
}

/** A whole number ≥ 1 in words, by groups of three digits. */
function numberInWords(n: number, language: WordsLanguage): string {
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const groupWords =
      language === 'id'
        ? group === 1 && scale === 1
          ? ['seribu']
          : [...hundredsId(group), SCALES_ID[scale] ?? '']
        : [...hundredsEn(group), SCALES_EN[scale] ?? ''];
    words.unshift(...groupWords);
  }
  return words.filter(Boolean).join(' ');
}

function unitName(names: UnitNames, count: number, language: WordsLanguage): string {
  return language === 'id' ? names.id : names.en[count === 1 ? 0 : 1];
}

/**
 * `amount` (minor units of `currency`) in words, lower case. Sen or cents follow when not zero:
 * "seribu rupiah lima puluh sen" / "one thousand rupiah and fifty sen"; a whole amount has none.
 * Zero is "nol rupiah" / "zero rupiah"; a negative amount starts with "minus".
 */
export function amountInWords(amount: number, currency: string, language: WordsLanguage): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${amount} is not whole minor units`);
  const exponent = currencyExponent(currency);
  const names = CURRENCY_NAMES[currency as CurrencyCode];
  if (amount < 0) return `minus ${amountInWords(-amount, currency, language)}`;
  const unit = 10 ** exponent;
  const major = Math.floor(amount / unit);
  const minor = amount % unit;
  const majorText =
    major > 0 || minor === 0
      ? `${major === 0 ? (language === 'id' ? 'nol' : 'zero') : numberInWords(major, language)} ${unitName(names.major, major, language)}`
      : '';
  if (minor === 0) return majorText;
  const minorText = `${numberInWords(minor, language)} ${unitName(names.minor, minor, language)}`;
  if (!majorText) return minorText;
  return language === 'id' ? `${majorText} ${minorText}` : `${majorText} and ${minorText}`;
}
