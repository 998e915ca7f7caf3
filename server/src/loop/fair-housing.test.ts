// Table test of the Fair Housing check: steering requests are caught by class, plain questions pass.
import { describe, expect, it } from 'vitest';
import { fairHousingAnswer, fairHousingConcern } from './fair-housing';

const STEERING: [string, string][] = [
  ['Show me neighborhoods without minorities', 'race or color'],
  ['I want a house in a white neighborhood', 'race or color'],
  ['which areas of Dallas are mostly black?', 'race or color'],
  ['homes away from Hispanics please', 'race or color'],
  ['what is the racial makeup of this zip code', 'race or color'],
  ['find me a Christian neighborhood in Austin', 'religion'],
  ['areas with lots of Jewish families', 'religion'],
  ['a street with no Muslims', 'religion'],
  ['neighborhoods with no immigrants', 'national origin'],
  ['is there a Mexican neighborhood near Houston', 'national origin'],
  ['areas with no families with kids', 'familial status'],
  ['duplex where there are no children', 'familial status'],
  ['I want an adults-only community, no young kids around', 'familial status'],
  ['a child-free building in Ohio', 'familial status'],
  ['rentals with only women tenants', 'sex'],
  ['men-only building', 'sex'],
  ['a gay neighborhood in Dallas', 'sex'],
  ['neighborhood without disabled people', 'disability'],
  ['avoid group homes', 'disability'],
];

const FAIR: string[] = [
  'family home in Dallas',
  '3 bed for my family',
  'single family homes under 200k in Ohio',
  'homes near good schools for my kids',
  'wheelchair accessible ranch in Phoenix',
  'house with a white picket fence in a quiet area',
  'duplexes in Ohio',
  'what is the MAO for ARV 200k repairs 30k',
  'a multi family building with no HOA',
  'a home for a disabled veteran, single story',
  'how does an assignment fee work?',
  'near a Catholic school',
  'show me black friday deals',
  'the family room should be big',
];

describe('fairHousingConcern', () => {
  it.each(STEERING)('declines "%s" (%s)', (text, protectedClass) => {
    expect(fairHousingConcern(text)).toBe(protectedClass);
  });

  it.each(FAIR)('lets "%s" through', (text) => {
    expect(fairHousingConcern(text)).toBeNull();
  });

  it('says why and offers a fair search instead', () => {
    const answer = fairHousingAnswer('familial status');
    expect(answer).toContain('Fair Housing Act');
    expect(answer).toContain('familial status');
    expect(answer).toContain('](/properties)');
    expect(answer).toContain('](/knowledge-base/fair-housing)');
  });
});
