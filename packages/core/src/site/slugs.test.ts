import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardSlug,
  investorProfilePath,
  parseInvestorProfilePath,
  parsePropertySeoPath,
  propertySeoPath,
  propertyShortId,
  slugify,
} from './slugs';

const anyText = fc.string({ unit: 'binary', maxLength: 60 });

describe('slugify', () => {
  it('lowercases, strips symbols, turns spaces into hyphens and collapses hyphen runs', () => {
    expect(slugify('John Smith')).toBe('john-smith');
    expect(slugify("O'Brien & Sons, LLC")).toBe('obrien-sons-llc');
    expect(slugify('Mary  -  Jane   Watson')).toBe('mary-jane-watson');
    expect(slugify('123 Main St, Austin, TX 78701')).toBe('123-main-st-austin-tx-78701');
  });

  it('keeps the base letter of accented letters and trims outer hyphens', () => {
    expect(slugify('José Núñez')).toBe('jose-nunez');
    expect(slugify('Straße Ødegård')).toBe('strasse-odegard');
    expect(slugify('  -Jane- ')).toBe('jane');
    expect(slugify('!!!')).toBe('');
  });

  it('only ever gives lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(slugify(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is idempotent and keeps every ASCII letter and digit of the input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text);
        expect(slugify(slug)).toBe(slug);
        const alnum = text.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(slug.replace(/-/g, '')).toContain(alnum);
      }),
    );
  });

  it('separates words that were separated by spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}$/), fc.stringMatching(/^[a-z0-9]{1,8}$/), (a, b) => {
        expect(slugify(`${a} ${b}`)).toBe(`${a}-${b}`);
      }),
    );
  });
});

describe('cardSlug', () => {
  it('joins the name slug and the first 8 characters of the user id', () => {
    expect(cardSlug('Jane Doe', '3f2a9c1e-7b6d-4e2f-9a1b-0c3d5e7f9a2b')).toBe('jane-doe-3f2a9c1e');
  });

  it('gives the id part alone when the name has nothing to slug', () => {
    expect(cardSlug('', '3f2a9c1e-7b6d')).toBe('3f2a9c1e');
    expect(cardSlug(null, '3f2a9c1e-7b6d')).toBe('3f2a9c1e');
  });

  it('always ends with a hyphen or start and the first 8 characters of the id', () => {
    fc.assert(
      fc.property(anyText, fc.uuid(), (name, id) => {
        const slug = cardSlug(name, id);
        expect(slug.endsWith(id.slice(0, 8))).toBe(true);
        expect(slug === id.slice(0, 8) || slug === `${slugify(name)}-${id.slice(0, 8)}`).toBe(true);
      }),
    );
  });
});

describe('property SEO paths', () => {
  const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

  it('builds the path from the slugified location and the last 8 characters of the id', () => {
    expect(propertyShortId(id)).toBe('2e3f4a5b');
    expect(propertySeoPath({ id, location: '12 Oak St, Austin, TX' })).toBe(
      '/real-estate-wholesale-investment-property-12-oak-st-austin-tx-2e3f4a5b',
    );
    expect(propertySeoPath({ id, location: '' })).toBe('/real-estate-wholesale-investment-property-2e3f4a5b');
  });

  it('parses the short id back, and rejects other paths', () => {
    expect(parsePropertySeoPath('/real-estate-wholesale-investment-property-austin-tx-2e3f4a5b')).toBe(
      '2e3f4a5b',
    );
    expect(parsePropertySeoPath('/real-estate-wholesale-investment-property-austin-tx-2e3f4a5b/')).toBe(
      '2e3f4a5b',
    );
    expect(parsePropertySeoPath('/real-estate-wholesale-investment-property-')).toBeNull();
    expect(parsePropertySeoPath('/real-estate-wholesale-investment-property-austin-tx-2e3f')).toBeNull();
    expect(parsePropertySeoPath('/properties/2e3f4a5b')).toBeNull();
  });

  it('round-trips for any location and id', () => {
    fc.assert(
      fc.property(anyText, fc.uuid(), (location, uuid) => {
        expect(parsePropertySeoPath(propertySeoPath({ id: uuid, location }))).toBe(propertyShortId(uuid));
      }),
    );
  });
});

describe('investor profile paths', () => {
  it('prefixes the slug and parses it back', () => {
    expect(investorProfilePath('jane-doe-3f2a9c1e')).toBe('/real-estate-investor-jane-doe-3f2a9c1e');
    expect(parseInvestorProfilePath('/real-estate-investor-jane-doe-3f2a9c1e')).toBe('jane-doe-3f2a9c1e');
    expect(parseInvestorProfilePath('/real-estate-investor-')).toBeNull();
    expect(parseInvestorProfilePath('/real-estate-investor-a/b')).toBeNull();
    expect(parseInvestorProfilePath('/profile/jane')).toBeNull();
  });

  it('round-trips any card slug', () => {
    fc.assert(
      fc.property(anyText, fc.uuid(), (name, id) => {
        const slug = cardSlug(name, id);
        expect(parseInvestorProfilePath(investorProfilePath(slug))).toBe(slug);
      }),
    );
  });
});
