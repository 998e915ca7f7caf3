// Public API of @dealloop/ui: the theme and the components of the DealLoop design system.

// alert.tsx
export type { AlertProps, AlertTone } from './alert';
export { Alert } from './alert';
// avatar.tsx
export type { AvatarProps } from './avatar';
export { Avatar } from './avatar';
// progress-bar.tsx
export type { BarChartPoint, BarChartProps } from './bar-chart';
export { BarChart, niceAxisMax } from './bar-chart';
// loop-chat.tsx
export type { ChatPosition } from './browser-position';
// button.tsx
export type { ButtonLook, ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button, buttonClassName } from './button';
// card.tsx
export type { CardElement, CardLook, CardPadding, CardProps } from './card';
export { Card, cardClassName } from './card';
// chat-conversation.ts
export type { ConversationAction, ConversationMessage, ConversationState } from './chat-conversation';
export { canSend, conversationReducer, EMPTY_CONVERSATION, historyWith } from './chat-conversation';
// class-names.ts
export { cx } from './class-names';
// color-contrast.ts
export { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from './color-contrast';
// deal-calculator.tsx
export type { DealCalculatorProps } from './deal-calculator';
export { DealCalculator } from './deal-calculator';
// dialog.tsx
export type { DialogProps } from './dialog';
export { Dialog } from './dialog';
// field-group.tsx
export type { FieldGroupLayout, FieldGroupProps } from './field-group';
export { FieldGroup, fieldGroupClassName, fieldGroupWide } from './field-group';
// file-button.tsx
export type { FileButtonProps } from './file-button';
export { FileButton } from './file-button';
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
// property-card.tsx
export type { ListingNumbersSize, ListingNumbersView } from './listing-numbers';
export { ListingFacts, ListingFigures } from './listing-numbers';
export type { LoopChatContext, LoopChatMessage, LoopChatProps } from './loop-chat';
export { LOOP_CHAT_LAUNCHER_LABEL, LoopChat } from './loop-chat';
export { loopChatBottom, loopChatRight, loopChatZoom } from './loop-chat.css';
// markdown.tsx
export type { MarkdownProps } from './markdown';
export { Markdown } from './markdown';
// menu.tsx
export type { MenuItem, MenuProps } from './menu';
export { Menu } from './menu';
// page-header.tsx
export type { PageHeaderProps } from './page-header';
export { PageHeader } from './page-header';
// profile-contact-fields.tsx
export type { ContactFieldName, ContactFieldsProps } from './profile-contact-fields';
export { CONTACT_FIELD_LABELS, ContactFields } from './profile-contact-fields';
// progress-bar.tsx
export type { ProgressBarProps } from './progress-bar';
export { ProgressBar } from './progress-bar';
export type { PropertyCardProps, PropertyCardView } from './property-card';
export { PropertyCard, PropertyCardSkeleton, TRUNCATED_LOCATION_HINT } from './property-card';
// qr-code.tsx
export type { QrCodeProps } from './qr-code';
export { QrCode } from './qr-code';
// qr-code-matrix.ts
export type { QrErrorCorrection, QrMatrix } from './qr-code-matrix';
export { QR_QUIET_ZONE, qrMatrix } from './qr-code-matrix';
// select-field.tsx
export type { SelectFieldProps, SelectOption } from './select-field';
export { SelectField } from './select-field';
// shared.css.ts
export { focusRing, visuallyHidden } from './shared.css';
// stack.tsx
export type {
  StackAlign,
  StackDirection,
  StackElement,
  StackGap,
  StackJustify,
  StackLayout,
  StackProps,
} from './stack';
export { Stack, stackClassName } from './stack';
// switch-field.tsx
export type { SwitchFieldProps } from './switch-field';
export { SwitchField } from './switch-field';
// tabs.tsx
export type { TabItem, TabsProps } from './tabs';
export { Tabs } from './tabs';
// text-field.tsx
export type { TextAreaFieldProps } from './text-area-field';
export { TextAreaField } from './text-area-field';
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
