// The share popup: share intents for the current page in new tabs, and Copy link with the spec's toasts.
import { describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../test/dom';
import { BUYER, createFakeApiClient } from '../test/fake-api-client';
import { renderApp } from '../test/render-app';

const PAGE_URL = 'https://dealloop.test/terms-of-service?ref=nav';

async function openShare() {
  const user = userEvent.setup();
  const client = createFakeApiClient();
  client.startSignedIn(BUYER);
  renderApp('/terms-of-service?ref=nav', { client });
  await user.click(screen.getByRole('button', { name: 'Share this page' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Share this page' }) };
}

describe('share popup', () => {
  it('offers Facebook, Twitter, LinkedIn, WhatsApp and email for the page address', async () => {
    const { dialog } = await openShare();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Email',
    ]);
    const encoded = encodeURIComponent(PAGE_URL);
    expect(links[0]?.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links[1]?.getAttribute('href')).toContain(`https://twitter.com/intent/tweet?url=${encoded}`);
    expect(links[2]?.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(links[3]?.getAttribute('href')).toContain('https://wa.me/?text=');
    expect(links[4]?.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    for (const link of links.slice(0, 4)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[4]?.getAttribute('target')).toBeNull();
    expect((within(dialog).getByLabelText('Page link') as HTMLInputElement).value).toBe(PAGE_URL);
  });

  it('Copy link copies the address, says "Link copied to clipboard!" and closes', async () => {
    const { user, dialog } = await openShare();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    await waitFor(() => expect(screen.getByText('Link copied to clipboard!')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share this page' }));
  });

  it('a refused copy says "Failed to copy link." and keeps the popup open', async () => {
    const { user, dialog } = await openShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Failed to copy link.')).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'Share this page' })).toBeTruthy();
    warned.mockRestore();
  });
});
