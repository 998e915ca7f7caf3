// The React 18 host example: the SDK's React components on React 18 (the wrapper declares react >= 18), with a
// className the app's CSS styles the widgets by.
import '@dealloop/embed/web';
import { DealLoopDealCalculator, DealLoopPropertyGrid } from '@dealloop/embed/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DEALLOOP_LISTER, DEALLOOP_ORIGIN } from './dealloop-settings';
import './app.css';

function App() {
  const [dealCount, setDealCount] = useState<number | null>(null);
  return (
    <main>
      <h1>Deals on React 18</h1>
      <p aria-live="polite">{dealCount === null ? 'Loading deals...' : `${dealCount} deals on the desk.`}</p>
      <DealLoopPropertyGrid
        className="desk-widget"
        api={DEALLOOP_ORIGIN}
        lister={DEALLOOP_LISTER}
        limit={2}
        onLoad={(event) => setDealCount(event.detail.count)}
      />
      <DealLoopDealCalculator className="desk-widget" api={DEALLOOP_ORIGIN} price={150000} arv={240000} />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
