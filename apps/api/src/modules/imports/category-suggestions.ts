/**
 * A category for each statement row (issue 13): the first saved rule that matches, else the most
 * like categorised entry of the books. Pure: the preview reads the rules and the history once and
 * hands them here, so a 5,000-row statement costs two queries and a bounded amount of work.
 */
import {
  type CategoryKind,
  type CategorySuggestion,
  distinctiveWords,
  matchForm,
  type RuleDirection,
} from '@usaha/shared';

export type SuggestionRule = {
  id: string;
  contains: string;
  direction: RuleDirection;
  categoryId: string;
  kind: CategoryKind;
};

/** Newest first. */
export type HistoryEntry = {
  id: string;
  direction: 'in' | 'out';
  categoryId: string;
  description: string;
  date: string;
};

type Row = { description: string; direction: 'in' | 'out' };

/** The share of the two descriptions' weighted words they must have in common. */
export const LIKENESS_THRESHOLD = 0.5;
/** Entries a word leads to, newest first, and entries scored per row: the bounds of the work. */
const ENTRIES_PER_WORD = 200;
const CANDIDATES_PER_ROW = 200;
const DESCRIPTION_SHOWN = 120;

const kindOf = (direction: 'in' | 'out'): CategoryKind =>
  direction === 'in' ? 'income' : 'expense';

type IndexedRule = { rule: SuggestionRule; text: string; order: number };
/** A rule is filed under its first characters; a row looks up only the rules filed under its own. */
const HEAD = 3;

/**
 * The first rule (in order) that matches the row and whose category the row's direction can
 * take. Each direction's rules are filed by their first three characters, so a row compares only
 * the rules whose start it contains at some place, not every rule.
 */
function ruleMatcher(rules: SuggestionRule[]) {
  const file = (direction: 'in' | 'out') => {
    const heads = new Map<string, IndexedRule[]>();
    rules
      .filter(
        (rule) =>
          rule.kind === kindOf(direction) &&
          (rule.direction === 'any' || rule.direction === direction),
      )
      .forEach((rule, order) => {
        const text = matchForm(rule.contains);
        const head = text.slice(0, HEAD);
        const filed = heads.get(head) ?? [];
        filed.push({ rule, text, order });
        heads.set(head, filed);
      });
    return heads;
  };
  const filed = { in: file('in'), out: file('out') };
  return (row: Row): CategorySuggestion | null => {
    const heads = filed[row.direction];
    if (heads.size === 0) return null;
    const text = matchForm(row.description);
    let best: IndexedRule | null = null;
    for (let at = 0; at < text.length; at++) {
      for (let size = 1; size <= HEAD; size++) {
        for (const item of heads.get(text.slice(at, at + size)) ?? []) {
          if (best && item.order >= best.order) break;
          if (text.startsWith(item.text, at)) {
            best = item;
            break;
          }
        }
      }
    }
    if (!best) return null;
    const { rule } = best;
    return {
      source: 'rule',
      category_id: rule.categoryId,
      rule_id: rule.id,
      contains: rule.contains,
    };
  };
}

type Doc = { entry: HistoryEntry; words: string[]; weight: number };

/**
 * Suggests by likeness of distinctive words, each weighted by how rare it is among the history
 * and the statement (a word on every line, like a bank's channel code, counts for little):
 * shared weight ÷ the weight of both descriptions' words together. The best at or above the
 * threshold wins; of equals, the newest. Rows and entries with the same words are scored once.
 */
function historyMatcher(history: HistoryEntry[], rows: Row[]) {
  const signature = (direction: string, words: string[]) =>
    `${direction}|${[...words].sort().join(' ')}`;
  const docs: Doc[] = [];
  const seenDocs = new Set<string>();
  for (const entry of history) {
    const words = distinctiveWords(entry.description);
    const key = signature(entry.direction, words);
    if (words.length === 0 || seenDocs.has(key)) continue;
    seenDocs.add(key);
    docs.push({ entry, words, weight: 0 });
  }
  const rowWords = rows.map((row) => distinctiveWords(row.description));
  const frequency = new Map<string, number>();
  const count = (words: string[]) => {
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  };
  for (const doc of docs) count(doc.words);
  const seenRows = new Set<string>();
  rows.forEach((row, index) => {
    const words = rowWords[index] ?? [];
    const key = signature(row.direction, words);
    if (!seenRows.has(key)) count(words);
    seenRows.add(key);
  });
  const total = docs.length + seenRows.size;
  const rarity = new Map<string, number>();
  for (const [word, times] of frequency) rarity.set(word, Math.log(1 + total / times));
  const idf = (word: string) => rarity.get(word) ?? 0;
  const weigh = (words: string[]) => words.reduce((sum, word) => sum + idf(word), 0);

  const postings = new Map<string, number[]>();
  docs.forEach((doc, index) => {
    doc.weight = weigh(doc.words);
    for (const word of doc.words) {
      const key = `${doc.entry.direction}|${word}`;
      const list = postings.get(key) ?? [];
      if (list.length < ENTRIES_PER_WORD) list.push(index);
      postings.set(key, list);
    }
  });

  const cache = new Map<string, CategorySuggestion | null>();
  return (row: Row, index: number): CategorySuggestion | null => {
    const words = rowWords[index] ?? [];
    if (words.length === 0) return null;
    const key = signature(row.direction, words);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const own = new Set(words);
    const weight = weigh(words);
    const candidates = new Set<number>();
    for (const word of [...words].sort((a, b) => idf(b) - idf(a))) {
      for (const doc of postings.get(`${row.direction}|${word}`) ?? []) {
        if (candidates.size >= CANDIDATES_PER_ROW) break;
        candidates.add(doc);
      }
    }
    let best: { doc: number; score: number } | null = null;
    for (const candidate of candidates) {
      const doc = docs[candidate];
      if (!doc) continue;
      const shared = doc.words.reduce((sum, word) => (own.has(word) ? sum + idf(word) : sum), 0);
      const score = shared / (weight + doc.weight - shared);
      const better = !best || score > best.score || (score === best.score && candidate < best.doc);
      if (score >= LIKENESS_THRESHOLD && better) best = { doc: candidate, score };
    }
    const entry = best ? docs[best.doc]?.entry : undefined;
    const found: CategorySuggestion | null = entry
      ? {
          source: 'history',
          category_id: entry.categoryId,
          entry_id: entry.id,
          date: entry.date,
          description: entry.description.slice(0, DESCRIPTION_SHOWN),
        }
      : null;
    cache.set(key, found);
    return found;
  };
}

/** A suggestion per row, in the rows' order: rules first, in their order, then the history. */
export function suggestCategories(
  rows: Row[],
  rules: SuggestionRule[],
  history: HistoryEntry[],
): Array<CategorySuggestion | null> {
  const byRule = ruleMatcher(rules);
  const like = history.length > 0 ? historyMatcher(history, rows) : () => null;
  return rows.map((row, index) => byRule(row) ?? like(row, index));
}
