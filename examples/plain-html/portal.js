// The investor portal's own script: mounts the DealLoop widgets with DealLoop.mount() (queued by the stub until the
// SDK arrives) and keeps the visitor on this site when a deal is picked.
const site = {
  embedKey: '%DEALLOOP_EMBED_KEY%',
  card: '%DEALLOOP_CARD%',
  lister: '%DEALLOOP_LISTER%',
};

const mounts = [
  DealLoop.mount(document.getElementById('deal-grid'), 'property-grid', { lister: site.lister, limit: 3 }),
  DealLoop.mount(document.getElementById('deal-calculator'), 'deal-calculator', {
    arv: 200000,
    repairs: 20000,
  }),
  DealLoop.mount(document.getElementById('business-card'), 'business-card', { card: site.card }),
  DealLoop.mount(document.getElementById('loop-chat'), 'chat', { embedKey: site.embedKey }),
];

Promise.all(mounts).then(
  (widgets) => {
    document.getElementById('portal-status').textContent = `Portal ready: ${widgets.length} tools loaded.`;
  },
  (error) => {
    document.getElementById('portal-status').textContent = `The portal could not load: ${error.message}`;
  },
);

// A picked deal opens here instead of on DealLoop: cancel the navigation and show the deal's link.
document.addEventListener('dealloop:grid:select', (event) => {
  event.preventDefault();
  const target = document.getElementById('picked-deal');
  const link = document.createElement('a');
  link.href = event.detail.url;
  link.textContent = 'Open the deal you picked on DealLoop';
  target.replaceChildren(link);
});
