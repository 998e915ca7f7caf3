// The listing page's "Open houses" section: the upcoming slots with RSVP / Cancel RSVP and Add to calendar, and
// for the owner of a published listing "Schedule open house" (a dialog) and each slot's attendees.
import { isPubliclyVisible, propertyTimeZone, OPEN_HOUSE_TEXTS as T } from '@dealloop/core';
import { Button, Icon } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import type { Property } from '../listings/property';
import { OpenHouseCard } from './open-house-card';
import * as styles from './open-houses.css';
import { type OpenHouse, openHousesApi } from './open-houses-api';
import { ScheduleOpenHouseDialog } from './schedule-open-house-dialog';

/** The section; nothing while loading, and nothing when the slots cannot be read. */
export function ListingOpenHouses({ property }: { property: Property }) {
  const auth = useAuth();
  const toast = useToast();
  const [scheduling, setScheduling] = useState(false);
  // Reload after signing in or out: what the viewer may do (and see) changes.
  const key = `${property.id}:${auth.user?.id ?? ''}`;
  const { state, update } = useApiResource(key, (client) => openHousesApi.ofListing(client, property.id), {
    resources: ['openHouses'],
    matches: (alert) => alert.propertyId === property.id,
  });
  const isOwner = auth.user?.id === property.ownerId;
  const published = isPubliclyVisible({
    status: property.status,
    listing_status: property.listingStatus,
    archived_at: null,
  });

  if (state.status !== 'ready') return null;
  const slots = state.data;
  if (!slots.length && !isOwner) return null;

  const replace = (next: OpenHouse) =>
    update((items) =>
      next.cancelled
        ? items.filter((item) => item.id !== next.id)
        : items.map((i) => (i.id === next.id ? next : i)),
    );
  const added = (slot: OpenHouse) => {
    setScheduling(false);
    update((items) => [...items, slot].sort((a, b) => a.startsAt.localeCompare(b.startsAt)));
    toast.success(T.scheduled);
  };

  return (
    <section className={styles.section} aria-labelledby="listing-open-houses">
      <h2 id="listing-open-houses" className={styles.heading}>
        {T.sectionHeading}
      </h2>
      {slots.length ? (
        <ul className={styles.list}>
          {slots.map((slot) => (
            <OpenHouseCard key={slot.id} openHouse={slot} onChange={replace} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{T.sectionEmpty}</p>
      )}
      {isOwner && published ? (
        <div>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            icon={<Icon name="plus" size={18} />}
            onClick={() => setScheduling(true)}
          >
            {T.schedule}
          </Button>
        </div>
      ) : null}
      {scheduling ? (
        <ScheduleOpenHouseDialog
          propertyId={property.id}
          timeZone={propertyTimeZone(property) ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          onScheduled={added}
          onClose={() => setScheduling(false)}
        />
      ) : null}
    </section>
  );
}
