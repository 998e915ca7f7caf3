// Public API of @dealloop/ui: the theme and the components of the DealLoop design system.

// alert.tsx
export type { AlertProps, AlertTone } from './alert';
export { Alert } from './alert';
// avatar.tsx
export type { AvatarProps } from './avatar';
export { Avatar } from './avatar';
// button.tsx
export type { ButtonLook, ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button, buttonClassName } from './button';
// class-names.ts
export { cx } from './class-names';
// color-contrast.ts
export { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from './color-contrast';
// dialog.tsx
export type { DialogProps } from './dialog';
export { Dialog } from './dialog';
// focusable.ts
export { focusableElements } from './focusable';
// icon-button.tsx
export type { IconButtonProps } from './icon-button';
export { IconButton } from './icon-button';
// icons.tsx
export type { IconName, IconProps } from './icons';
export { ICON_NAMES, Icon } from './icons';
// initials.ts
export { initials } from './initials';
// menu.tsx
export type { MenuItem, MenuProps } from './menu';
export { Menu } from './menu';
// property-card.tsx
export type { PropertyCardProps, PropertyCardView } from './property-card';
export { PropertyCard, PropertyCardSkeleton, TRUNCATED_LOCATION_HINT } from './property-card';
// shared.css.ts
export { focusRing, visuallyHidden } from './shared.css';
// tabs.tsx
export type { TabItem, TabsProps } from './tabs';
export { Tabs } from './tabs';
// text-field.tsx
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
// theme.css.ts
export { vars } from './theme.css';
// toaster.tsx
export type { ToasterProps, ToastMessage, ToastTone } from './toaster';
export { TOAST_DURATIONS, Toaster } from './toaster';
// tokens.ts
export type { ColorTokens } from './tokens';
export { DARK_COLORS, DARK_SHADOWS, LIGHT_COLORS, LIGHT_SHADOWS, SCALE_TOKENS } from './tokens';
// visually-hidden.tsx
export { VisuallyHidden } from './visually-hidden';
