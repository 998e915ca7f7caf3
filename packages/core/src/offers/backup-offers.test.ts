import { describe, expect, it } from 'vitest';
import { BACKUP_TEXTS, backupRanks } from './backup-offers';
import { isOpenOffer } from './offer-rules';

describe('backupRanks', () => {
  it('ranks new backups in the chosen order from 1', () => {
    expect(backupRanks(3, [])).toEqual([1, 2, 3]);
  });
  it('ranks them after the backups the listing already keeps (those keep their ranks)', () => {
    expect(backupRanks(2, [1, 2])).toEqual([3, 4]);
    expect(backupRanks(1, [2])).toEqual([3]);
    expect(backupRanks(0, [1])).toEqual([]);
  });
});

describe('backups are not open offers', () => {
  it('so the offer expiry and the accept decline leave them alone', () => {
    expect(isOpenOffer('backup')).toBe(false);
  });
});

describe('BACKUP_TEXTS', () => {
  it('names the rank and the accept button', () => {
    expect(BACKUP_TEXTS.rankLabel(2)).toBe('Backup #2');
    expect(BACKUP_TEXTS.acceptWithBackups(0)).toBe('Accept offer');
    expect(BACKUP_TEXTS.acceptWithBackups(1)).toBe('Accept and keep 1 backup');
    expect(BACKUP_TEXTS.acceptWithBackups(2)).toBe('Accept and keep 2 backups');
  });
});
