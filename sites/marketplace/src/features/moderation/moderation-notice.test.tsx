// The moderation notice on a listing: its owner reads the decline reason; others see nothing and load nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, SELLER, userIdOf } from '../../deals/deal-test-support';
import { screen } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo, makeProperty } from '../../test/property-fixtures';
import { listingDecisionPath } from './moderation-api';
import { ModerationNotice } from './moderation-notice';

let client: FakeApiClient;
const declined = makeProperty({ ownerId: userIdOf(SELLER), listingStatus: 'declined' });

beforeEach(() => {
  client = createFakeApiClient([BUYER, SELLER]);
  answerRequests(client, (method, path) =>
    method === 'GET' && path === listingDecisionPath(declined.id)
      ? {
          decision: {
            action: 'decline',
            reason: 'Photos are missing',
            createdAt: '2026-11-23T10:00:00.000Z',
          },
        }
      : undefined,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('ModerationNotice', () => {
  it("shows the owner the moderator's reason for declining", async () => {
    client.startSignedIn(SELLER);
    renderWithServices(<ModerationNotice property={declined} />, { client });
    expect(await screen.findByText('Photos are missing')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Declined by a moderator:');
  });

  it('shows nothing to another member and asks nothing', async () => {
    client.startSignedIn(BUYER);
    renderWithServices(<ModerationNotice property={declined} />, { client });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(client, listingDecisionPath(declined.id))).toEqual([]);
  });

  it('shows nothing on a published listing', async () => {
    client.startSignedIn(SELLER);
    renderWithServices(<ModerationNotice property={{ ...declined, listingStatus: 'published' }} />, {
      client,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
