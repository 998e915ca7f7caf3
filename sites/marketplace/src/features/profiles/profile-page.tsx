// The signed-in user's own profile at /profile: the editable profile with avatar and logo uploads and the publish
// switch, a link to the public page, and the business cards section.
import { investorProfilePath, MESSAGES, PAGE_TITLES, PROFILE_PAGE_TEXTS } from '@dealloop/core';
import { Button, buttonClassName, Card, PageHeader } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { signInPath } from '../../layout/top-nav';
import { Link, useLocation } from '../../router';
import { BusinessCardsSection } from '../business-cards/business-cards-section';
import { ProfileForm } from './profile-form';
import * as shared from './profile-shared.css';
import { profilesApi } from './profiles-api';

/** The own profile page; signed-out visitors are sent to sign in and come back. */
export default function ProfilePage() {
  useDocumentTitle(PAGE_TITLES.profile);
  const auth = useAuth();
  const location = useLocation();
  const userId = auth.user?.id ?? null;
  const { state, reload, update } = useApiResource(userId, (client) => profilesApi(client).mine(), {
    resources: ['profile'],
  });

  if (auth.status !== 'signed_in' || !userId) {
    // The tab bar links here: a signed-out visitor stays on /profile and is offered sign-in (and back).
    return (
      <div className={shared.page}>
        <h1 className={shared.title}>{PROFILE_PAGE_TEXTS.heading}</h1>
        <p className={shared.muted}>{PROFILE_PAGE_TEXTS.signedOut}</p>
        <div>
          <Link className={buttonClassName({ variant: 'primary' })} to={signInPath(location)}>
            {MESSAGES.signIn}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={shared.page}>
      <PageHeader title={PROFILE_PAGE_TEXTS.heading} subtitle={PROFILE_PAGE_TEXTS.intro} />
      {state.status === 'failed' || state.status === 'missing' ? (
        <Card as="section" padding="lg" gap="4">
          <p>{PROFILE_PAGE_TEXTS.failedTitle}</p>
          <Button variant="primary" onClick={reload}>
            {PROFILE_PAGE_TEXTS.tryAgain}
          </Button>
        </Card>
      ) : state.status === 'loading' ? (
        <p className={shared.muted} aria-busy="true">
          {PROFILE_PAGE_TEXTS.loading}
        </p>
      ) : (
        <>
          <p className={shared.muted}>
            {state.data.profilePublished && state.data.slug ? (
              <Link to={investorProfilePath(state.data.slug)}>{PROFILE_PAGE_TEXTS.viewPublic}</Link>
            ) : (
              PROFILE_PAGE_TEXTS.notPublished
            )}
          </p>
          <ProfileForm
            key={state.data.userId}
            profile={state.data}
            onSaved={(saved) => update(() => saved)}
          />
        </>
      )}
      <BusinessCardsSection userId={userId} defaults={state.status === 'ready' ? state.data : null} />
    </div>
  );
}
