// What a profile template tells a visitor: "Buys from sellers" and/or "Sells to buyers" badges and its sentence.
import {
  PROFILE_TEMPLATE_AUDIENCES,
  PROFILE_TEMPLATE_DESCRIPTIONS,
  type ProfileTemplate,
  PUBLIC_PROFILE_TEXTS,
} from '@dealloop/core';
import * as styles from './profile-shared.css';

/** The template's badges and description; nothing without a template. */
export function ProfileTemplateBadges({ template }: { template: ProfileTemplate | null }) {
  if (!template) return null;
  return (
    <div className={styles.template}>
      <ul className={styles.badges} aria-label={PUBLIC_PROFILE_TEXTS.dealsWith}>
        {PROFILE_TEMPLATE_AUDIENCES[template].map((audience) => (
          <li key={audience} className={styles.badge}>
            {audience}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{PROFILE_TEMPLATE_DESCRIPTIONS[template]}</p>
    </div>
  );
}
