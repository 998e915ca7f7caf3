// /dashboard/showings: the signed-in user's upcoming open houses, those they host (with attendees and Cancel) and
// those they RSVPed to (with Cancel RSVP and Add to calendar), each linking to its listing.
import { PAGE_TITLES, OPEN_HOUSE_TEXTS as T } from '@dealloop/core';
import { PageHeader } from '@dealloop/ui';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { LoadFailedState } from '../../../components/load-failed-state';
import { SignedInPage } from '../../../deals/signed-in-page';
import { Link } from '../../../router';
import { OpenHouseCard } from '../open-house-card';
import * as styles from '../open-houses.css';
import { type OpenHouse, openHousesApi } from '../open-houses-api';

type Mine = { hosting: OpenHouse[]; attending: OpenHouse[] };

function Showings({ userId }: { userId: string }) {
  const { state, update, reload } = useApiResource<Mine>(userId, openHousesApi.mine);
  if (state.status === 'failed' || state.status === 'missing') {
    return <LoadFailedState title={T.loadFailed} onRetry={reload} />;
  }
  if (state.status === 'loading') return <p className={styles.muted}>{T.loading}</p>;
  const replaceIn = (list: keyof Mine) => (next: OpenHouse) =>
    update((mine) => ({ ...mine, [list]: mine[list].map((item) => (item.id === next.id ? next : item)) }));
  const { hosting, attending } = state.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="showings-hosting">
        <h2 id="showings-hosting" className={styles.heading}>
          {T.hostingHeading}
        </h2>
        {hosting.length ? (
          <ul className={styles.list}>
            {hosting.map((slot) => (
              <OpenHouseCard key={slot.id} openHouse={slot} showListing onChange={replaceIn('hosting')} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{T.hostingEmpty}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="showings-attending">
        <h2 id="showings-attending" className={styles.heading}>
          {T.attendingHeading}
        </h2>
        {attending.length ? (
          <ul className={styles.list}>
            {attending.map((slot) => (
              <OpenHouseCard key={slot.id} openHouse={slot} showListing onChange={replaceIn('attending')} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            {T.attendingEmpty} <Link to="/showings">{T.calendarTitle}</Link>
          </p>
        )}
      </section>
    </>
  );
}

/** The dashboard showings page; signed-out visitors are sent to sign in. */
export default function DashboardShowingsPage() {
  useDocumentTitle(PAGE_TITLES.dashboardShowings);
  return (
    <SignedInPage title={T.dashboardTitle}>
      {({ user }) => (
        <div className={styles.page}>
          <PageHeader title={T.dashboardTitle} />
          <Showings userId={user.id} />
        </div>
      )}
    </SignedInPage>
  );
}
