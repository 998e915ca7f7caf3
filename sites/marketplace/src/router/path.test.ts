// Parsing, resolving and matching addresses as links and routes rely on.
import { describe, expect, it } from 'vitest';
import { createPath, matchPattern, parsePath, patternScore, resolveTo } from './path';

const HERE = { pathname: '/knowledge-base/offers', search: '?q=earnest', hash: '#top' };

describe('addresses', () => {
  it('splits and prints an address', () => {
    expect(parsePath('/properties?city=Dallas#map')).toEqual({
      pathname: '/properties',
      search: '?city=Dallas',
      hash: '#map',
    });
    expect(parsePath('?tab=sent')).toEqual({ search: '?tab=sent' });
    expect(createPath({ pathname: '/faqs', search: 'a=1', hash: 'x' })).toBe('/faqs?a=1#x');
    expect(createPath({ pathname: '/faqs', search: '?', hash: '#' })).toBe('/faqs');
  });

  it('resolves absolute, relative, search-only and hash-only targets against the current page', () => {
    expect(resolveTo('/pricing', HERE)).toEqual({ pathname: '/pricing', search: '', hash: '' });
    expect(resolveTo('?tab=sent', HERE)).toEqual({ pathname: HERE.pathname, search: '?tab=sent', hash: '' });
    expect(resolveTo('#faq-3', HERE)).toEqual({ pathname: HERE.pathname, search: '', hash: '#faq-3' });
    expect(resolveTo('../escrow', HERE).pathname).toBe('/knowledge-base/escrow');
    expect(resolveTo('steps', HERE).pathname).toBe('/knowledge-base/offers/steps');
    expect(resolveTo({ pathname: '/auth', search: 'mode=signup' }, HERE)).toEqual({
      pathname: '/auth',
      search: '?mode=signup',
      hash: '',
    });
  });
});

describe('route patterns', () => {
  it('takes one decoded segment per :name, ignores case and a trailing slash', () => {
    expect(matchPattern('/property/:id', '/property/abc%20d')).toEqual({ id: 'abc d' });
    expect(matchPattern('/Dashboard/offers', '/dashboard/OFFERS/')).toEqual({});
    expect(matchPattern('/property/:id', '/property')).toBeNull();
    expect(matchPattern('/property/:id', '/property/a/b')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/faqs')).toBeNull();
  });

  it('lets * take the rest of the path', () => {
    expect(matchPattern('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(matchPattern('/files/*', '/files')).toEqual({ '*': '' });
  });

  it('ranks static segments above parameters above the catch-all', () => {
    const ranked = ['*', '/:seoPath', '/properties', '/properties/:id', '/'].sort(
      (a, b) => patternScore(b) - patternScore(a),
    );
    expect(ranked).toEqual(['/properties/:id', '/properties', '/:seoPath', '/', '*']);
  });
});
