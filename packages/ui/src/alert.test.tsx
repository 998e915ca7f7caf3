// Alert: errors are alerts, other tones are status messages.
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { render, screen } from './test-utils';

describe('Alert', () => {
  it('announces errors with role="alert"', () => {
    render(<Alert tone="error">Invalid email or password.</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('Invalid email or password.');
  });

  it('announces other tones politely with role="status" and shows the title', () => {
    render(
      <Alert tone="success" title="Check your email">
        A link is on its way.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Check your email');
    expect(status.textContent).toContain('A link is on its way.');
  });
});
