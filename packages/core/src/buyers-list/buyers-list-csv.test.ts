// Reading a buyers CSV (a messy file: BOM, CRLF, quotes, bad rows) and writing the export.
import { describe, expect, it } from 'vitest';
import { CSV_UNTERMINATED_QUOTE } from '../format/csv';
import { BUYER_RULE_MESSAGES } from './buyers-list';
import { BUYER_CSV_MESSAGES, readBuyersCsv, writeBuyersCsv } from './buyers-list-csv';

const MESSY = [
  '\uFEFFName , E-mail,Phone,Markets,Min Price,Max Price,Property Types,Proof of Funds,Tags,Notes',
  '"Smith, ""Big"" Al",al@example.com,555.123.4567,"Dallas, TX; houston,tx","$100,000",250000,single family;Condo,YES,"vip; cash",ignored',
  '',
  'Bea Jones,bea@example.com,,TX,,,,no,,"multi',
  'line note"',
  'No Market,nm@example.com,,,,,,,,',
  'Bad Row,not-an-email,123,"Springfield, ZZ",900,100,castle,maybe,,',
  'Dup,AL@example.com,,OK,,,,,,',
].join('\r\n');

describe('readBuyersCsv on a messy file', () => {
  const result = readBuyersCsv(MESSY);

  it('reads the valid rows, normalised, with their lines', () => {
    expect(result.fileError).toBeNull();
    expect(result.valid).toBe(false);
    expect(result.rows[0]).toEqual({
      line: 2,
      errors: [],
      buyer: {
        name: 'Smith, "Big" Al',
        email: 'al@example.com',
        phone: '5551234567',
        markets: ['Dallas, TX', 'houston, TX'],
        minPrice: 100_000,
        maxPrice: 250_000,
        propertyTypes: ['single_family', 'condo'],
        proofOfFunds: true,
        tags: ['vip', 'cash'],
      },
    });
    expect(result.rows[1]).toMatchObject({
      line: 4,
      errors: [],
      buyer: { name: 'Bea Jones', markets: ['TX'] },
    });
  });

  it('gives each bad row every one of its errors, and nothing for it', () => {
    const [, , noMarket, bad, dup] = result.rows;
    expect(noMarket).toEqual({ line: 6, buyer: null, errors: [BUYER_RULE_MESSAGES.marketsRequired] });
    expect(bad?.line).toBe(7);
    expect(bad?.buyer).toBeNull();
    expect(bad?.errors).toEqual([
      BUYER_CSV_MESSAGES.proofInvalid('maybe'),
      'Enter a valid email address.',
      BUYER_RULE_MESSAGES.phoneInvalid,
      BUYER_RULE_MESSAGES.marketInvalid('Springfield, ZZ'),
      BUYER_RULE_MESSAGES.priceOrder,
      BUYER_RULE_MESSAGES.propertyTypeInvalid('castle'),
    ]);
    expect(dup).toEqual({ line: 8, buyer: null, errors: [BUYER_CSV_MESSAGES.duplicateEmail(2)] });
  });

  it('is valid only when every row is', () => {
    const fixed = readBuyersCsv('name,email,markets\r\nAnn,ann@example.com,GA\r\n');
    expect(fixed.valid).toBe(true);
    expect(fixed.rows).toHaveLength(1);
  });
});

describe('file-level problems', () => {
  it('needs the name, email and markets columns and at least one buyer', () => {
    expect(readBuyersCsv('name,phone\nAnn,5551234567').fileError).toBe(
      BUYER_CSV_MESSAGES.missingColumns(['email', 'markets']),
    );
    expect(readBuyersCsv('name,email,markets\r\n').fileError).toBe(BUYER_CSV_MESSAGES.empty);
    expect(readBuyersCsv('').valid).toBe(false);
  });

  it('reports broken CSV', () => {
    expect(readBuyersCsv('name,email,markets\nAnn,"a@b.com,TX').fileError).toContain(CSV_UNTERMINATED_QUOTE);
  });
});

describe('writeBuyersCsv', () => {
  it('writes a file the import reads back the same', () => {
    const buyers = readBuyersCsv(MESSY)
      .rows.map((row) => row.buyer)
      .filter((buyer) => buyer !== null);
    const text = writeBuyersCsv(buyers);
    expect(text.split('\r\n')[0]).toBe(
      'name,email,phone,markets,min_price,max_price,property_types,proof_of_funds,tags',
    );
    const again = readBuyersCsv(text);
    expect(again.valid).toBe(true);
    expect(again.rows.map((row) => row.buyer)).toEqual(buyers);
  });
});
