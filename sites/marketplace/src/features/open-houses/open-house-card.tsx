// One open house: when, seats left, notes, and what the viewer can do: RSVP or cancel it (signed-in visitors
// other than the host), sign in to RSVP (visitors), Add to calendar (.ics), and for the host the attendees and
// Cancel open house (after confirming).
import { ApiError } from '@dealloop/client';
import { formatDistance, seatsLabel, showDistanceBadge, OPEN_HOUSE_TEXTS as T } from '@dealloop/core';
import { Button, buttonClassName, Card } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { signInPath } from '../../layout/top-nav';
import { Link, useLocation } from '../../router';
import * as styles from './open-houses.css';
import { downloadOpenHouseIcs, formatSlotWindow, type OpenHouse, openHousesApi } from './open-houses-api';

export interface OpenHouseCardProps {
  openHouse: OpenHouse;
  /** Shows the listing's title, place and distance (the calendar and the dashboard; not the listing page). */
  showListing?: boolean;
  /** Called with the slot as the API answers it after an RSVP, a cancelled RSVP or a cancellation. */
  onChange: (next: OpenHouse) => void;
}

/** The message of a failed call: the API's own text (core's) when it sent one. */
const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong.');

/** A slot card. */
export function OpenHouseCard({ openHouse, showListing = false, onChange }: OpenHouseCardProps) {
  const { client } = useServices();
  const auth = useAuth();
  const toast = useToast();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const signedIn = auth.status === 'signed_in';
  const slot = openHouse;

  const run = async (call: () => Promise<OpenHouse>, done: string) => {
    setBusy(true);
    try {
      onChange(await call());
      toast.success(done);
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const download = async () => {
    try {
      await downloadOpenHouseIcs(client, slot.id);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card as="li" gap="2" aria-label={T.cardLabel(formatSlotWindow(slot))}>
      {showListing ? (
        <p className={styles.heading}>
          <Link to={slot.listing.path}>{slot.listing.title}</Link>
        </p>
      ) : null}
      <p className={styles.when}>{formatSlotWindow(slot)}</p>
      {showListing ? (
        <p className={styles.muted}>
          {slot.listing.location}
          {showDistanceBadge(slot.distance) ? T.away(formatDistance(slot.distance)) : ''}
        </p>
      ) : null}
      {slot.cancelled ? (
        <span className={styles.cancelled}>{T.cancelled}</span>
      ) : (
        <p className={styles.muted}>{seatsLabel(slot.capacity, slot.attendeeCount)}</p>
      )}
      {slot.notes ? <p className={styles.muted}>{slot.notes}</p> : null}
      {slot.attending && !slot.cancelled ? <p className={styles.muted}>{T.going}</p> : null}
      <div className={styles.actions}>
        {!slot.cancelled && !slot.isHost && signedIn ? (
          slot.attending ? (
            <Button
              size="sm"
              variant="secondary"
              loading={busy}
              onClick={() => run(() => openHousesApi.cancelRsvp(client, slot.id), T.rsvpCancelled)}
            >
              {T.cancelRsvp}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="primary"
              loading={busy}
              disabled={slot.seatsLeft === 0}
              onClick={() => run(() => openHousesApi.rsvp(client, slot.id), T.rsvped)}
            >
              {slot.seatsLeft === 0 ? T.full : T.rsvp}
            </Button>
          )
        ) : null}
        {!slot.cancelled && !signedIn ? (
          <Link className={buttonClassName({ variant: 'primary', size: 'sm' })} to={signInPath(location)}>
            {T.signInToRsvp}
          </Link>
        ) : null}
        {!slot.cancelled ? (
          <Button size="sm" variant="ghost" onClick={download}>
            {T.addToCalendar}
          </Button>
        ) : null}
        {slot.isHost && !slot.cancelled ? (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {T.cancelSlot}
          </Button>
        ) : null}
        {showListing ? (
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={slot.listing.path}>
            {T.viewListing}
          </Link>
        ) : null}
      </div>
      {slot.isHost && slot.attendees ? (
        <div>
          <p className={styles.muted}>
            {T.attendeesHeading} ({slot.attendees.length})
          </p>
          {slot.attendees.length ? (
            <ul className={styles.attendees} aria-label={T.attendeesHeading}>
              {slot.attendees.map((attendee) => (
                <li key={attendee.userId}>
                  {attendee.fullName ?? T.unnamedAttendee} ·{' '}
                  <a href={`mailto:${attendee.email}`}>{attendee.email}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{T.noAttendees}</p>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={T.cancelSlot}
        description={T.cancelSlotConfirm}
        confirmLabel={T.cancelSlot}
        cancelLabel={T.keepIt}
        busy={busy}
        onConfirm={() => run(() => openHousesApi.cancel(client, slot.id), T.slotCancelled)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
