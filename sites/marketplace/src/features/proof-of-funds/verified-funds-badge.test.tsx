// The badge sellers see on a buyer with current verified funds, and the mark of an offer above them.
import { POF_TEXTS } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/dom';
import { AboveVerifiedFundsMark, VerifiedFundsBadge } from './verified-funds-badge';

describe('VerifiedFundsBadge', () => {
  it('shows the verified amount, and nothing without a current verification', () => {
    const { container, rerender } = render(
      <VerifiedFundsBadge funds={{ upTo: 250_000, expiresAt: '2027-02-25T00:00:00.000Z' }} />,
    );
    expect(screen.getByText('Verified funds (up to $250,000)')).toBeTruthy();
    rerender(<VerifiedFundsBadge funds={null} />);
    expect(container.textContent).toBe('');
  });

  it('marks an offer above verified funds only when it is', () => {
    const { container, rerender } = render(<AboveVerifiedFundsMark above />);
    expect(screen.getByText(POF_TEXTS.aboveVerifiedFunds)).toBeTruthy();
    rerender(<AboveVerifiedFundsMark above={false} />);
    expect(container.textContent).toBe('');
  });
});
