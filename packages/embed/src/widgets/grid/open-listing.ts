// Following a listing card: the browser goes to the listing's marketplace page (a module so tests can replace it).

/** Navigates the host page's window to a listing page. */
export function openListing(url: string): void {
  window.location.assign(url);
}
