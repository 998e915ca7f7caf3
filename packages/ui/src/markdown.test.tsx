// Markdown: the subset renders as elements, HTML stays text, and only safe addresses become links.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { render, screen } from './test-utils';

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, bold, italic and code', () => {
    const { container } = render(
      <Markdown
        text={[
          '## Deal math',
          'The **maximum allowable offer** is *ARV × 70%* minus `repairs`.',
          'A second line of the same paragraph.',
          '',
          '### Steps',
          '1. Estimate the ARV',
          '2. Subtract repairs',
          '   and your fee',
          '',
          '- Cash',
          '* Hard money',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Deal math' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Steps' })).toBeTruthy();
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(
      'The maximum allowable offer is ARV × 70% minus repairs. A second line of the same paragraph.',
    );
    expect(paragraph.querySelector('strong')?.textContent).toBe('maximum allowable offer');
    expect(paragraph.querySelector('em')?.textContent).toBe('ARV × 70%');
    expect(paragraph.querySelector('code')?.textContent).toBe('repairs');
    const [numbered, bullets] = screen.getAllByRole('list');
    expect(numbered!.tagName).toBe('OL');
    expect([...numbered!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Estimate the ARV',
      'Subtract repairs and your fee',
    ]);
    expect(bullets!.tagName).toBe('UL');
    expect([...bullets!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Cash', 'Hard money']);
  });

  it('keeps a numbered list starting elsewhere than 1 and leaves snake_case and lone stars alone', () => {
    const { container } = render(
      <Markdown text={'3. Third\n4. Fourth\n\nuse max_price_cap and 2 * 3 * 4'} />,
    );
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('p')?.textContent).toBe('use max_price_cap and 2 * 3 * 4');
    expect(container.querySelector('em')).toBeNull();
  });

  it('shows HTML in the text as literal text, never as elements', () => {
    const attack = '<img src=x onerror=alert(1)> and <script>alert("x")</script> **<b>bold</b>**';
    const { container } = render(<Markdown text={attack} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe(
      '<img src=x onerror=alert(1)> and <script>alert("x")</script> <b>bold</b>',
    );
  });

  it('makes links only of http(s), mailto and relative addresses; others stay plain text', () => {
    render(
      <Markdown
        text={[
          '[Deals](/properties?location=Dallas) [Anchor](#faq) [HUD](https://www.hud.gov/) [Mail](mailto:help@dealloop.com)',
          '[Bad](javascript:alert(1)) [Data](data:text/html,<script>alert(1)</script>) [Proto](//evil.example)',
          '[Vb](vbscript:msgbox) [Js](JavaScript:alert(1))',
        ].join('\n')}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deals', '/properties?location=Dallas'],
      ['Anchor', '#faq'],
      ['HUD', 'https://www.hud.gov/'],
      ['Mail', 'mailto:help@dealloop.com'],
    ]);
    for (const text of ['Bad', 'Data', 'Proto', 'Vb', 'Js']) {
      expect(screen.getByText(text, { exact: false }).closest('a')).toBeNull();
    }
  });

  it('opens external links in a new tab without an opener, and links bare https URLs', () => {
    render(
      <Markdown text="See https://www.hud.gov/fair-housing. Or [BiggerPockets](http://biggerpockets.com)." />,
    );
    const hud = screen.getByRole('link', { name: 'https://www.hud.gov/fair-housing' });
    expect(hud.getAttribute('href')).toBe('https://www.hud.gov/fair-housing');
    for (const link of [hud, screen.getByRole('link', { name: 'BiggerPockets' })]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('hands relative links to renderLink, and keeps internal links in the same tab otherwise', () => {
    const seen: string[] = [];
    render(
      <Markdown
        text="Read [earnest money](/knowledge-base/earnest-money) or [**offers**](/faqs#how-do-i-make-an-offer) and [HUD](https://hud.gov)."
        renderLink={(href, children) => {
          seen.push(href);
          return (
            <a href={`https://dealloop.example${href}`} data-router="yes">
              {children}
            </a>
          );
        }}
      />,
    );
    expect(seen).toEqual(['/knowledge-base/earnest-money', '/faqs#how-do-i-make-an-offer']);
    const earnest = screen.getByRole('link', { name: 'earnest money' });
    expect(earnest.getAttribute('href')).toBe('https://dealloop.example/knowledge-base/earnest-money');
    expect(screen.getByRole('link', { name: 'offers' }).querySelector('strong')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HUD' }).getAttribute('data-router')).toBeNull();
  });

  it('treats backslash escapes and unclosed markers as text, and renders nothing for empty input', () => {
    const { container, rerender } = render(<Markdown text={'\\*not italic\\* and **open and `tick'} />);
    expect(container.textContent).toBe('*not italic* and **open and `tick');
    expect(container.querySelector('em, strong, code')).toBeNull();
    rerender(<Markdown text={'  \n\n'} className="answer" />);
    expect(container.querySelector('.answer')?.childElementCount).toBe(0);
  });

  it('never sets HTML directly', () => {
    for (const file of ['markdown.tsx', 'markdown-parse.ts']) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).not.toMatch(/innerHTML|dangerouslySet/);
    }
  });
});
