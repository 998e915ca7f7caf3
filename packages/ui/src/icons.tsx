// The icon set: small inline SVGs drawn on a 24px grid with 2px round strokes in the current text colour.
import { type ReactElement, useId } from 'react';
import { cx } from './class-names';
import { icon as iconClass } from './icons.css';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
const filled = { fill: 'currentColor', stroke: 'none' } as const;

/** The drawing of each icon (children of a 24x24 viewBox). */
const DRAWINGS = {
  alert: (
    <>
      <path {...stroke} d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path {...stroke} d="M12 9v4M12 17h.01" />
    </>
  ),
  bell: (
    <>
      <path {...stroke} d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path {...stroke} d="M10.3 21a2 2 0 0 0 3.4 0" />
    </>
  ),
  book: (
    <>
      <path {...stroke} d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
      <path {...stroke} d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </>
  ),
  building: (
    <>
      <rect {...stroke} x="4" y="3" width="16" height="18" rx="1.5" />
      <path {...stroke} d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3" />
    </>
  ),
  chat: <path {...stroke} d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />,
  check: <path {...stroke} d="M20 6 9 17l-5-5" />,
  chevronDown: <path {...stroke} d="m6 9 6 6 6-6" />,
  chevronLeft: <path {...stroke} d="m15 6-6 6 6 6" />,
  chevronRight: <path {...stroke} d="m9 6 6 6-6 6" />,
  crosshair: (
    <>
      <circle {...stroke} cx="12" cy="12" r="7" />
      <path {...stroke} d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </>
  ),
  close: <path {...stroke} d="M18 6 6 18M6 6l12 12" />,
  creditCard: (
    <>
      <rect {...stroke} x="2.5" y="5" width="19" height="14" rx="2" />
      <path {...stroke} d="M2.5 10h19M6.5 15h4" />
    </>
  ),
  facebook: (
    <path
      {...filled}
      d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.4H7.7V14h2.7v8z"
    />
  ),
  faq: (
    <>
      <path {...stroke} d="M21 12a8.5 8.5 0 0 1-12.4 7.6L3 21l1.5-5.2A8.5 8.5 0 1 1 21 12z" />
      <path {...stroke} d="M10 9.6a2.3 2.3 0 0 1 4.4.9c0 1.6-2.4 2.1-2.4 2.1M12 15.6h.01" />
    </>
  ),
  flag: <path {...stroke} d="M5 21V4m0 0h11l-1.5 4L16 12H5" />,
  grid: (
    <>
      <rect {...stroke} x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect {...stroke} x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect {...stroke} x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect {...stroke} x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  help: (
    <>
      <circle {...stroke} cx="12" cy="12" r="10" />
      <path {...stroke} d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </>
  ),
  home: <path {...stroke} d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  info: (
    <>
      <circle {...stroke} cx="12" cy="12" r="10" />
      <path {...stroke} d="M12 16v-4M12 8h.01" />
    </>
  ),
  link: (
    <>
      <path {...stroke} d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path {...stroke} d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </>
  ),
  linkedin: (
    <>
      <rect {...stroke} x="2.5" y="2.5" width="19" height="19" rx="3" />
      <path {...stroke} d="M7.5 10.5V17M7.5 7.2v.01M11.5 17v-6.5M11.5 13.5a2.8 2.8 0 0 1 5.5 0V17" />
    </>
  ),
  lock: (
    <>
      <rect {...stroke} x="4" y="11" width="16" height="10" rx="2" />
      <path {...stroke} d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  logout: <path {...stroke} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
  mail: (
    <>
      <rect {...stroke} x="2.5" y="4.5" width="19" height="15" rx="2" />
      <path {...stroke} d="m3 6.5 9 6.5 9-6.5" />
    </>
  ),
  map: (
    <>
      <path {...stroke} d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
      <path {...stroke} d="M9 4v13.5M15 6.5V20" />
    </>
  ),
  mapPin: (
    <>
      <path {...stroke} d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z" />
      <circle {...stroke} cx="12" cy="9.5" r="2.5" />
    </>
  ),
  menu: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
  plus: <path {...stroke} d="M12 5v14M5 12h14" />,
  shield: (
    <>
      <path {...stroke} d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6z" />
      <path {...stroke} d="m9 12 2 2 4-4" />
    </>
  ),
  search: (
    <>
      <circle {...stroke} cx="11" cy="11" r="7" />
      <path {...stroke} d="m20 20-4-4" />
    </>
  ),
  sliders: (
    <>
      <path {...stroke} d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle {...stroke} cx="15" cy="6" r="2" />
      <circle {...stroke} cx="9" cy="12" r="2" />
      <circle {...stroke} cx="17" cy="18" r="2" />
    </>
  ),
  send: <path {...stroke} d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />,
  share: (
    <>
      <circle {...stroke} cx="18" cy="5" r="3" />
      <circle {...stroke} cx="6" cy="12" r="3" />
      <circle {...stroke} cx="18" cy="19" r="3" />
      <path {...stroke} d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </>
  ),
  twitter: (
    <>
      <path {...filled} d="M3.2 3h5.2l12.4 18h-5.2z" />
      <path {...stroke} d="m20 3.5-6.6 7.4M10.6 13.2 4 20.5" />
    </>
  ),
  user: (
    <>
      <circle {...stroke} cx="12" cy="8" r="4" />
      <path {...stroke} d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  whatsapp: (
    <>
      <path {...stroke} d="m3 21 1.4-4.6A9 9 0 1 1 7.7 19.7z" />
      <path
        {...filled}
        d="M9.2 7.6c.3-.3.8-.3 1 .1l.9 1.8c.1.3 0 .6-.2.8l-.6.6c.6 1.2 1.6 2.2 2.8 2.8l.6-.6c.2-.2.5-.3.8-.2l1.8.9c.4.2.4.7.1 1l-.9.9c-.5.5-1.3.6-2 .3-2.5-1.1-4.4-3-5.5-5.5-.3-.7-.2-1.5.3-2z"
      />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The name of an icon of the set. */
export type IconName = keyof typeof DRAWINGS;

/** Every icon name, in alphabetical order. */
export const ICON_NAMES = Object.freeze((Object.keys(DRAWINGS) as IconName[]).sort());

export interface IconProps {
  name: IconName;
  /** Width and height in pixels; default 20. */
  size?: number;
  /** An accessible name; without one the icon is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

/** One icon of the set, inheriting the text colour. */
export function Icon({ name, size = 20, title, className }: IconProps) {
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: with a title the icon is role="img" labelled by it; without, aria-hidden.
    <svg
      className={cx(iconClass, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {DRAWINGS[name]}
    </svg>
  );
}
