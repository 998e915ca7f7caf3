// A small markdown parser for help articles and assistant answers: paragraphs, ##/### headings, bullet and
// numbered lists, **bold**, *italic*, `code`, links and bare https URLs. It builds a tree, never HTML.

/** An inline piece of text. */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

/** A block of a document. */
export type BlockNode =
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] };

/** What kind of link an address makes, or null when it must stay plain text (javascript:, data:, //host...). */
export function linkKind(href: string): 'external' | 'mail' | 'relative' | null {
  if (/^https?:\/\/[^\s/]/i.test(href)) return 'external';
  if (/^mailto:[^\s]+@[^\s]+$/i.test(href)) return 'mail';
  if (/^(\/(?!\/)|#|\?)/.test(href)) return 'relative';
  return null;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;

/** Parses markdown into blocks. Anything it does not understand stays text. */
export function parseMarkdown(source: string): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map(parseInline),
      });
    }
    list = null;
  };

  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length <= 2 ? 2 : 3;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push(bullet ? bullet[1]! : numbered![2]!);
      continue;
    }
    if (list && /^\s/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const URL_END = /[.,;:!?)\]'"]+$/;

/** Parses the inline markup of one block of text. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = '';
  const push = (node: InlineNode) => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
    nodes.push(node);
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>]/.test(text[i + 1]!)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**') || rest.startsWith('__')) {
      const marker = rest.slice(0, 2);
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2 && !/\s/.test(text[i + 2]!)) {
        push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const end = findEmphasisEnd(text, i, char);
      if (end > 0) {
        push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = /^\[([^\]]+)\]\(\s*([^\s)]+)\s*\)/.exec(rest);
      if (link) {
        const children = parseInline(link[1]!);
        if (linkKind(link[2]!)) push({ type: 'link', href: link[2]!, children });
        else for (const child of children) push(child);
        i += link[0].length;
        continue;
      }
    }
    if ((char === 'h' || char === 'H') && /^https?:\/\//i.test(rest) && !/[\w/]/.test(text[i - 1] ?? ' ')) {
      const url = /^\S+/.exec(rest)![0].replace(URL_END, '');
      if (linkKind(url)) {
        push({ type: 'link', href: url, children: [{ type: 'text', text: url }] });
        i += url.length;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  if (plain) nodes.push({ type: 'text', text: plain });
  return nodes;
}

/** The closing `*` or `_` of an emphasis opened at `start`, or -1 (`_` only between words, as in a_b_c). */
function findEmphasisEnd(text: string, start: number, marker: string): number {
  if (/\s/.test(text[start + 1] ?? ' ')) return -1;
  if (marker === '_' && /\w/.test(text[start - 1] ?? ' ')) return -1;
  for (let end = text.indexOf(marker, start + 1); end > start + 1; end = text.indexOf(marker, end + 1)) {
    if (text[end + 1] === marker) {
      end += 1;
      continue;
    }
    if (/\s/.test(text[end - 1]!)) continue;
    if (marker === '_' && /\w/.test(text[end + 1] ?? ' ')) continue;
    return end;
  }
  return -1;
}
