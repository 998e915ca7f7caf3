// What is left of the plan where a limited thing is created: the limit's line ("2 of 20 embed keys used.") and,
// once close, the day's quota, as core words them.
import type { MyPlan } from '@dealloop/contract';
import type { QuotaResource } from '@dealloop/core';
import type { ApiResource } from '../../app/use-api-resource';
import { quotaLines } from './my-plan';
import * as styles from './paid-feature-notice.css';

/** The lines of `resource` (nothing while loading, or with nothing to say). */
export function QuotaLines({ plan, resource }: { plan: ApiResource<MyPlan>; resource: QuotaResource }) {
  const lines = quotaLines(plan, resource);
  if (!lines.length) return null;
  return (
    <div className={styles.quota} data-quota={resource}>
      {lines.map((line) => (
        <p key={line} className={styles.body}>
          {line}
        </p>
      ))}
    </div>
  );
}
