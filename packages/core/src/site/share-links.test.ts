import { describe, expect, it } from 'vitest';
import { SHARE_TARGET_LABELS, SHARE_TARGETS, shareLink } from './share-links';

const content = { url: 'https://dealloop.example/privacy-policy?x=1&y=2', text: 'Privacy Policy · DealLoop' };

describe('share links', () => {
  it('lists the targets of the spec in order', () => {
    expect(SHARE_TARGETS.map((target) => SHARE_TARGET_LABELS[target])).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Email',
    ]);
  });

  it('builds the standard share intents with the address encoded', () => {
    const url = encodeURIComponent(content.url);
    expect(shareLink('facebook', content)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(shareLink('twitter', content)).toBe(
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(content.text)}`,
    );
    expect(shareLink('linkedin', content)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(new URL(shareLink('whatsapp', content)).searchParams.get('text')).toBe(
      `${content.text} ${content.url}`,
    );
  });

  it('builds a mailto link with the title as subject and the address in the body', () => {
    const link = shareLink('email', content);
    expect(link.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(link.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(content.text);
    expect(params.get('body')).toBe(`${content.text}\n\n${content.url}`);
  });

  it('never lets the shared address break out of its parameter', () => {
    const tricky = { url: 'https://x.example/?a=1&u=https://evil.example#h', text: '' };
    expect(new URL(shareLink('facebook', tricky)).searchParams.get('u')).toBe(tricky.url);
    expect(new URL(shareLink('linkedin', tricky)).searchParams.get('url')).toBe(tricky.url);
  });
});
