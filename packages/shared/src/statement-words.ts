/**
 * The words of a bank-statement description that say who or what it was, for category rules and
 * suggestions (issue 13): a rule's "contains" compares descriptions case-insensitively with spaces
 * normalised; the history compares their distinctive words, the bank's own boilerplate left out.
 */

/** Spaces as one, ends trimmed: how a rule's text is stored and shown. */
export function tidyRuleText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The form both sides of a "contains" are compared in: NFKC, lower case, spaces as one. */
export function matchForm(text: string): string {
  return tidyRuleText(text.normalize('NFKC').toLowerCase());
}

/** Whether a rule of `direction` containing `contains` applies to a row (`contains` in match form). */
export function ruleApplies(
  rule: { contains: string; direction: 'in' | 'out' | 'any' },
  row: { matchText: string; direction: 'in' | 'out' },
): boolean {
  return (
    (rule.direction === 'any' || rule.direction === row.direction) &&
    row.matchText.includes(rule.contains)
  );
}

/**
 * Words that say nothing about the counterparty: the transfer and channel words banks print on
 * every line, month names (a monthly payment is the same payment in any month), and joining words.
 */
const BOILERPLATE = new Set(
  [
    'trsf trf transfer transfers banking mbanking ibanking ebanking bifast fast llg rtgs skn',
    'ftscy ftfva otomatis switching via online mobile internet',
    'kartu card debit debet kredit credit qris merchant edc',
    'dari kepada untuk dan yang atas oleh from for and the',
    'jan januari january feb februari february mar maret march apr april mei may jun juni june',
    'jul juli july agu agt ags agustus aug august sep sept september okt oktober oct october',
    'nov november nop nopember des desember dec december',
  ]
    .join(' ')
    .split(' '),
);

/** The tokens of a description in order: letters and digits, everything else a separator. */
function tokens(text: string): string[] {
  return matchForm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

function isDistinctive(token: string): boolean {
  return token.length >= 3 && !/\p{N}/u.test(token) && !BOILERPLATE.has(token);
}

/**
 * The distinctive words of a description, each once, in match form: three letters or more, no
 * digits (account numbers, dates and amounts change from line to line), no boilerplate.
 */
export function distinctiveWords(description: string): string[] {
  return [...new Set(tokens(description).filter(isDistinctive))];
}

/**
 * A rule text to offer for a row: the longest run of words side by side in the description that
 * are each one distinctive word (the last of equals: banks print the counterparty at the end), as
 * written there, so the rule matches the row it came from. The whole description when none is.
 */
export function ruleTextFor(description: string, max = 100): string {
  const words = tidyRuleText(description.normalize('NFKC')).split(' ');
  let best: string[] = [];
  let run: string[] = [];
  for (const word of [...words, '']) {
    const inner = tokens(word);
    if (inner.length === 1 && isDistinctive(inner[0] ?? '')) {
      run.push(word);
      continue;
    }
    if (run.length > 0 && run.length >= best.length) best = run;
    run = [];
  }
  const picked = best.length > 0 ? best.join(' ') : words.join(' ');
  return picked.slice(0, max).trim();
}
