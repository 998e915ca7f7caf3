// The buyers list dashboard: the table with search, tags, the CSV import (a bad row blocks it, a fixed file is
// sent), and each buyer's match against a chosen listing with "Send this deal"; the "Texts stopped" marker of a
// buyer who replied STOP and the sent deals' text delivery counts.

import type { DealSendView, MyPlan } from '@dealloop/contract';
import {
  BUYER_RULE_MESSAGES,
  BUYERS_LIST_TEXTS,
  PLAN_FEATURE_TEXTS,
  SMS_BLAST_TEXTS,
  SMS_SETTINGS_TEXTS,
} from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage, toastMessages } from '../../deals/deal-test-support';
import { MY_LISTINGS_API } from '../../deals/my-listings-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo, makeProperty } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { FREE_PLAN, MY_PLAN_API, PRO_PLAN } from '../billing/plan-test-support';
import type { Buyer } from './buyers-list-api';

/** The owner's buyers list API. */
const BUYERS_LIST_API = '/api/v1/me/buyers-list';
let client: FakeApiClient;
let buyers: Buyer[];
let plan: MyPlan;
let sends: DealSendView[];
let texted: number;
const PATH = '/buyers-list-dashboard';

const buyer = (overrides: Partial<Buyer>): Buyer => ({
  id: 'b1',
  name: 'Ann Austin',
  email: 'ann@example.com',
  phone: '5125550100',
  markets: ['Austin, TX'],
  minPrice: null,
  maxPrice: 200_000,
  propertyTypes: ['single_family'],
  proofOfFunds: true,
  verifiedFunds: null,
  tags: [],
  source: 'join',
  consentedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  smsSuppressed: false,
  ...overrides,
});
const listing = makeProperty({ id: 'listing-1', title: 'Austin bungalow', price: 125_000 });
const underContract = makeProperty({ id: 'listing-2', title: 'Taken duplex', status: 'under_contract' });
const sold = makeProperty({ id: 'listing-3', title: 'Sold cottage', status: 'sold' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  buyers = [buyer({}), buyer({ id: 'b2', name: 'Gus Georgia', email: 'gus@example.com', markets: ['GA'] })];
  plan = PRO_PLAN;
  sends = [];
  texted = 0;
  client = createDealClient();
  client.startSignedIn(BUYER);
  answerRequests(client, (_method, path, options) => {
    if (path === BUYERS_LIST_API) return { items: buyers };
    if (path === MY_PLAN_API) return plan;
    if (path === MY_LISTINGS_API)
      return {
        items: [listing, underContract, sold].map((one) => ({ ...one, offers: 0, openOffers: 0 })),
      };
    if (path === `${BUYERS_LIST_API}/import`) return { created: 1, updated: 0 };
    if (path === `${BUYERS_LIST_API}/b1/tags`)
      return { ...buyers[0], tags: (options?.json as { tags: string[] } | undefined)?.tags ?? [] };
    if (path === `${BUYERS_LIST_API}/send-deal`)
      return { matching: 1, sent: 1, capped: 0, notQueued: 0, texted };
    if (path === `${BUYERS_LIST_API}/sends`) return { items: sends };
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('Buyers list dashboard', () => {
  it('searches the table and adds and removes tags', async () => {
    renderApp(PATH, { client, storage: quietStorage() });
    await rowOf('Gus Georgia');
    await userEvent.type(screen.getByLabelText(BUYERS_LIST_TEXTS.search), 'austin');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Gus Georgia' })).toBeNull());
    const ann = await rowOf('Ann Austin');
    await userEvent.type(
      within(ann).getByLabelText(`${BUYERS_LIST_TEXTS.tagLabel} (Ann Austin)`),
      'vip{enter}',
    );
    expect(await within(ann).findByRole('button', { name: BUYERS_LIST_TEXTS.removeTag('vip') })).toBeTruthy();
    expect(callsTo(client, `${BUYERS_LIST_API}/b1/tags`)[0]?.[2]).toEqual({ json: { tags: ['vip'] } });
    await userEvent.click(within(ann).getByRole('button', { name: BUYERS_LIST_TEXTS.removeTag('vip') }));
    await waitFor(() =>
      expect(within(ann).queryByRole('button', { name: BUYERS_LIST_TEXTS.removeTag('vip') })).toBeNull(),
    );
    expect(callsTo(client, `${BUYERS_LIST_API}/b1/tags`)[1]?.[2]).toEqual({ json: { tags: [] } });
  });

  it('imports nothing while a row has errors, and sends the fixed file', async () => {
    renderApp(PATH, { client, storage: quietStorage() });
    const input = await screen.findByLabelText(BUYERS_LIST_TEXTS.chooseFile);
    const bad = 'name,email,markets\r\nCy,cy@example.com,Nowhere\r\n';
    await userEvent.upload(input, new File([bad], 'bad.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('cell', { name: '2' })).toBeTruthy();
    expect(alert.textContent).toContain(BUYER_RULE_MESSAGES.marketInvalid('Nowhere'));
    expect(screen.queryByRole('button', { name: BUYERS_LIST_TEXTS.importButton })).toBeNull();

    const good = 'name,email,markets\r\nCy,cy@example.com,AZ\r\n';
    await userEvent.upload(input, new File([good], 'good.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: BUYERS_LIST_TEXTS.importButton }));
    expect(await screen.findByText(BUYERS_LIST_TEXTS.imported(1, 0))).toBeTruthy();
    expect(callsTo(client, `${BUYERS_LIST_API}/import`).map((call) => call[2])).toEqual([
      { json: { csv: good } },
    ]);
  });

  it('offers only available listings to match and send, never one under contract or sold', async () => {
    renderApp(PATH, { client, storage: quietStorage() });
    const select = await screen.findByLabelText(BUYERS_LIST_TEXTS.chooseListing);
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual([BUYERS_LIST_TEXTS.noListing, 'Austin bungalow']);
  });

  it('on Free keeps the list but shows the import and Send this deal as a Pro feature linking to /pricing', async () => {
    plan = FREE_PLAN;
    renderApp(PATH, { client, storage: quietStorage() });
    await rowOf('Ann Austin');
    const notices = await screen.findAllByRole('region', {
      name: PLAN_FEATURE_TEXTS.noticeTitle('buyersList'),
    });
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.textContent).toContain(PLAN_FEATURE_TEXTS.noticeBody('buyersList'));
      expect(
        within(notice).getByRole('link', { name: PLAN_FEATURE_TEXTS.pricingLink }).getAttribute('href'),
      ).toBe('/pricing');
    }
    expect(screen.queryByLabelText(BUYERS_LIST_TEXTS.chooseFile)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(BUYERS_LIST_TEXTS.chooseListing), 'listing-1');
    expect(screen.queryByRole('button', { name: BUYERS_LIST_TEXTS.sendDeal })).toBeNull();
    expect(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.exportButton })).toBeTruthy();
  });

  it('scores each buyer against a chosen listing, explains it, and sends the deal', async () => {
    renderApp(PATH, { client, storage: quietStorage() });
    await rowOf('Ann Austin');
    await userEvent.selectOptions(await screen.findByLabelText(BUYERS_LIST_TEXTS.chooseListing), 'listing-1');
    expect(screen.getByText(BUYERS_LIST_TEXTS.matching(1))).toBeTruthy();
    const gus = await rowOf('Gus Georgia');
    // Two of four: market missed, and no verified funds.
    expect(within(gus).getByText('50%')).toBeTruthy();
    expect(gus.textContent).toContain('The buyer has no current verified proof of funds.');
    expect(gus.textContent).toContain('Austin, TX is outside the buyer’s markets.');
    await userEvent.click(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.sendDeal }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: BUYERS_LIST_TEXTS.sendDeal }));
    expect(await screen.findByText(BUYERS_LIST_TEXTS.sent(1, 0))).toBeTruthy();
    expect(callsTo(client, `${BUYERS_LIST_API}/send-deal`)[0]?.[2]).toEqual({
      json: { propertyId: 'listing-1' },
    });
  });

  it('marks a buyer whose number replied STOP as "Texts stopped"', async () => {
    buyers = [
      buyer({}),
      buyer({ id: 'b2', name: 'Gus Georgia', email: 'gus@example.com', smsSuppressed: true }),
    ];
    renderApp(PATH, { client, storage: quietStorage() });
    const gus = await rowOf('Gus Georgia');
    expect(within(gus).getByText(SMS_SETTINGS_TEXTS.buyerStopped)).toBeTruthy();
    expect(within(await rowOf('Ann Austin')).queryByText(SMS_SETTINGS_TEXTS.buyerStopped)).toBeNull();
  });

  it('lists sent deals with their texts sent, delivered and failed, and reads them again after a send', async () => {
    sends = [
      {
        propertyId: 'listing-1',
        title: 'Austin bungalow',
        lastSentAt: '2026-11-26T15:00:00.000Z',
        emailed: 3,
        texts: { sent: 2, delivered: 1, failed: 1, pending: 2 },
      },
    ];
    texted = 1;
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    const history = await screen.findByRole('list', { name: SMS_BLAST_TEXTS.historyTitle });
    const [item] = within(history).getAllByRole('listitem');
    expect(item!.textContent).toContain('Emailed 3 buyers');
    expect(item!.textContent).toContain(
      'Texts: 2 sent · 1 delivered · 1 failed · 2 waiting (quiet hours or retry)',
    );
    expect(within(item!).getByRole('link', { name: 'Austin bungalow' }).getAttribute('href')).toBe(
      '/property/listing-1',
    );
    const before = callsTo(client, `${BUYERS_LIST_API}/sends`).length;

    await userEvent.selectOptions(await screen.findByLabelText(BUYERS_LIST_TEXTS.chooseListing), 'listing-1');
    await userEvent.click(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.sendDeal }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: BUYERS_LIST_TEXTS.sendDeal }));
    await waitFor(() =>
      expect(toastMessages(services)).toContain(
        `${BUYERS_LIST_TEXTS.sent(1, 0)} ${SMS_BLAST_TEXTS.texted(1)}`,
      ),
    );
    await waitFor(() => expect(callsTo(client, `${BUYERS_LIST_API}/sends`).length).toBeGreaterThan(before));
  });
});
