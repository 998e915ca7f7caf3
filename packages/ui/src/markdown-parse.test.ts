// The markdown parser on any input: it never throws, links only safe addresses, and keeps plain text as is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InlineNode, linkKind, parseInline, parseMarkdown } from './markdown-parse';

function links(nodes: readonly InlineNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'link'
      ? [node.href, ...links(node.children)]
      : 'children' in node
        ? links(node.children)
        : [],
  );
}

const MARKUP = fc.constantFrom('*', '**', '_', '`', '[', ']', '(', ')', '#', '- ', '1. ', '\n', '\n\n', '\\');
const ADDRESSES = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:x',
  'data:text/html;base64,PHNjcmlwdD4=',
  '//evil.example',
  'vbscript:x',
  '/ok',
  'https://ok.example',
  'mailto:a@b.co',
  ' javascript:x',
);

describe('parseMarkdown', () => {
  it('never throws and links only http(s), mailto and relative addresses, whatever the input', () => {
    const piece = fc.oneof(
      fc.string(),
      MARKUP,
      ADDRESSES.map((href) => `[x](${href})`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const blocks = parseMarkdown(pieces.join(''));
        const hrefs = blocks.flatMap((block) =>
          block.type === 'list' ? block.items.flatMap(links) : links(block.children),
        );
        for (const href of hrefs) {
          expect(linkKind(href)).not.toBeNull();
          expect(href).not.toMatch(/^\s*(javascript|data|vbscript):|^\/\//i);
        }
      }),
    );
  });

  it('keeps text without markup as one paragraph, spaces between its lines', () => {
    const plain = fc.stringMatching(/^[A-Za-z,;:!?'"<>=&% ]{1,40}$/).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 3 }), (lines) => {
        const blocks = parseMarkdown(lines.join('\n'));
        expect(blocks).toEqual([
          { type: 'paragraph', children: [{ type: 'text', text: lines.map((l) => l.trim()).join(' ') }] },
        ]);
      }),
    );
  });

  it('reads nested emphasis inside links and strong text', () => {
    expect(parseInline('**bold *and italic* text**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'em', children: [{ type: 'text', text: 'and italic' }] },
          { type: 'text', text: ' text' },
        ],
      },
    ]);
    expect(parseInline('[*see* `this`](/faqs#what-is-loop)')).toEqual([
      {
        type: 'link',
        href: '/faqs#what-is-loop',
        children: [
          { type: 'em', children: [{ type: 'text', text: 'see' }] },
          { type: 'text', text: ' ' },
          { type: 'code', text: 'this' },
        ],
      },
    ]);
  });
});
