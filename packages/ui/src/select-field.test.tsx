// SelectField: a labelled native select whose choice, hint and error reach assistive technology.
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';
import { render, screen, userEvent } from './test-utils';

const OPTIONS = [
  { value: '', label: 'Any' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
];

describe('SelectField', () => {
  it('is named by its label and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Beds"
        options={OPTIONS}
        defaultValue=""
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Beds' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', '2+', '3+']);
    await userEvent.selectOptions(select, '3+');
    expect(onChange).toHaveBeenLastCalledWith('3');
    expect((select as HTMLSelectElement).value).toBe('3');
  });

  it('marks a required select like a required text field, its name unchanged', () => {
    render(<SelectField label="Profile type" required options={OPTIONS} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Profile type' }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    const mark = select.closest('div')?.parentElement?.querySelector('label span[aria-hidden="true"]');
    expect(mark?.textContent).toBe('*');
  });

  it('keeps a hidden label as the accessible name and describes errors', () => {
    render(<SelectField label="Sort by" hideLabel options={OPTIONS} error="Choose one." hint="Any order." />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const ids = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Choose one.', 'Any order.']);
  });
});
