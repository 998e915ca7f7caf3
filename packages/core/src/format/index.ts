// How values read: money, ROI, dates, phone numbers, counts, file sizes, and CSV text.

export { countLabel } from './count-label';
export type { CsvParseResult, CsvRow } from './csv';
export { CSV_UNTERMINATED_QUOTE, csvField, parseCsv, toCsv } from './csv';
export { formatMonthYear } from './date-format';
export { formatFileSize, uploadProgressLabel } from './file-size';
export { formatPhone, PHONE_MAX_LENGTH, phoneDigits } from './phone-format';
