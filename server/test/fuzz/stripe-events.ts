// Near-valid Stripe webhook events for the fuzzer: the event types the server handles, with objects whose fields
// are right, missing or junk, so a correctly signed delivery reaches the event handlers (a forged one stops at the
// signature check).
import fc from 'fast-check';
import { junkValue } from './arbitraries';

/** The webhook route, whose bodies come from here rather than from an OpenAPI schema. */
export const STRIPE_WEBHOOK_ROUTE = 'POST /api/v1/billing/webhook';

const EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
  'customer.created',
];

/** A field that is usually plausible and sometimes junk. */
const maybe = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: junkValue });

const seconds = fc.oneof(
  fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
  fc.constantFrom(0, -1, 1.5, 1e12, 1e300, -1e300, 8.64e12),
);
const cents = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(-1, 1.5, 2 ** 31, 1e20, 1e308));

/** A Stripe event (as a value, serialised by the caller) about one of `userIds`. */
export function stripeEvent(userIds: string[]): fc.Arbitrary<unknown> {
  const userId = userIds.length ? maybe(fc.constantFrom(...userIds)) : junkValue;
  const metadata = fc.record(
    { user_id: userId, plan_id: maybe(fc.constantFrom('pro', 'team', 'free', 'enterprise')) },
    { requiredKeys: [] },
  );
  const object = fc.record(
    {
      id: maybe(fc.constantFrom('in_1', 'in_2', 'cs_1')),
      client_reference_id: userId,
      metadata: maybe(metadata),
      customer: maybe(fc.constantFrom('cus_1', 'cus_2')),
      subscription_details: maybe(fc.record({ metadata })),
      amount_total: cents,
      amount_paid: cents,
      amount_due: cents,
      payment_status: maybe(fc.constantFrom('paid', 'unpaid')),
      invoice: maybe(fc.constantFrom('in_1', 'in_3')),
      currency: maybe(fc.constantFrom('usd', 'eur')),
      created: seconds,
      lines: maybe(
        fc.record({
          data: fc.array(
            fc.record({ price: fc.record({ id: maybe(fc.constantFrom('price_pro', 'price_team')) }) }),
            { maxLength: 2 },
          ),
        }),
      ),
    },
    { requiredKeys: [] },
  );
  return fc.record(
    {
      id: maybe(fc.uuid().map((id) => `evt_${id}`)),
      type: maybe(fc.constantFrom(...EVENT_TYPES)),
      data: maybe(fc.record({ object: maybe(object) })),
    },
    { requiredKeys: ['id', 'type', 'data'] },
  );
}
