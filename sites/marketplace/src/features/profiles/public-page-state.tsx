// What a public profile or business card page shows before its data: Not Found, a failure with Try Again, or loading.
import { PUBLIC_PROFILE_TEXTS } from '@dealloop/core';
import { Button, buttonClassName } from '@dealloop/ui';
import type { ResourceState } from '../../app/use-api-resource';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../router';
import * as shared from './profile-shared.css';

/** The page's texts and where its missing state leads. */
export interface PublicPageTexts {
  missingTitle: string;
  missingHint: string;
  failedTitle: string;
  /** The heading while loading (the page's name). */
  loadingTitle: string;
  loadingHint?: string;
  away: { to: string; label: string };
}

/**
 * The page for a state without data (missing when `absent`, e.g. no id in the address), or null once the data
 * is ready and the page renders it.
 */
export function PublicPageState<T>({
  state,
  absent = false,
  texts,
  onRetry,
}: {
  state: ResourceState<T>;
  absent?: boolean;
  texts: PublicPageTexts;
  onRetry: () => void;
}) {
  if (absent || state.status === 'missing') {
    return (
      <div className={shared.page}>
        <h1 className={shared.title}>{texts.missingTitle}</h1>
        <EmptyState icon="user" title={texts.missingHint}>
          <Link className={buttonClassName({ variant: 'primary' })} to={texts.away.to}>
            {texts.away.label}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={shared.page}>
        <h1 className={shared.title}>{texts.failedTitle}</h1>
        <Button variant="primary" onClick={onRetry}>
          {PUBLIC_PROFILE_TEXTS.tryAgain}
        </Button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={shared.page} aria-busy="true">
        <h1 className={shared.title}>{texts.loadingTitle}</h1>
        {texts.loadingHint ? <p className={shared.muted}>{texts.loadingHint}</p> : null}
      </div>
    );
  }
  return null;
}
