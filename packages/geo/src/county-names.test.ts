import { describe, expect, it } from 'vitest';
import { countyDisplayName } from './county-names';

describe('countyDisplayName', () => {
  it('names counties, parishes, boroughs and municipios', () => {
    expect(countyDisplayName('17031', 'Cook')).toBe('Cook County');
    expect(countyDisplayName('22071', 'Orleans')).toBe('Orleans Parish');
    expect(countyDisplayName('02020', 'Anchorage')).toBe('Anchorage Municipality');
    expect(countyDisplayName('02110', 'Juneau')).toBe('Juneau City and Borough');
    expect(countyDisplayName('02016', 'Aleutians West')).toBe('Aleutians West Census Area');
    expect(countyDisplayName('72127', 'San Juan')).toBe('San Juan Municipio');
  });

  it('names independent cities apart from the counties of the same name', () => {
    expect(countyDisplayName('51760', 'Richmond')).toBe('Richmond City');
    expect(countyDisplayName('51159', 'Richmond')).toBe('Richmond County');
    expect(countyDisplayName('24510', 'Baltimore')).toBe('Baltimore City');
    expect(countyDisplayName('29510', 'St. Louis')).toBe('St. Louis City');
    expect(countyDisplayName('32510', 'Carson City')).toBe('Carson City');
    expect(countyDisplayName('48507', 'Zavala')).toBe('Zavala County');
    expect(countyDisplayName('11001', 'District of Columbia')).toBe('District of Columbia');
  });
});
