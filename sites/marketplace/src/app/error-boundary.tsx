// An error boundary that shows a fallback instead of a crashed subtree, reset by Try Again or a new location.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Renders the fallback; `retry` clears the error and renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** A change of this value (e.g. the path) clears the error. */
  resetKey?: unknown;
  /** Called before each retry, e.g. to give failed page chunks a fresh attempt. */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** Catches render errors (including a page chunk that failed to load) below it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('DealLoop: a page failed to render.', error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
