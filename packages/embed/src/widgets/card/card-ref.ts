// The `card` attribute: a card's slug or id, or the address of its page (`https://…/card/{slug}`).

/** The card slug or id to request, or null when the attribute is empty. */
export function cardRefOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const fromPage = /\/card\/([^/?#]+)/.exec(text)?.[1];
  if (fromPage === undefined) return text;
  try {
    return decodeURIComponent(fromPage);
  } catch {
    return fromPage;
  }
}
