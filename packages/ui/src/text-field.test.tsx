// TextField: label, hint and error wired for assistive technology.
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from './test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it with the hint', async () => {
    render(<TextField label="Password" type="password" hint="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hintId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('At least 8 characters.');
    await userEvent.type(input, 'secret');
    expect((input as HTMLInputElement).value).toBe('secret');
  });

  it('marks the input invalid and reads the error first', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Enter a valid email address.',
      'We never share it.',
    ]);
  });

  it('keeps a given id and marks required fields', () => {
    render(<TextField label="Full name" id="full-name" required />);
    const input = screen.getByRole('textbox', { name: /Full name/ });
    expect(input.id).toBe('full-name');
    expect((input as HTMLInputElement).required).toBe(true);
  });
});
