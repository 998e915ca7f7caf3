import { describe, expect, it } from 'vitest';
import { stateOfWords, statesStartingWith, trailingState, withoutCountry } from './location-words';
import { words } from './normalize';
import { US_STATES } from './us-states';

const code = (index: number) => US_STATES[index]?.code;

describe('trailingState', () => {
  it('reads a code or a full name at the end, longest name first', () => {
    expect(trailingState(words('dallas tx'))).toMatchObject({ words: 1, byCode: true });
    expect(code(trailingState(words('dallas tx'))?.state ?? -1)).toBe('TX');
    expect(code(trailingState(words('charleston west virginia'))?.state ?? -1)).toBe('WV');
    expect(trailingState(words('charleston west virginia'))?.words).toBe(2);
    expect(code(trailingState(words('washington d.c.'))?.state ?? -1)).toBe('DC');
    expect(code(trailingState(words('New York State'))?.state ?? -1)).toBe('NY');
    expect(trailingState(words('New York State'))?.words).toBe(3);
  });

  it('finds nothing when the text does not end with a state', () => {
    expect(trailingState(words('123 main st'))).toBeNull();
    expect(trailingState(words('kansas city'))).toBeNull();
    expect(trailingState([])).toBeNull();
  });
});

describe('stateOfWords', () => {
  it('needs the whole text to be the state', () => {
    expect(code(stateOfWords(words('Texas')))).toBe('TX');
    expect(stateOfWords(words('Dallas Texas'))).toBe(-1);
  });
});

describe('statesStartingWith', () => {
  it('lists the states a partly typed code or name can still be', () => {
    expect(statesStartingWith('t').map(code)).toEqual(['TN', 'TX']);
    expect(statesStartingWith('newy').map(code)).toEqual(['NY']);
    expect(statesStartingWith('')).toEqual([]);
  });
});

describe('withoutCountry', () => {
  it('drops a trailing country', () => {
    expect(withoutCountry(words('Dallas TX USA'))).toEqual(['dallas', 'tx']);
    expect(withoutCountry(words('Dallas, United States of America'))).toEqual(['dallas']);
    expect(withoutCountry(words('Dallas'))).toEqual(['dallas']);
  });
});
