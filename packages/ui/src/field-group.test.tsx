// FieldGroup: a plain grid, or a fieldset named by its legend.
import { describe, expect, it } from 'vitest';
import { FieldGroup } from './field-group';
import { render, screen } from './test-utils';
import { TextField } from './text-field';

describe('FieldGroup', () => {
  it('is a plain div without a legend', () => {
    const { container } = render(
      <FieldGroup>
        <TextField label="Min price" />
      </FieldGroup>,
    );
    expect(container.querySelector('fieldset')).toBeNull();
    expect(screen.getByLabelText('Min price')).toBeTruthy();
  });

  it('is a group named by its legend', () => {
    render(
      <FieldGroup legend="Price range" columns={1} gap="4">
        <TextField label="Min price" />
        <TextField label="Max price" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Price range' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelectorAll('input')).toHaveLength(2);
  });
});
