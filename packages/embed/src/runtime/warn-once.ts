// Set-up problems an embedding developer must fix (refused key or origin, missing API address) go to the console
// once per message, besides the text shown in the widget.

const warned = new Set<string>();

/** Logs `DealLoop: message` with console.warn, the first time this message comes up on the page. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`DealLoop: ${message}`);
}
