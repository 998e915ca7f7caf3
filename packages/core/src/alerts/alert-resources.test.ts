import { describe, expect, it } from 'vitest';
import { ALERT_RESOURCES, alertResources } from './alert-resources';
import { ALERT_KINDS } from './alerts';
import { DEAL_ALERT_KINDS } from './deal-alerts';

describe('alertResources', () => {
  it('names what each alert is about, for every alert kind', () => {
    expect(Object.keys(ALERT_RESOURCES).sort()).toEqual([...ALERT_KINDS, ...DEAL_ALERT_KINDS].sort());
    expect(alertResources('offerReceived')).toContain('offers');
    expect(alertResources('contractCreated')).toContain('contracts');
    expect(alertResources('propertyPublished')).toEqual(['myListings', 'listing']);
    expect(alertResources('moderatorApproved')).toEqual(['session']);
  });

  it('answers nothing for a kind it does not know', () => {
    expect(alertResources('somethingNew')).toEqual([]);
    expect(alertResources('toString')).toEqual([]);
  });
});
