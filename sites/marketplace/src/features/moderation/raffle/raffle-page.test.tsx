// /raffle/{id}: the commitment and tickets before the draw (admins can draw), the seed and winner after it, and
// "Verify the draw" recomputing the winner in the browser: a fair draw checks out, a tampered one does not.
import { RAFFLE_TEXTS, raffleWinnerIndex, sha256Hex } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage } from '../../../deals/deal-test-support';
import { screen, userEvent } from '../../../test/dom';
import { ADMIN, BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests, callsTo } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { type RaffleView, rafflePath } from '../moderation-api';

const SEED = 'ab'.repeat(32);
const tickets = [
  { ticket: 't1', userId: 'u1', name: 'Mo A' },
  { ticket: 't2', userId: 'u2', name: 'Mo B' },
  { ticket: 't3', userId: 'u1', name: 'Mo A' },
];
let client: FakeApiClient;
let raffle: RaffleView;
let drawnRaffle: RaffleView;

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  raffle = {
    id: 'r1',
    title: 'November raffle',
    prize: 'A $100 gift card',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    commitment: await sha256Hex(SEED),
    seed: null,
    drawn: false,
    drawnAt: null,
    tickets,
    winner: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  const winner = tickets[(await raffleWinnerIndex(SEED, tickets))!]!;
  drawnRaffle = { ...raffle, seed: SEED, drawn: true, drawnAt: '2026-12-01T00:00:00.000Z', winner };
  client = createFakeApiClient();
  answerRequests(client, (method, path) => {
    if (method === 'GET' && path === rafflePath('r1')) return raffle;
    if (method === 'POST' && path === `${rafflePath('r1')}/draw`) return drawnRaffle;
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Raffle page', () => {
  it('shows the commitment and the tickets per moderator, and no draw button to members', async () => {
    client.startSignedIn(BUYER);
    renderApp('/raffle/r1', { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'November raffle' })).toBeTruthy();
    expect(screen.getByText(raffle.commitment)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Tickets by moderator' });
    expect(list.textContent).toContain('Mo A: 2 tickets');
    expect(list.textContent).toContain('Mo B: 1 ticket');
    expect(screen.queryByRole('button', { name: RAFFLE_TEXTS.draw })).toBeNull();
  });

  it('lets an admin draw, then anyone verify the revealed seed and winner', async () => {
    client.startSignedIn(ADMIN);
    renderApp('/raffle/r1', { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('button', { name: RAFFLE_TEXTS.draw }));
    expect(await screen.findByText(SEED)).toBeTruthy();
    expect(callsTo(client, `${rafflePath('r1')}/draw`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: RAFFLE_TEXTS.verify }));
    expect(await screen.findByText(RAFFLE_TEXTS.verified)).toBeTruthy();
  });

  it('says so when the announced winner does not follow from the seed', async () => {
    const wrong = tickets.find((entry) => entry.ticket !== drawnRaffle.winner!.ticket)!;
    raffle = { ...drawnRaffle, winner: wrong };
    renderApp('/raffle/r1', { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('button', { name: RAFFLE_TEXTS.verify }));
    expect(await screen.findByText(RAFFLE_TEXTS.notVerified)).toBeTruthy();
  });

  it('shows the Not Found page for a raffle that does not exist', async () => {
    renderApp('/raffle/missing', { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: RAFFLE_TEXTS.pageTitle })).toBeNull();
  });
});
