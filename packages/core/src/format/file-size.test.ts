import { describe, expect, it } from 'vitest';
import { formatFileSize, uploadProgressLabel } from './file-size';

describe('formatFileSize', () => {
  it('reads small files in B or KB and large ones in MB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(48 * 1024)).toBe('48 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1023 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('never says "0.0 of 0.0 MB" for a small upload', () => {
    expect(uploadProgressLabel(10 * 1024, 40 * 1024)).toBe('10 KB of 40 KB');
    expect(uploadProgressLabel(1024 * 1024, 3 * 1024 * 1024)).toBe('1.0 MB of 3.0 MB');
  });
});
