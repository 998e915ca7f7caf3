import { describe, expect, it } from 'vitest';
import {
  TITLE_CONTACT_MESSAGES,
  titleContactProblems,
  titleLinkExpiry,
  titleLinkProblem,
} from './title-contact';
import { WIRE_FRAUD_WARNING } from './wire-fraud-guard';

const valid = {
  officerName: 'Ann Lee',
  company: 'First Title',
  email: 'ann@title.test',
  phone: '(555) 123-4567',
};

describe('the title contact', () => {
  it('accepts a complete contact and names each missing or wrong field', () => {
    expect(titleContactProblems(valid)).toEqual({});
    expect(titleContactProblems({ officerName: ' ', company: '', email: 'ann', phone: '123' })).toEqual({
      officerName: TITLE_CONTACT_MESSAGES.officerNameRequired,
      company: TITLE_CONTACT_MESSAGES.companyRequired,
      email: TITLE_CONTACT_MESSAGES.emailInvalid,
      phone: TITLE_CONTACT_MESSAGES.phoneInvalid,
    });
  });

  it('refuses notes carrying wire instructions', () => {
    expect(titleContactProblems({ ...valid, notes: 'wire to 021000021 acct 12345678' }).notes).toBe(
      WIRE_FRAUD_WARNING,
    );
  });
});

describe('the title link', () => {
  const issued = new Date('2026-11-01T10:00:00.000Z');
  const expiresAt = titleLinkExpiry(issued).toISOString();

  it('works for 30 days, then expires', () => {
    expect(expiresAt).toBe('2026-12-01T10:00:00.000Z');
    expect(titleLinkProblem({ expiresAt, revokedAt: null }, new Date('2026-12-01T09:59:59.999Z'))).toBeNull();
    expect(titleLinkProblem({ expiresAt, revokedAt: null }, new Date('2026-12-01T10:00:00.000Z'))).toBe(
      'expired',
    );
  });

  it('stops working once revoked', () => {
    const revokedAt = '2026-11-02T00:00:00.000Z';
    expect(titleLinkProblem({ expiresAt, revokedAt }, new Date('2026-11-03T00:00:00.000Z'))).toBe('revoked');
  });
});
