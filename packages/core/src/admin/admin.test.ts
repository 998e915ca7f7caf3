// The admin area's rules: the suspension reason, audit entries as sentences, the stats periods, the texts.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  ADMIN_STATS_RANGES,
  auditEntryText,
  isAdminStatsRange,
  isRole,
  ROLES,
  SUSPENSION_REASON_MAX,
  suspensionReasonProblem,
} from './admin';

describe('suspensionReasonProblem', () => {
  it('needs a reason after trimming, at most the maximum', () => {
    expect(suspensionReasonProblem('')).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(suspensionReasonProblem(' \n\t ')).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(suspensionReasonProblem('Spam')).toBeNull();
    expect(suspensionReasonProblem(` ${'x'.repeat(SUSPENSION_REASON_MAX)} `)).toBeNull();
    expect(suspensionReasonProblem('x'.repeat(SUSPENSION_REASON_MAX + 1))).toBe(ADMIN_MESSAGES.reasonTooLong);
  });
});

describe('auditEntryText', () => {
  it('names the role of a role change and the reason of a suspension', () => {
    expect(auditEntryText({ action: 'role_granted', role: 'moderator', reason: null })).toBe(
      'Granted role Moderator',
    );
    expect(auditEntryText({ action: 'role_revoked', role: 'admin', reason: null })).toBe(
      'Revoked role Admin',
    );
    expect(auditEntryText({ action: 'suspended', role: null, reason: 'Spam' })).toBe('Suspended: Spam');
    expect(auditEntryText({ action: 'restored', role: null, reason: null })).toBe('Restored');
  });
});

describe('admin texts', () => {
  it('use the right article for each role', () => {
    expect(ADMIN_MESSAGES.roleGranted('admin', 'Ada')).toBe('Ada is now an admin.');
    expect(ADMIN_MESSAGES.roleRevoked('moderator', 'Mo')).toBe('Mo is no longer a moderator.');
  });

  it('summarise a chart with its total and busiest bucket', () => {
    expect(ADMIN_MESSAGES.chartSummary(1234, 30, { label: 'Nov 3', value: 40 })).toBe(
      '1,234 in total over the last 30 days; most on Nov 3 (40).',
    );
    expect(ADMIN_MESSAGES.chartSummary(0, 90, null)).toBe('0 in total over the last 90 days.');
  });

  it('accept only the dashboard periods', () => {
    expect(ADMIN_STATS_RANGES.every(isAdminStatsRange)).toBe(true);
    expect([7, '30', 31, null].some(isAdminStatsRange)).toBe(false);
  });
});

describe('staff roles', () => {
  it('are admin and moderator, and nothing else is one', () => {
    expect(ROLES).toEqual(['admin', 'moderator']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('user')).toBe(false);
  });
});
