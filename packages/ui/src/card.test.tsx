// Card: the title as a heading of the given level and id, actions on its row, children, the element asked for.
import { describe, expect, it } from 'vitest';
import { Card, cardClassName } from './card';
import { render, screen } from './test-utils';

describe('Card', () => {
  it('renders its children without a heading when it has no title', () => {
    render(<Card data-testid="card">Check your email.</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.textContent).toBe('Check your email.');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the title as a heading of the given level and id, with the actions beside it', () => {
    render(
      <Card
        as="section"
        title="Security"
        titleLevel={3}
        titleId="security"
        actions={<button type="button">Edit</button>}
        aria-labelledby="security"
      >
        Two sessions.
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Security' });
    expect(heading.id).toBe('security');
    expect(screen.getByRole('region', { name: 'Security' }).tagName).toBe('SECTION');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('renders as a list item', () => {
    render(
      <ul>
        <Card as="li">Production key</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Production key');
  });

  it('gives a form the same look through cardClassName', () => {
    expect(cardClassName({ padding: 'lg', elevated: true })).not.toBe(cardClassName());
  });
});
