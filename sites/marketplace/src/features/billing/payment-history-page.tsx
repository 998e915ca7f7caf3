// /payment-history (menu: Payment Methods): the signed-in user's current plan and the invoices Stripe's webhooks
// recorded (date, plan, amount, status), newest first; back from Checkout it confirms the payment is on its way.
import { BILLING_TEXTS, formatPlanPrice, INVOICE_STATUS_LABELS, PAGE_TITLES } from '@dealloop/core';
import { Alert, buttonClassName, Card, PageHeader } from '@dealloop/ui';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import * as deals from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { Link, useSearchParams } from '../../router';
import { billingApi } from './billing-api';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The Payment History page. */
export default function PaymentHistoryPage() {
  useDocumentTitle(PAGE_TITLES.paymentHistory);
  return (
    <SignedInPage title={BILLING_TEXTS.historyTitle}>
      {(viewer) => <History userId={viewer.user.id} />}
    </SignedInPage>
  );
}

function History({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const billing = useApiResource(`my-billing:${userId}`, (api) => billingApi(api).myBilling());
  return (
    <div className={deals.page}>
      <PageHeader size="lg" title={BILLING_TEXTS.historyTitle} subtitle={BILLING_TEXTS.historyIntro} />
      {params.get('checkout') === 'success' ? (
        <Alert tone="success">{BILLING_TEXTS.checkoutSucceeded}</Alert>
      ) : null}
      <ResourceView resource={billing} what="your payment history">
        {({ currentPlan, invoices }) => (
          <>
            <Card as="section" elevated aria-labelledby="current-plan">
              <h2 id="current-plan" className={deals.cardTitle}>
                {BILLING_TEXTS.historyCurrentPlan}
              </h2>
              <p className={deals.factValue}>
                {currentPlan.id === 'free' ? BILLING_TEXTS.historyNoPlan : currentPlan.name}
              </p>
              <div className={deals.actions}>
                <Link className={buttonClassName({ variant: 'secondary' })} to="/pricing">
                  {BILLING_TEXTS.seePlans}
                </Link>
              </div>
            </Card>
            {invoices.length === 0 ? (
              <EmptyState icon="info" title={BILLING_TEXTS.historyEmpty}>
                {BILLING_TEXTS.historyEmptyDetail}
              </EmptyState>
            ) : (
              <div className={deals.tableWrap}>
                <table className={deals.table}>
                  <caption className={deals.muted}>{BILLING_TEXTS.invoicesCaption}</caption>
                  <thead>
                    <tr>
                      <th className={deals.headCell}>{BILLING_TEXTS.columnDate}</th>
                      <th className={deals.headCell}>{BILLING_TEXTS.columnPlan}</th>
                      <th className={deals.headCell}>{BILLING_TEXTS.columnAmount}</th>
                      <th className={deals.headCell}>{BILLING_TEXTS.columnStatus}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {invoices.map((invoice) => (
                      <tr key={invoice.id}>
                        <td className={deals.cell}>{dateFormat.format(new Date(invoice.createdAt))}</td>
                        <td className={deals.cell}>{invoice.planName ?? '—'}</td>
                        <td className={deals.cell}>
                          {formatPlanPrice(invoice.amountCents, invoice.currency)}
                        </td>
                        <td className={deals.cell}>{INVOICE_STATUS_LABELS[invoice.status]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </ResourceView>
    </div>
  );
}
