// Dialog: a modal labelled by its title; focus moves in, stays in (Tab wraps), and returns to the opener on close.
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import * as styles from './dialog.css';
import { focusableElements } from './focusable';
import { IconButton } from './icon-button';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the close button and a click on the scrim. */
  onClose: () => void;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A line under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** What receives focus on open; default the first focusable element of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; default "Close". */
  closeLabel?: string;
  /** Where the dialog is rendered; default document.body (an embedded widget passes its shadow root). */
  container?: Element | DocumentFragment;
}

/** A modal dialog. Renders nothing while closed. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  const target = props.container ?? (typeof document === 'undefined' ? null : document.body);
  return target ? createPortal(<OpenDialog {...props} />, target) : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Move focus in on open and keep it inside (focus that lands outside, by a click on the page behind or a
  // script, is brought back); on close give it back to the opener. The page behind does not scroll meanwhile.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = bodyRef.current ? focusableElements(bodyRef.current)[0] : undefined;
    (initialFocusRef?.current ?? first ?? closeRef.current ?? panelRef.current)?.focus();
    const keepFocusInside = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableElements(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleScrimMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the scrim closes on click; Escape is the keyboard way.
    <div className={styles.overlay} onMouseDown={handleScrimMouseDown}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${styles.panel} ${styles.width[size]}`}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <IconButton
            ref={closeRef}
            icon="close"
            label={closeLabel}
            className={styles.closeButton}
            onClick={() => onCloseRef.current()}
          />
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
