// parseCsv and toCsv: quotes, escaped quotes, commas and newlines in fields, a BOM, CRLF, and the round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_UNTERMINATED_QUOTE, csvField, parseCsv, toCsv } from './csv';

const fields = (text: string) => parseCsv(text).rows.map((row) => row.fields);

describe('parseCsv', () => {
  it('reads plain records with LF, CRLF and CR line ends', () => {
    expect(fields('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fields('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fields('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('drops a byte-order mark and skips blank lines', () => {
    expect(fields('\uFEFFname,email\r\n\r\n,\r\nAnn,ann@x.com\r\n')).toEqual([
      ['name', 'email'],
      ['Ann', 'ann@x.com'],
    ]);
  });

  it('keeps commas, doubled quotes and newlines inside quoted fields, and numbers lines by where records start', () => {
    const parsed = parseCsv('id,note\r\n1,"Smith, ""Big"" Al"\r\n2,"two\r\nlines"\r\n3,""\r\n');
    expect(parsed.error).toBeNull();
    expect(parsed.rows).toEqual([
      { line: 1, fields: ['id', 'note'] },
      { line: 2, fields: ['1', 'Smith, "Big" Al'] },
      { line: 3, fields: ['2', 'two\nlines'] },
      { line: 5, fields: ['3', ''] },
    ]);
  });

  it('keeps empty fields and a quote inside an unquoted field', () => {
    expect(fields('a,,c,\n5" pipe,x')).toEqual([
      ['a', '', 'c', ''],
      ['5" pipe', 'x'],
    ]);
  });

  it('reports a quoted field that never closes, with its line', () => {
    const parsed = parseCsv('a,b\n1,"open\n2,3\n');
    expect(parsed.rows).toEqual([]);
    expect(parsed.error).toBe(`${CSV_UNTERMINATED_QUOTE} (line 2)`);
  });
});

describe('toCsv', () => {
  it('quotes fields that need it and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe('-5');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', 'x\ny'],
      ]),
    ).toBe('a,b\r\n1,"x\ny"\r\n');
  });

  it('round-trips any fields that do not start like a formula', () => {
    const cell = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    const row = fc.array(cell, { minLength: 2, maxLength: 5 }).filter((r) => r.some((s) => s.trim() !== ''));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        const normal = rows.map((r) => r.map((s) => s.replace(/\r\n?/g, '\n')));
        expect(fields(toCsv(rows))).toEqual(normal);
      }),
    );
  });
});
