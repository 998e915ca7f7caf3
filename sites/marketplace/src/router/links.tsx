// Links inside the site: an anchor with the real address that navigates without reloading the page.
import { type ComponentPropsWithRef, type MouseEvent, type ReactNode, useEffect } from 'react';
import { useRouterContext } from './context';
import { createPath, type Location, resolveTo, type To } from './path';
import type { NavigateOptions } from './router';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'>, NavigateOptions {
  to: To;
  /** Let the browser load the address as a new document. */
  reloadDocument?: boolean;
}

/** An address outside the site (`https:`, `mailto:`, `//host`). */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether the browser should handle this click itself (new tab, download, modified or non-primary click). */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { router, state: routerState } = useRouterContext();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const path = external ? null : resolveTo(to, routerState.location);
  const href = path ? createPath(path) : (to as string);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !path || reloadDocument || browserHandles(event, target)) return;
    event.preventDefault();
    // A link to where the site already is replaces the entry instead of adding the same page again.
    const here = createPath(routerState.location) === href;
    void router.navigate(path, { replace: replace ?? here, state, preventScrollReset });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((status: { isActive: boolean }) => string | undefined);
  /** Active only on exactly this path, not on the pages below it. */
  end?: boolean;
}

/** A link that knows it leads to the current page (or a page below it): aria-current="page" and class `active`. */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { state } = useRouterContext();
  const target = resolveTo(rest.to, state.location).pathname.toLowerCase();
  const current = state.location.pathname.toLowerCase();
  const isActive =
    current === target ||
    (!end && target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): ReactNode {
  const { router } = useRouterContext();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect navigates once, when it is first rendered
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, []);
  return null;
}

export type { Location };
