// CSV (RFC 4180 and what spreadsheets really write): parse text into rows of fields, and write rows back.

/** A parsed CSV: its rows (each with the 1-based line its record starts on), or the problem that stopped it. */
export interface CsvParseResult {
  readonly rows: readonly CsvRow[];
  /** Set when the text is not valid CSV (an unterminated quoted field); `rows` is then empty. */
  readonly error: string | null;
}

/** One record of a CSV file. */
export interface CsvRow {
  /** The 1-based line of the file on which the record starts (quoted newlines make records span lines). */
  readonly line: number;
  readonly fields: readonly string[];
}

/** The message of a CSV whose quoted field never ends. */
export const CSV_UNTERMINATED_QUOTE = 'The file has a quoted field that is never closed.';

/**
 * Parses CSV text: fields separated by commas, records by LF, CRLF or CR; a field in double quotes may hold
 * commas, newlines and doubled quotes (`""` = `"`); a leading byte-order mark is dropped; records whose fields
 * are all empty (blank lines) are skipped. A quote inside an unquoted field is kept as a character, as
 * spreadsheets do. Text after a closing quote is appended to the field.
 */
export function parseCsv(input: string): CsvParseResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteOpenedAt = 0;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.some((value) => value.trim() !== '')) rows.push({ line: recordLine, fields });
    fields = [];
    recordLine = line;
  };

  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        // A newline inside quotes is part of the field; CRLF is kept as LF.
        field += '\n';
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteOpenedAt = line;
      i += 1;
      continue;
    }
    if (ch === ',') {
      endField();
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      endRecord();
      continue;
    }
    field += ch;
    i += 1;
  }
  if (quoted) return { rows: [], error: `${CSV_UNTERMINATED_QUOTE} (line ${quoteOpenedAt})` };
  if (field !== '' || fields.length > 0) endRecord();
  return { rows, error: null };
}

/**
 * One CSV field as written: quoted when it holds a comma, quote, CR or LF or starts or ends with a space. A value
 * starting with `=`, `+`, `-`, `@`, tab or CR gets a leading apostrophe so spreadsheets never run it as a formula
 * (except a plain number such as -5).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text: CRLF line ends (RFC 4180), fields written by {@link csvField}. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length ? '\r\n' : '');
}
