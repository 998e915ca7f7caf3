// PageHeader: one h1, the subtitle under it, the actions beside it.
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';
import { render, screen } from './test-utils';

describe('PageHeader', () => {
  it('renders the title as the h1 and nothing else without a subtitle or actions', () => {
    const { container } = render(<PageHeader title="Saved searches" titleId="saved" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Saved searches' });
    expect(heading.id).toBe('saved');
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the subtitle, extra content and the actions', () => {
    render(
      <PageHeader
        title="Saved deals"
        subtitle="3 saved deals"
        actions={<button type="button">Browse</button>}
      >
        <a href="/properties">All deals</a>
      </PageHeader>,
    );
    expect(screen.getByText('3 saved deals').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'All deals' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeTruthy();
  });
});
