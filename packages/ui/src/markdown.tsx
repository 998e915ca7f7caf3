// Markdown: renders the markdown subset of help articles and Loop's answers as React elements, never as HTML.
import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './markdown.css';
import { type BlockNode, type InlineNode, linkKind, parseMarkdown } from './markdown-parse';

export interface MarkdownProps {
  /** The markdown. HTML in it shows as text. */
  text: string;
  className?: string;
  /**
   * Renders a link to a relative address (`/knowledge-base/earnest-money`, `#top`), e.g. through a router's
   * Link or with the marketplace origin in front. Without it a plain `<a href>` is used.
   */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
}

type LinkRenderer = MarkdownProps['renderLink'];

function inline(nodes: readonly InlineNode[], renderLink: LinkRenderer): ReactNode[] {
  return nodes.map((node, index) => inlineNode(node, index, renderLink));
}

function inlineNode(node: InlineNode, key: number, renderLink: LinkRenderer): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'code':
      return (
        <code key={key} className={styles.code}>
          {node.text}
        </code>
      );
    case 'strong':
      return <strong key={key}>{inline(node.children, renderLink)}</strong>;
    case 'em':
      return <em key={key}>{inline(node.children, renderLink)}</em>;
    case 'link':
      return <MarkdownLink key={key} href={node.href} renderLink={renderLink} node={node} />;
  }
}

function MarkdownLink({
  href,
  node,
  renderLink,
}: {
  href: string;
  node: Extract<InlineNode, { type: 'link' }>;
  renderLink: LinkRenderer;
}) {
  const children = inline(node.children, renderLink);
  const kind = linkKind(href);
  if (kind === 'external') {
    return (
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (kind === 'relative' && renderLink) return <>{renderLink(href, children)}</>;
  if (kind === null) return <>{children}</>;
  return (
    <a className={styles.link} href={href}>
      {children}
    </a>
  );
}

function block(node: BlockNode, key: number, renderLink: LinkRenderer): ReactNode {
  switch (node.type) {
    case 'heading': {
      const Heading = node.level === 2 ? 'h2' : 'h3';
      return (
        <Heading key={key} className={styles.heading[node.level]}>
          {inline(node.children, renderLink)}
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className={styles.paragraph}>
          {inline(node.children, renderLink)}
        </p>
      );
    case 'list': {
      const items = node.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their place.
        <li key={index}>{inline(item, renderLink)}</li>
      ));
      return node.ordered ? (
        <ol key={key} className={styles.list} start={node.start === 1 ? undefined : node.start}>
          {items}
        </ol>
      ) : (
        <ul key={key} className={styles.list}>
          {items}
        </ul>
      );
    }
  }
}

/**
 * Renders markdown: paragraphs, `##`/`###` headings, bullet and numbered lists, **bold**, *italic*, `code`,
 * links and bare https URLs. Only http(s), mailto and relative links become links (others stay text); external
 * ones open in a new tab with rel="noopener noreferrer". Built from elements only, so HTML in the text is shown,
 * never run. A plain function component, so it works under preact/compat.
 */
export function Markdown({ text, className, renderLink }: MarkdownProps) {
  return (
    <div className={cx(styles.markdown, className)}>
      {parseMarkdown(text).map((node, index) => block(node, index, renderLink))}
    </div>
  );
}
