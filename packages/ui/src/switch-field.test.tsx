// SwitchField: a switch named by its label and described by its description, toggled by click and keyboard.
import { describe, expect, it, vi } from 'vitest';
import { SwitchField } from './switch-field';
import { render, screen, userEvent } from './test-utils';

describe('SwitchField', () => {
  it('is a switch named by its label, described by its description', () => {
    render(<SwitchField label="Offers" description="New offers on your deals." defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Offers' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
      'New offers on your deals.',
    );
  });

  it('toggles by click on the label and by Space, reporting each change', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="Contracts" onChange={(event) => onChange(event.target.checked)} />);
    await userEvent.click(screen.getByText('Contracts'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    screen.getByRole('switch').focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="Password reset" disabled defaultChecked onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });
});
