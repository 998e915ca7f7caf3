// The wholesaler's own script: reacts to the widgets' events (they bubble out of the shadow roots to document).
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

document.addEventListener('dealloop:grid:load', (event) => {
  const count = event.detail.count;
  const text = count === 1 ? 'Showing 1 deal.' : `Showing ${count} deals.`;
  const target = document.getElementById('deal-count');
  if (target) target.textContent = text;
});

document.addEventListener('dealloop:calculator:change', (event) => {
  const target = document.getElementById('offer-summary');
  if (target) target.textContent = `At these numbers we would offer up to ${money.format(event.detail.mao)}.`;
});
