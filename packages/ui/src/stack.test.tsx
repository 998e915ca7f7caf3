// Stack: renders the element asked for, with its children, in a column or a wrapping row.
import { describe, expect, it } from 'vitest';
import { Stack, stackClassName } from './stack';
import { render, screen } from './test-utils';

describe('Stack', () => {
  it('renders a div column by default with its children and extra props', () => {
    render(
      <Stack data-testid="stack" className="extra">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack.className).toContain('extra');
    expect(stack.textContent).toBe('OneTwo');
  });

  it('renders a list as the element asked for', () => {
    render(
      <Stack as="ul" aria-label="Sessions">
        <li>Chrome</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Sessions' }).tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('gives different classes for a wrapping row and a column', () => {
    const row = stackClassName({ direction: 'row', wrap: true, gap: '2' });
    const column = stackClassName();
    expect(row).not.toBe(column);
    expect(row.split(' ').length).toBeGreaterThan(column.split(' ').length);
  });
});
