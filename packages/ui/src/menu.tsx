// Menu: the menu button pattern (aria-haspopup/expanded, arrow keys, Home/End, typeahead, Escape, click outside).
import {
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icons';
import * as styles from './menu.css';

/** One entry of a menu. With `href` it renders as a link; otherwise as a button. */
export interface MenuItem {
  /** Stable identity of the entry (also its `data-key`). */
  key: string;
  label: string;
  /** Makes the entry a link (so it can be opened in a new tab). */
  href?: string;
  /** Called when the entry is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  icon?: IconName;
  tone?: 'default' | 'danger';
  /** Draws a separator above the entry. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** The trigger's content (text, an avatar...). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. "Account menu"). */
  triggerLabel?: string;
  items: readonly MenuItem[];
  /** Content above the entries (not an entry itself), such as the signed-in name and email. */
  header?: ReactNode;
  /** Which edge of the trigger the popup lines up with; default "end". */
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
}

/** A button that opens a menu of links and actions. */
export function Menu({
  trigger,
  triggerLabel,
  items,
  header,
  align = 'end',
  className,
  triggerClassName,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const triggerId = useId();

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Focus follows the active entry while open.
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A pointer press outside closes the menu (focus stays where the press put it); Escape closes it
  // wherever focus is (a re-render or the pointer may have moved focus off the entries).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (rootRef.current && !path.includes(rootRef.current)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const last = items.length - 1;

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(focusIndex >= last ? 0 : focusIndex + 1);
      case 'ArrowUp':
        return move(focusIndex <= 0 ? last : focusIndex - 1);
      case 'Home':
      case 'PageUp':
        return move(0);
      case 'End':
      case 'PageDown':
        return move(last);
      case 'Tab':
        return close(false);
      case ' ':
        // Space chooses the entry, for links too (browsers only follow links on Enter).
        event.preventDefault();
        itemRefs.current[focusIndex]?.click();
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...items.keys()].map((offset) => (focusIndex + 1 + offset) % items.length);
          const match = order.find((index) => items[index]?.label.toLowerCase().startsWith(letter));
          if (match !== undefined) move(match);
        }
    }
  };

  const choose = (item: MenuItem, event: MouseEvent<HTMLElement>) => {
    item.onSelect?.(event);
    close(!item.href || event.defaultPrevented);
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div className={cx(styles.popup, align === 'end' ? styles.alignEnd : styles.alignStart)}>
          {header ? <div className={styles.header}>{header}</div> : null}
          <div
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            className={styles.list}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => {
              const itemClass = cx(styles.item, item.tone === 'danger' && styles.itemDanger);
              const content = (
                <>
                  {item.icon ? <Icon name={item.icon} size={18} className={styles.itemIcon} /> : null}
                  <span>{item.label}</span>
                </>
              );
              const common = {
                role: 'menuitem',
                tabIndex: index === focusIndex ? 0 : -1,
                className: itemClass,
                'data-key': item.key,
                onClick: (event: MouseEvent<HTMLElement>) => choose(item, event),
                onMouseEnter: () => setFocusIndex(index),
              } as const;
              return (
                <Fragment key={item.key}>
                  {item.separatorBefore ? <hr className={styles.separator} /> : null}
                  {item.href ? (
                    <a
                      {...common}
                      ref={(element) => {
                        itemRefs.current[index] = element;
                      }}
                      href={item.href}
                    >
                      {content}
                    </a>
                  ) : (
                    <button
                      {...common}
                      ref={(element) => {
                        itemRefs.current[index] = element;
                      }}
                      type="button"
                    >
                      {content}
                    </button>
                  )}
                </Fragment>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
