// The React host example: an investor club's deals desk with the four DealLoop widgets, through the SDK's React
// components (`@dealloop/embed/react`) over the custom elements that `@dealloop/embed/web` registers.
import '@dealloop/embed/web';
import {
  DealLoopBusinessCard,
  DealLoopChat,
  DealLoopDealCalculator,
  DealLoopPropertyGrid,
} from '@dealloop/embed/react';
import { useState } from 'react';
import { DEALLOOP_CARD, DEALLOOP_EMBED_KEY, DEALLOOP_LISTER, DEALLOOP_ORIGIN } from './dealloop-settings';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The deals desk: the wholesaler's deals, a calculator, the wholesaler's card and Loop. */
export function App() {
  const [dealCount, setDealCount] = useState<number | null>(null);
  const [maxOffer, setMaxOffer] = useState<number | null>(null);
  return (
    <>
      <header className="app-header">
        <h1>Bluebonnet Capital deals desk</h1>
      </header>
      <main className="app-main">
        <section aria-labelledby="deals-title">
          <h2 id="deals-title">Deals from our wholesaler</h2>
          <p className="app-status" aria-live="polite">
            {dealCount === null ? 'Loading deals...' : `${dealCount} deals on the desk.`}
          </p>
          <DealLoopPropertyGrid
            api={DEALLOOP_ORIGIN}
            lister={DEALLOOP_LISTER}
            limit={3}
            onLoad={(event) => setDealCount(event.detail.count)}
          />
        </section>
        <div className="app-columns">
          <section aria-labelledby="numbers-title">
            <h2 id="numbers-title">Check the numbers</h2>
            <DealLoopDealCalculator
              api={DEALLOOP_ORIGIN}
              arv={200_000}
              repairs={20_000}
              onChange={(event) => setMaxOffer(event.detail.mao)}
            />
            <p className="app-status" aria-live="polite">
              {maxOffer === null
                ? 'Enter an ARV to see our offer.'
                : `Our offer: up to ${money.format(maxOffer)}.`}
            </p>
          </section>
          <section aria-labelledby="contact-title">
            <h2 id="contact-title">Our wholesaler</h2>
            <DealLoopBusinessCard api={DEALLOOP_ORIGIN} card={DEALLOOP_CARD} />
          </section>
        </div>
      </main>
      <DealLoopChat api={DEALLOOP_ORIGIN} embedKey={DEALLOOP_EMBED_KEY} />
    </>
  );
}
