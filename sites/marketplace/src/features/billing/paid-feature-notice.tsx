// Where a paid feature lives, for an account whose plan lacks it: "A Pro feature", what it is, and a link to
// /pricing (core's PLAN_FEATURE_TEXTS), instead of a control the server would refuse.
import { PLAN_FEATURE_TEXTS, type PlanFeature } from '@dealloop/core';
import { useId } from 'react';
import { Link } from '../../router';
import * as styles from './paid-feature-notice.css';

/** The notice of `feature`. */
export function PaidFeatureNotice({ feature }: { feature: PlanFeature }) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {PLAN_FEATURE_TEXTS.noticeTitle(feature)}
      </h3>
      <p className={styles.body}>{PLAN_FEATURE_TEXTS.noticeBody(feature)}</p>
      <Link to="/pricing">{PLAN_FEATURE_TEXTS.pricingLink}</Link>
    </section>
  );
}
