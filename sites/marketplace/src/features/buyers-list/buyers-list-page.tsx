// /profile/:userId/buyers-list: a wholesaler's public "Join my buyers list" form (only while their profile is
// published): contact, markets, price range, property types, proof of funds and the required consent. Sending it
// emails a confirmation link: the page then says to check that inbox.
import { ApiError } from '@dealloop/client';
import {
  BUYER_RULE_MESSAGES,
  BUYERS_LIST_TEXTS,
  type BuyerFields,
  buyerProblems,
  PAGE_TITLES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
} from '@dealloop/core';
import {
  Button,
  Card,
  ContactFields,
  cardClassName,
  PageHeader,
  TextAreaField,
  TextField,
} from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import { useParams } from '../../router';
import * as styles from './buyers-list.css';
import { buyersListApi } from './buyers-list-api';

/** Markets as typed in the box: one per line or separated by semicolons. */
export const splitMarkets = (text: string) =>
  text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

const priceOf = (text: string) => {
  const digits = text.replace(/[$,\s]/g, '');
  return digits === '' ? null : Number(digits);
};

/** The public join page. */
export default function BuyersListPage() {
  useDocumentTitle(PAGE_TITLES.buyersList);
  const userId = useParams().userId ?? '';
  const owner = useApiResource(`buyers-list:${userId}`, (client) =>
    buyersListApi(client).owner({ params: { userId } }),
  );
  return (
    <ResourceView resource={owner} what="this buyers list" missing={<Unavailable />}>
      {(found) => (
        <div className={styles.narrow}>
          <PageHeader
            title={BUYERS_LIST_TEXTS.joinTitle}
            subtitle={BUYERS_LIST_TEXTS.joinIntro(found.ownerName || 'this investor')}
          />
          <JoinForm userId={userId} />
        </div>
      )}
    </ResourceView>
  );
}

/** The page of a list whose owner's profile is not published (the server answers it with status 404). */
function Unavailable() {
  return (
    <div className={styles.narrow}>
      <PageHeader title={BUYERS_LIST_TEXTS.notFound} subtitle={BUYERS_LIST_TEXTS.notFoundDetail} />
    </div>
  );
}

function JoinForm({ userId }: { userId: string }) {
  const { client } = useServices();
  const [form, setForm] = useState({
    name: '',
    email: '',
    phone: '',
    markets: '',
    minPrice: '',
    maxPrice: '',
  });
  const [types, setTypes] = useState<PropertyType[]>([]);
  const [proofOfFunds, setProofOfFunds] = useState(false);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [state, setState] = useState<'ready' | 'sending' | 'sent'>('ready');
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: BuyerFields = {
      name: form.name,
      email: form.email,
      phone: form.phone,
      markets: splitMarkets(form.markets),
      minPrice: priceOf(form.minPrice),
      maxPrice: priceOf(form.maxPrice),
      propertyTypes: types,
      proofOfFunds,
    };
    const found = buyerProblems(fields);
    if (!consent) found.push(BUYER_RULE_MESSAGES.consentRequired);
    setProblems(found);
    if (found.length) return;
    setState('sending');
    try {
      await buyersListApi(client).join({ params: { userId }, json: { ...fields, consent } });
      setState('sent');
    } catch (error) {
      setState('ready');
      if (error instanceof ApiError && error.status === 429) setProblems([BUYERS_LIST_TEXTS.tooMany]);
      else setProblems([error instanceof Error ? error.message : String(error)]);
    }
  };

  if (state === 'sent') {
    return (
      <Card role="status">
        <p>{BUYERS_LIST_TEXTS.checkEmail(form.email.trim())}</p>
        <p className={styles.muted}>{BUYERS_LIST_TEXTS.checkEmailHint}</p>
      </Card>
    );
  }
  return (
    <form className={cardClassName()} onSubmit={submit} noValidate>
      <ContactFields
        fields={['fullName', 'email', 'phone']}
        required={['fullName', 'email']}
        labels={{
          fullName: BUYERS_LIST_TEXTS.name,
          email: BUYERS_LIST_TEXTS.email,
          phone: BUYERS_LIST_TEXTS.phone,
        }}
        values={{ fullName: form.name, email: form.email, phone: form.phone }}
        onChange={(name, value) => setForm({ ...form, [name === 'fullName' ? 'name' : name]: value })}
      />
      <TextAreaField
        label={BUYERS_LIST_TEXTS.markets}
        hint={BUYERS_LIST_TEXTS.marketsHint}
        required
        rows={3}
        {...field('markets')}
      />
      <div className={styles.row}>
        <TextField label={BUYERS_LIST_TEXTS.minPrice} inputMode="numeric" {...field('minPrice')} />
        <TextField label={BUYERS_LIST_TEXTS.maxPrice} inputMode="numeric" {...field('maxPrice')} />
      </div>
      <fieldset className={styles.checks}>
        <legend>{BUYERS_LIST_TEXTS.propertyTypes}</legend>
        {PROPERTY_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(event) =>
                setTypes(event.target.checked ? [...types, type] : types.filter((one) => one !== type))
              }
            />
            {PROPERTY_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{BUYERS_LIST_TEXTS.propertyTypesHint}</p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={proofOfFunds}
          onChange={(event) => setProofOfFunds(event.target.checked)}
        />
        {BUYERS_LIST_TEXTS.proofOfFunds}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
        />
        {BUYERS_LIST_TEXTS.consent}
      </label>
      {problems.length ? (
        <ul className={styles.error} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" variant="primary" loading={state === 'sending'}>
        {BUYERS_LIST_TEXTS.join}
      </Button>
    </form>
  );
}
