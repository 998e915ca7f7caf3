// Avatar: picture, initials fallback, and a broken picture falling back to initials.
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { fireEvent, render, screen } from './test-utils';

describe('Avatar', () => {
  it('shows initials when there is no picture, named by the person', () => {
    render(<Avatar name="Jane Doe" />);
    const avatar = screen.getByRole('img', { name: 'Jane Doe' });
    expect(avatar.textContent).toBe('JD');
  });

  it('shows the picture, and the initials when it fails to load', () => {
    const { container } = render(<Avatar name="Jane Doe" src="/storage/jane.webp" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/storage/jane.webp');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('JD');
  });

  it('is hidden from assistive technology when decorative, with a person icon for a blank name', () => {
    const { container } = render(<Avatar name="" decorative />);
    const avatar = container.firstElementChild;
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
    expect(avatar?.querySelector('svg[data-icon="user"]')).not.toBeNull();
  });
});
