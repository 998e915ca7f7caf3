// A stand-in for Stripe's API on a local port: every Checkout Session request gets a session with a URL, so the
// billing routes run as on an instance with Stripe configured. `env` is the configuration pointing at it.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts the double; `env(webhookSecret)` gives the STRIPE_* variables for createTestApp; `close()` stops it. */
export async function startStripeDouble(sessionId = 'cs_test_double') {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: sessionId, url: `https://checkout.stripe.test/c/${sessionId}` }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    env: (webhookSecret: string): Record<string, string> => ({
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_TEAM: 'price_team',
    }),
    close: () => server.close(),
  };
}
