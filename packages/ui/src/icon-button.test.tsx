// IconButton: named by its label, icon hidden from assistive technology.
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { render, screen, userEvent } from './test-utils';

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="share" label="Share this page" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Share this page' });
    expect(button.getAttribute('title')).toBe('Share this page');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
