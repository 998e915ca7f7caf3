// Mounts a widget's component (a React component run by preact/compat in the build) into its shadow root.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStyles, releaseStyles } from './style-registry';
import type { WidgetAttributes, WidgetContext, WidgetController } from './widget-contract';
import { widgetRoot } from './widget-root.css';

/** What every widget component receives. */
export interface WidgetProps extends Pick<WidgetContext, 'claimEarlyRead'> {
  /** The custom element: the target of the widget's events. */
  host: HTMLElement;
  /** The DealLoop origin, without a trailing slash. */
  api: string;
  attributes: WidgetAttributes;
}

/** Renders `Component` into the context's shadow root with the SDK styles; re-renders on update. */
export function renderWidget(
  context: WidgetContext,
  Component: ComponentType<WidgetProps>,
): WidgetController {
  const { root } = context;
  adoptStyles(root);
  const container = document.createElement('div');
  container.className = widgetRoot;
  container.setAttribute('data-dealloop-widget', '');
  root.append(container);
  const reactRoot = createRoot(container);
  const draw = (attributes: WidgetAttributes, api: string) =>
    reactRoot.render(<Component {...context} api={api} attributes={attributes} />);
  draw(context.attributes, context.api);
  return {
    update: draw,
    destroy: () => {
      reactRoot.unmount();
      container.remove();
      releaseStyles(root);
    },
  };
}
