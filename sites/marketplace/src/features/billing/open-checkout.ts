// Sends the browser to a Stripe Checkout page (a whole-page navigation away from the app).

/** The current navigation target; tests replace it with `setCheckoutNavigator`. */
let navigate = (url: string) => window.location.assign(url);

/** Opens the Checkout Session's URL. */
export function openCheckout(url: string): void {
  navigate(url);
}

/** Replaces how checkout navigates (jsdom cannot leave the page); answers a function that restores it. */
export function setCheckoutNavigator(next: (url: string) => void): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}
