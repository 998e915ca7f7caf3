// Share targets of the share popup: Facebook, Twitter, LinkedIn, WhatsApp, mail (docs/product/navigation.md).

/** A share target of the popup, in the spec's order. */
export type ShareTarget = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email';

/** The share targets in the order the popup shows them. */
export const SHARE_TARGETS: readonly ShareTarget[] = Object.freeze([
  'facebook',
  'twitter',
  'linkedin',
  'whatsapp',
  'email',
]);

/** The label of each share target. */
export const SHARE_TARGET_LABELS: Readonly<Record<ShareTarget, string>> = Object.freeze({
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  email: 'Email',
});

/** What is shared: the page address and a line of text (the page title). */
export interface ShareContent {
  url: string;
  text: string;
}

const q = encodeURIComponent;

/** The share-intent address of a target (a mailto: link for email); web targets open in a new tab. */
export function shareLink(target: ShareTarget, { url, text }: ShareContent): string {
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${text} ${url}`.trim())}`;
    case 'email':
      return `mailto:?subject=${q(text)}&body=${q(`${text}\n\n${url}`.trim())}`;
  }
}
