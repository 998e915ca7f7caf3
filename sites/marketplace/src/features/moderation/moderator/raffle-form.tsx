// The admins' "Raffles" tab of /moderator: creates a moderator raffle for a period and opens its page.
import { ApiError } from '@dealloop/client';
import { RAFFLE_FORM_TEXTS, RAFFLE_TEXTS } from '@dealloop/core';
import { Button, cardClassName, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import * as deals from '../../../deals/deals.css';
import { useNavigate } from '../../../router';
import * as styles from '../moderation.css';
import { rafflesApi } from '../moderation-api';

const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

/** The new raffle form. */
export function RaffleForm() {
  const { client } = useServices();
  const toast = useToast();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ title: '', prize: '', start: '', end: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.title.trim() || !fields.prize.trim()) return setError(RAFFLE_TEXTS.fieldsRequired);
    if (!fields.start || !fields.end || Date.parse(fields.end) <= Date.parse(fields.start)) {
      return setError(RAFFLE_TEXTS.periodInvalid);
    }
    setError(null);
    try {
      const raffle = await rafflesApi(client).create({
        json: {
          title: fields.title,
          prize: fields.prize,
          periodStart: toIso(fields.start),
          periodEnd: toIso(fields.end),
        },
      });
      toast.success(RAFFLE_TEXTS.created);
      navigate(`/raffle/${raffle.id}`);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : 'Could not create the raffle.',
      );
    }
  };
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  return (
    <form
      className={cardClassName({ elevated: true, gap: '4' })}
      onSubmit={submit}
      noValidate
      aria-label={RAFFLE_TEXTS.createTitle}
    >
      <h2 className={deals.sectionTitle}>{RAFFLE_TEXTS.createTitle}</h2>
      <p className={styles.muted}>{RAFFLE_TEXTS.howItWorks}</p>
      <TextField label={RAFFLE_FORM_TEXTS.title} value={fields.title} onChange={set('title')} />
      <TextField label={RAFFLE_FORM_TEXTS.prize} value={fields.prize} onChange={set('prize')} />
      <TextField
        label={RAFFLE_FORM_TEXTS.start}
        type="datetime-local"
        value={fields.start}
        onChange={set('start')}
      />
      <TextField
        label={RAFFLE_FORM_TEXTS.end}
        type="datetime-local"
        value={fields.end}
        onChange={set('end')}
        error={error ?? undefined}
      />
      <div className={styles.endActions}>
        <Button type="submit" variant="primary">
          {RAFFLE_FORM_TEXTS.create}
        </Button>
      </div>
    </form>
  );
}
