// The business cards section of /profile: the user's cards with their public link, on/off switch, edit and
// delete, and the form that creates a new one with what the plan leaves ("3 of 20 business cards used.").

import { ApiError } from '@dealloop/client';
import { CARDS_TEXTS, MESSAGES } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { Link } from '../../router';
import { isPlanRefusal, useMyPlan } from '../billing/my-plan';
import { QuotaLines } from '../billing/quota-lines';
import * as styles from '../profiles/profile-page.css';
import * as shared from '../profiles/profile-shared.css';
import type { MyProfile } from '../profiles/profiles-api';
import { type BusinessCard, businessCardsApi, type CardFields, cardPagePath } from './business-cards-api';
import { CardForm } from './card-form';

const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.status === 400) || isPlanRefusal(error) ? error.message : fallback;

/** The cards section; new cards start from the profile's name, email, phone, company and logo. */
export function BusinessCardsSection({ userId, defaults }: { userId: string; defaults: MyProfile | null }) {
  const { client } = useServices();
  const toast = useToast();
  const { state, reload, update } = useApiResource(`cards:${userId}`, (api) => businessCardsApi(api).mine());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const plan = useMyPlan();

  const replace = (card: BusinessCard) =>
    update((data) => ({ items: data.items.map((item) => (item.id === card.id ? card : item)) }));

  const create = async (fields: CardFields) => {
    try {
      const card = await businessCardsApi(client).create({ json: fields });
      update((data) => ({ items: [...data.items, card] }));
      plan.reload();
      setCreating(false);
      toast.success(MESSAGES.businessCardCreated);
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.createBusinessCardFailed));
      throw error;
    }
  };

  const change = async (id: string, changes: Partial<CardFields> & { isActive?: boolean }) => {
    try {
      replace(await businessCardsApi(client).change({ params: { id }, json: changes }));
      setEditing(null);
      toast.success(CARDS_TEXTS.updated);
    } catch (error) {
      toast.error(messageOf(error, CARDS_TEXTS.updateFailed));
      throw error;
    }
  };

  const remove = async (card: BusinessCard) => {
    if (!window.confirm(CARDS_TEXTS.confirmDelete(card.fullName))) return;
    try {
      await businessCardsApi(client).remove({ params: { id: card.id } });
      update((data) => ({ items: data.items.filter((item) => item.id !== card.id) }));
      plan.reload();
      toast.success(CARDS_TEXTS.deleted);
    } catch (error) {
      toast.error(messageOf(error, CARDS_TEXTS.updateFailed));
    }
  };

  const blank: CardFields = {
    fullName: defaults?.fullName ?? '',
    email: defaults?.email ?? '',
    phoneNumber: defaults?.phone ?? null,
    companyName: defaults?.companyName ?? null,
    companyLogo: defaults?.companyLogo ?? null,
  };

  return (
    <section className={styles.cards} aria-labelledby="business-cards">
      <h2 id="business-cards" className={shared.sectionTitle}>
        {CARDS_TEXTS.heading}
      </h2>
      <p className={shared.muted}>{CARDS_TEXTS.intro}</p>
      {state.status === 'failed' || state.status === 'missing' ? (
        <div className={shared.actions}>
          <p>{CARDS_TEXTS.failed}</p>
          <Button variant="secondary" onClick={reload}>
            {CARDS_TEXTS.tryAgain}
          </Button>
        </div>
      ) : state.status === 'ready' ? (
        state.data.items.length === 0 ? (
          <p className={shared.muted}>{CARDS_TEXTS.empty}</p>
        ) : (
          <ul className={styles.cardList} aria-label={CARDS_TEXTS.heading}>
            {state.data.items.map((card) => (
              <li key={card.id} className={styles.cardItem}>
                {editing === card.id ? (
                  <CardForm
                    userId={userId}
                    initial={card}
                    submitLabel={CARDS_TEXTS.save}
                    onSubmit={(fields) => change(card.id, fields)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className={styles.cardRow}>
                    <div>
                      <p className={styles.cardName}>
                        {card.fullName}
                        {card.companyName ? CARDS_TEXTS.company(card.companyName) : ''}
                      </p>
                      {card.isActive ? (
                        <Link to={cardPagePath(card.cardUrl)}>{cardPagePath(card.cardUrl)}</Link>
                      ) : (
                        <span className={shared.muted}>{CARDS_TEXTS.switchedOff}</span>
                      )}
                    </div>
                    <div className={shared.actions}>
                      <label>
                        <input
                          type="checkbox"
                          checked={card.isActive}
                          onChange={(e) => change(card.id, { isActive: e.target.checked }).catch(() => {})}
                        />{' '}
                        {CARDS_TEXTS.active}
                      </label>
                      <Button variant="secondary" size="sm" onClick={() => setEditing(card.id)}>
                        {CARDS_TEXTS.edit}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => remove(card)}>
                        {CARDS_TEXTS.delete}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className={shared.muted} aria-busy="true">
          {CARDS_TEXTS.loading}
        </p>
      )}
      <QuotaLines plan={plan} resource="businessCards" />
      {creating ? (
        <CardForm
          userId={userId}
          initial={blank}
          submitLabel={CARDS_TEXTS.create}
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <div>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {CARDS_TEXTS.newCard}
          </Button>
        </div>
      )}
    </section>
  );
}
