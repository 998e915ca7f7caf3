// TextAreaField: label, hint and error wired for assistive technology, as TextField's.
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from './test-utils';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('labels the textarea, takes several lines and reads the error before the hint', async () => {
    render(<TextAreaField label="Message" hint="Up to 2,000 characters." error="Say a little more." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const ids = (textarea.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Say a little more.',
      'Up to 2,000 characters.',
    ]);
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    expect((textarea as HTMLTextAreaElement).value).toBe('Line one\nLine two');
  });

  it('is valid without an error and keeps a given id', () => {
    render(<TextAreaField label="Description" id="description" required />);
    const textarea = screen.getByRole('textbox', { name: /Description/ });
    expect(textarea.id).toBe('description');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect((textarea as HTMLTextAreaElement).required).toBe(true);
  });
});
