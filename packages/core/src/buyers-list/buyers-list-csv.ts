// The buyers list as CSV: the columns, reading an import file into buyers with per-row errors, and the export.

import { parseCsv, toCsv } from '../format/csv';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from '../listings/listing-vocabulary';
import {
  BUYERS_IMPORT_MAX_ROWS,
  type BuyerFields,
  buyerProblems,
  normalizeBuyer,
  normalizeTag,
} from './buyers-list';

/** The columns of an export, in order; an import needs `name`, `email` and `markets`, the others are optional. */
export const BUYER_CSV_COLUMNS = Object.freeze([
  'name',
  'email',
  'phone',
  'markets',
  'min_price',
  'max_price',
  'property_types',
  'proof_of_funds',
  'tags',
] as const);
type Column = (typeof BUYER_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['name', 'email', 'markets'];

/** Texts of the CSV import. */
export const BUYER_CSV_MESSAGES = Object.freeze({
  empty: 'The file has no buyers.',
  missingColumns: (columns: readonly string[]) =>
    `The first row must name the columns; missing: ${columns.join(', ')}.`,
  tooManyRows: `Import at most ${BUYERS_IMPORT_MAX_ROWS} buyers at a time.`,
  priceInvalid: (value: string) => `"${value}" is not a price.`,
  proofInvalid: (value: string) => `proof_of_funds must be yes or no, not "${value}".`,
  duplicateEmail: (line: number) => `This email is already on line ${line} of the file.`,
  tagInvalid: (tag: string) => `"${tag}" is not a valid tag (1 to 40 characters).`,
});

/** A buyer with its tags, as one import row gives it. */
export interface ImportedBuyer extends BuyerFields {
  tags: string[];
}

/** One data row of an import file: the buyer when the row is valid, else its problems. */
export interface BuyerImportRow {
  readonly line: number;
  readonly buyer: ImportedBuyer | null;
  readonly errors: readonly string[];
}

/** An import file read: a file-level error (bad CSV, missing columns, too many rows) or its rows. */
export interface BuyerImport {
  readonly fileError: string | null;
  readonly rows: readonly BuyerImportRow[];
  /** Whether every row is valid (and there is at least one): only then may the import be applied. */
  readonly valid: boolean;
}

/** Other names spreadsheets give the columns. */
const COLUMN_ALIASES: Readonly<Record<string, Column>> = {
  e_mail: 'email',
  full_name: 'name',
  phone_number: 'phone',
};
const headerName = (text: string) => {
  const name = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return COLUMN_ALIASES[name] ?? name;
};
const list = (text: string) =>
  text
    .split(/[;|\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

function readPrice(text: string, errors: string[]): number | null {
  const value = text.trim().replace(/[$,\s]/g, '');
  if (!value) return null;
  if (!/^\d+(\.\d+)?$/.test(value)) {
    errors.push(BUYER_CSV_MESSAGES.priceInvalid(text.trim()));
    return null;
  }
  return Math.round(Number(value));
}

function readProof(text: string, errors: string[]): boolean {
  const value = text.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(value)) return false;
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  errors.push(BUYER_CSV_MESSAGES.proofInvalid(text.trim()));
  return false;
}

/** A property type by its key ("single_family") or label ("Single Family"), else the text itself. */
function readType(text: string): PropertyType {
  const key = headerName(text);
  const found = PROPERTY_TYPES.find(
    (type) => type === key || PROPERTY_TYPE_LABELS[type].toLowerCase() === text.trim().toLowerCase(),
  );
  return (found ?? text.trim()) as PropertyType;
}

/** Reads an import file; each row is checked by the same rule as the join form, plus repeats of an email. */
export function readBuyersCsv(text: string): BuyerImport {
  const parsed = parseCsv(text);
  const fail = (fileError: string): BuyerImport => ({ fileError, rows: [], valid: false });
  if (parsed.error) return fail(parsed.error);
  const [header, ...records] = parsed.rows;
  if (!header || records.length === 0) return fail(BUYER_CSV_MESSAGES.empty);
  const names = header.fields.map(headerName);
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length) return fail(BUYER_CSV_MESSAGES.missingColumns(missing));
  if (records.length > BUYERS_IMPORT_MAX_ROWS) return fail(BUYER_CSV_MESSAGES.tooManyRows);

  const seen = new Map<string, number>();
  const rows = records.map((record): BuyerImportRow => {
    const cell = (column: Column) => {
      const index = names.indexOf(column);
      return index < 0 ? '' : (record.fields[index] ?? '');
    };
    const errors: string[] = [];
    const fields: BuyerFields = {
      name: cell('name'),
      email: cell('email'),
      phone: cell('phone'),
      markets: list(cell('markets')),
      minPrice: readPrice(cell('min_price'), errors),
      maxPrice: readPrice(cell('max_price'), errors),
      propertyTypes: list(cell('property_types')).map(readType),
      proofOfFunds: readProof(cell('proof_of_funds'), errors),
    };
    errors.push(...buyerProblems(fields));
    const tags: string[] = [];
    for (const tag of list(cell('tags'))) {
      const normal = normalizeTag(tag);
      if (normal) tags.push(normal);
      else errors.push(BUYER_CSV_MESSAGES.tagInvalid(tag));
    }
    const key = fields.email.trim().toLowerCase();
    const earlier = seen.get(key);
    if (key && earlier !== undefined) errors.push(BUYER_CSV_MESSAGES.duplicateEmail(earlier));
    else if (key) seen.set(key, record.line);
    if (errors.length) return { line: record.line, buyer: null, errors };
    return { line: record.line, buyer: { ...normalizeBuyer(fields), tags: [...new Set(tags)] }, errors };
  });
  return { fileError: null, rows, valid: rows.every((row) => row.errors.length === 0) };
}

/** Buyers as a CSV file with the {@link BUYER_CSV_COLUMNS} header (multi-values joined by "; "). */
export function writeBuyersCsv(buyers: readonly ImportedBuyer[]): string {
  const rows = buyers.map((buyer) => [
    buyer.name,
    buyer.email,
    buyer.phone,
    buyer.markets.join('; '),
    buyer.minPrice === null ? '' : String(buyer.minPrice),
    buyer.maxPrice === null ? '' : String(buyer.maxPrice),
    buyer.propertyTypes.join('; '),
    buyer.proofOfFunds ? 'yes' : 'no',
    buyer.tags.join('; '),
  ]);
  return toCsv([[...BUYER_CSV_COLUMNS], ...rows]);
}
