// Text for screen readers only.
import type { ReactNode } from 'react';
import { visuallyHidden } from './shared.css';

/** Renders its children for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
