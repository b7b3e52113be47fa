/**
 * RFC 4180 CSV reading for bank statements: quoted fields, doubled quotes, delimiters and line
 * breaks inside quotes, CRLF or LF, a leading byte-order mark. Each record keeps the 1-based
 * line it starts on, because that is how issues are shown to the user.
 */
import { STATEMENT_DELIMITERS, type StatementDelimiter } from '@usaha/shared';

export type CsvRecord = {
  /** 1-based line on which the record starts (a quoted line break makes a record span lines). */
  line: number;
  cells: string[];
  /** The file ended inside a quoted field: the record swallowed everything after the quote. */
  unclosedQuote?: true;
};

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Reads every record; lines with no characters at all are skipped (they still count for line
 * numbers). Quotes are honoured only at the start of a field; a stray quote inside an unquoted
 * field is kept as text, as spreadsheet programs do.
 */
export function readCsv(input: string, delimiter: StatementDelimiter): CsvRecord[] {
  const text = stripBom(input);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let fieldStart = true;
  let recordEmpty = true;

  const endRecord = () => {
    if (!recordEmpty) {
      cells.push(cell);
      records.push({ line: recordLine, cells });
    }
    cells = [];
    cell = '';
    fieldStart = true;
    recordEmpty = true;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        // A CRLF inside quotes is one line break in the value, as in the file.
        if (char === '\r' && text[i + 1] === '\n') continue;
        cell += char;
      }
      continue;
    }
    if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
      continue;
    }
    recordEmpty = false;
    if (char === delimiter) {
      cells.push(cell);
      cell = '';
      fieldStart = true;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else {
      cell += char;
      fieldStart = false;
    }
  }
  if (quoted) {
    cells.push(cell);
    records.push({ line: recordLine, cells, unclosedQuote: true });
  } else {
    endRecord();
  }
  return records;
}

const SAMPLE_CHARS = 64 * 1024;

/**
 * The delimiter that splits the most records into the same number of cells (more than one).
 * Counting only consistent records keeps a preamble ("Periode : …") and numbers written with
 * commas ("1.875.000,00" in a `;` file) from winning.
 */
export function detectDelimiter(text: string): StatementDelimiter {
  const sample = stripBom(text).slice(0, SAMPLE_CHARS);
  let best: { delimiter: StatementDelimiter; records: number; cells: number } = {
    delimiter: ',',
    records: 0,
    cells: 0,
  };
  for (const delimiter of STATEMENT_DELIMITERS) {
    const counts = new Map<number, number>();
    for (const record of readCsv(sample, delimiter)) {
      const width = record.cells.length;
      if (width > 1) counts.set(width, (counts.get(width) ?? 0) + 1);
    }
    for (const [cells, records] of counts) {
      if (records > best.records || (records === best.records && cells > best.cells)) {
        best = { delimiter, records, cells };
      }
    }
  }
  return best.delimiter;
}
