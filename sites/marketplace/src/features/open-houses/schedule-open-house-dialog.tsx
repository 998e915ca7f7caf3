// "Schedule open house" on the owner's listing page: start, end (the property's local time, whatever the owner's
// own zone), capacity and notes, checked with core's slot rule before sending; the API's refusal (an overlap, an
// unpublished listing) shows in the form.
import { ApiError } from '@dealloop/client';
import {
  OPEN_HOUSE_LIMITS,
  openHouseSlotProblem,
  OPEN_HOUSE_TEXTS as T,
  timeZoneAbbreviation,
  zonedTimeToIso,
} from '@dealloop/core';
import { Alert, Button, Dialog, TextAreaField, TextField } from '@dealloop/ui';
import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/services-context';
import * as styles from './open-houses.css';
import { type OpenHouse, openHousesApi } from './open-houses-api';

export interface ScheduleOpenHouseDialogProps {
  propertyId: string;
  /** The property's IANA zone: the times typed are its wall clock. */
  timeZone: string;
  onScheduled: (slot: OpenHouse) => void;
  onClose: () => void;
}

/** The dialog (rendered while open). */
export function ScheduleOpenHouseDialog({
  propertyId,
  timeZone,
  onScheduled,
  onClose,
}: ScheduleOpenHouseDialogProps) {
  const { client } = useServices();
  const formId = useId();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [capacity, setCapacity] = useState('10');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hint = T.localTimeHint(timeZoneAbbreviation(new Date().toISOString(), timeZone));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      startsAt: zonedTimeToIso(start, timeZone),
      endsAt: zonedTimeToIso(end, timeZone),
      capacity: Number(capacity),
      notes: notes.trim() || null,
    };
    const found = openHouseSlotProblem(draft, new Date());
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      onScheduled(await openHousesApi.schedule(client, propertyId, draft));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The open house could not be scheduled.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.scheduleTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {T.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextField
          label={T.startLabel}
          name="startsAt"
          type="datetime-local"
          required
          hint={hint}
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={T.endLabel}
          name="endsAt"
          type="datetime-local"
          required
          hint={hint}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
        <TextField
          label={T.capacityLabel}
          name="capacity"
          type="number"
          min={OPEN_HOUSE_LIMITS.capacityMin}
          max={OPEN_HOUSE_LIMITS.capacityMax}
          required
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
        />
        <TextAreaField
          label={T.notesLabel}
          name="notes"
          maxLength={OPEN_HOUSE_LIMITS.notesMax}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
