// Copies text to the clipboard (Copy link of the share popup, Copy of the embed snippets and keys).

/** Copies text to the clipboard; rejects when the browser has no clipboard or refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}
