// Help content rendered with the UI kit's Markdown, relative links going through the router (no page reload).
import { Markdown } from '@dealloop/ui';
import type { ReactNode } from 'react';
import { Link } from '../../router';

const routerLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>;

/** Markdown of an article or an FAQ answer. */
export function HelpMarkdown({ text, className }: { text: string; className?: string }) {
  return <Markdown text={text} className={className} renderLink={routerLink} />;
}
