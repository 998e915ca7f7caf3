// /pricing: the instance's plans (GET /plans) with their monthly prices and features. With Stripe on, a paid
// plan's button starts Checkout (POST /billing/checkout, then the browser goes to Stripe); without it the plans
// show under "Billing is not enabled on this instance".
import { ApiError } from '@dealloop/client';
import type { Plan } from '@dealloop/contract';
import { BILLING_TEXTS, formatPlanPrice, PAGE_TITLES } from '@dealloop/core';
import { Alert, Button, buttonClassName, PageHeader } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import * as deals from '../../deals/deals.css';
import { signInPath } from '../../layout/top-nav';
import { Link, useLocation, useSearchParams } from '../../router';
import { billingApi } from './billing-api';
import { openCheckout } from './open-checkout';
import * as styles from './pricing.css';

/** The Pricing page. */
export default function PricingPage() {
  useDocumentTitle(PAGE_TITLES.pricing);
  const auth = useAuth();
  const signedIn = auth.status === 'signed_in';
  const [params] = useSearchParams();
  const plans = useApiResource('plans', (api) => billingApi(api).plans());
  const mine = useApiResource(signedIn ? `my-billing:${auth.user?.id}` : null, (api) =>
    billingApi(api).myBilling(),
  );
  const currentPlanId = mine.state.status === 'ready' ? mine.state.data.currentPlan.id : null;
  return (
    <div className={deals.page}>
      <PageHeader size="lg" title={BILLING_TEXTS.pricingTitle} subtitle={BILLING_TEXTS.pricingIntro} />
      {params.get('checkout') === 'cancelled' ? (
        <Alert tone="info">{BILLING_TEXTS.checkoutCancelled}</Alert>
      ) : null}
      <ResourceView resource={plans} what="the plans">
        {({ billingEnabled, plans: list }) => (
          <>
            {billingEnabled ? null : (
              <Alert tone="info" title={BILLING_TEXTS.billingNotEnabled}>
                {BILLING_TEXTS.billingNotEnabledDetail}
              </Alert>
            )}
            <ul className={styles.plans} aria-label={BILLING_TEXTS.plansLabel}>
              {list.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  billingEnabled={billingEnabled}
                  signedIn={signedIn}
                  current={plan.id === currentPlanId}
                />
              ))}
            </ul>
          </>
        )}
      </ResourceView>
    </div>
  );
}

function PlanCard({
  plan,
  billingEnabled,
  signedIn,
  current,
}: {
  plan: Plan;
  billingEnabled: boolean;
  signedIn: boolean;
  current: boolean;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <li
      className={`${deals.card} ${styles.plan} ${current ? styles.current : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={deals.cardTitle}>
        {plan.name}
      </h2>
      <p className={styles.price}>
        {formatPlanPrice(plan.monthlyPriceCents, plan.currency)}
        {plan.monthlyPriceCents > 0 ? <span className={styles.period}>{BILLING_TEXTS.perMonth}</span> : null}
      </p>
      <p className={deals.muted}>{plan.description}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {current ? (
        <p className={deals.muted}>
          <strong>{BILLING_TEXTS.currentPlan}</strong>
        </p>
      ) : billingEnabled && plan.purchasable ? (
        <CheckoutButton plan={plan} signedIn={signedIn} />
      ) : null}
    </li>
  );
}

function CheckoutButton({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  const { client } = useServices();
  const toast = useToast();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (!signedIn) {
    return (
      <Link className={buttonClassName({ variant: 'primary' })} to={signInPath(location)}>
        {BILLING_TEXTS.signInToSubscribe}
      </Link>
    );
  }
  const start = async () => {
    setBusy(true);
    try {
      const { url } = await billingApi(client).checkout({ json: { planId: plan.id } });
      openCheckout(url);
    } catch (failure) {
      setBusy(false);
      toast.error(
        failure instanceof ApiError && failure.status < 500 ? failure.message : BILLING_TEXTS.checkoutFailed,
      );
    }
  };
  return (
    <Button variant="primary" disabled={busy} onClick={start}>
      {busy ? BILLING_TEXTS.redirecting : BILLING_TEXTS.choosePlan(plan.name)}
    </Button>
  );
}
