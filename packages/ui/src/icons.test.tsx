// Icon: every icon of the set renders; decorative by default, named with a title.
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './icons';
import { render, screen } from './test-utils';

describe('Icon', () => {
  it('has the icons the product needs', () => {
    for (const name of [
      'bell',
      'share',
      'lock',
      'menu',
      'close',
      'home',
      'building',
      'help',
      'user',
      'facebook',
      'twitter',
      'linkedin',
      'whatsapp',
      'mail',
      'link',
      'check',
      'alert',
    ]) {
      expect(ICON_NAMES).toContain(name);
    }
  });

  it.each(ICON_NAMES)('%s draws something and is hidden when decorative', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
  });

  it('is an image named by its title when given one', () => {
    render(<Icon name="lock" title="Location hidden" />);
    expect(screen.getByRole('img', { name: 'Location hidden' })).toBeTruthy();
  });
});
