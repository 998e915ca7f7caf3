// Quiet hours by time zone (the recipient's setting, else the area code, else New York) and the 8 am send time.
import { describe, expect, it } from 'vitest';
import { isQuietHours, smsSendTime, smsTimeZone, timeZoneOfNumber } from './quiet-hours';
import { toUsE164 } from './us-phone';

describe('quiet hours', () => {
  it('starts at 9:00 pm local: 8:59 pm is not quiet, 9:00 pm is (New York, in winter UTC-5)', () => {
    expect(isQuietHours(new Date('2026-12-02T01:59:00Z'), 'America/New_York')).toBe(false);
    expect(isQuietHours(new Date('2026-12-02T02:00:00Z'), 'America/New_York')).toBe(true);
  });

  it('is the same instant at different local hours in Honolulu and New York', () => {
    // 02:00Z: 9:00 pm in New York, 4:00 pm in Honolulu.
    const at = new Date('2026-12-02T02:00:00Z');
    expect(isQuietHours(at, 'Pacific/Honolulu')).toBe(false);
    expect(isQuietHours(at, 'America/New_York')).toBe(true);
    // 06:59Z: 8:59 pm in Honolulu; 07:00Z: 9:00 pm.
    expect(isQuietHours(new Date('2026-12-02T06:59:00Z'), 'Pacific/Honolulu')).toBe(false);
    expect(isQuietHours(new Date('2026-12-02T07:00:00Z'), 'Pacific/Honolulu')).toBe(true);
  });

  it('defers a text due in quiet hours to 8 am local, the next day in the evening and the same day at night', () => {
    expect(smsSendTime(new Date('2026-12-02T02:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    expect(smsSendTime(new Date('2026-12-02T08:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-12-02T13:00:00.000Z',
    );
    expect(smsSendTime(new Date('2026-12-02T07:00:00Z'), 'Pacific/Honolulu').toISOString()).toBe(
      '2026-12-02T18:00:00.000Z',
    );
    const daytime = new Date('2026-12-02T15:00:00Z');
    expect(smsSendTime(daytime, 'America/New_York')).toBe(daytime);
  });

  it('follows daylight saving time (8 am EDT is 12:00Z in July)', () => {
    expect(smsSendTime(new Date('2026-07-02T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-02T12:00:00.000Z',
    );
  });

  it('takes the zone from the setting, else the area code, else New York', () => {
    expect(smsTimeZone('America/Chicago', '+18085550123')).toBe('America/Chicago');
    expect(smsTimeZone(null, '+18085550123')).toBe('Pacific/Honolulu');
    expect(timeZoneOfNumber('+12125550123')).toBe('America/New_York');
    expect(timeZoneOfNumber('+14155550123')).toBe('America/Los_Angeles');
    expect(smsTimeZone(null, '+19995550123')).toBe('America/New_York');
    expect(smsTimeZone('Not/AZone', null)).toBe('America/New_York');
  });
});

describe('toUsE164', () => {
  it.each([
    ['(808) 555-0123', '+18085550123'],
    ['808.555.0123', '+18085550123'],
    ['+1 808 555 0123', '+18085550123'],
    ['18085550123', '+18085550123'],
  ])('normalises %j', (input, e164) => {
    expect(toUsE164(input)).toBe(e164);
  });

  it.each(['555-0123', '+44 20 7946 0958', '(108) 555-0123', 'call me', ''])('refuses %j', (input) => {
    expect(toUsE164(input)).toBeNull();
  });
});
