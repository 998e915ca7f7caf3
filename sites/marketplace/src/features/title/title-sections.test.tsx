// The contract page's title company contact (the seller sets it with core's checks, a refused note shows the
// wire-fraud warning, the buyer reads it), its documents (list, PDF upload, download with the bearer token) and the
// deal's .ics download.

import { ApiError } from '@dealloop/client';
import type { Closing, DealDocumentView, TitleContactView } from '@dealloop/contract';
import { WIRE_FRAUD_WARNING } from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, makeContract, quietStorage, SELLER } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, type FakeAccount } from '../../test/fake-api-client';
import { answerRequests, callsTo, type RequestHandler } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const contract = makeContract();
const CONTACT = `/api/v1/contracts/${contract.id}/title-contact`;
const DOCUMENTS = `/api/v1/contracts/${contract.id}/documents`;
const CLOSING = `/api/v1/contracts/${contract.id}/closing`;

const CONTACT_SET: TitleContactView = {
  contact: {
    officerName: 'Dana Title',
    company: 'Lone Star Title',
    email: 'dana@lonestartitle.com',
    phone: '512-555-0142',
    notes: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
  },
  link: { sentAt: '2026-11-27T10:00:00.000Z', expiresAt: '2026-12-27T10:00:00.000Z' },
  canEdit: false,
};

const AGREEMENT: DealDocumentView = {
  id: 'doc-1',
  kind: 'purchase_agreement',
  name: 'purchase-agreement.pdf',
  bytes: 2048,
  uploadedBy: 'user-1',
  createdAt: '2026-11-27T11:00:00.000Z',
};

const CLOSING_VIEW: Closing = {
  contractId: contract.id,
  stage: 'earnest_money_due',
  stageChangedAt: '2026-11-27T10:00:00.000Z',
  earnestMoney: 5000,
  earnestDueAt: new Date(Date.now() + 3_600_000).toISOString(),
  earnestWindowHours: 48,
  closingDate: '2027-02-01',
  stale: false,
  allowedMoves: [],
  history: [],
};

function renderContract(account: FakeAccount, handler: RequestHandler) {
  const client = createDealClient();
  client.startSignedIn(account);
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === `/api/v1/contracts/${contract.id}`) return contract;
    return handler(method, path, options);
  });
  renderApp(`/dashboard/contracts/${contract.id}`, { client, storage: quietStorage() });
  return { client };
}

const pdf = (name = 'assignment.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('Title company contact on the contract page', () => {
  it('lets the seller name the title company, checking each field first', async () => {
    const { client } = renderContract(SELLER, (method, path, options) => {
      if (method === 'GET' && path === CONTACT) return { contact: null, link: null, canEdit: true };
      if (method === 'PUT' && path === CONTACT) {
        const json = options?.json as TitleContactView['contact'];
        return {
          ...CONTACT_SET,
          contact: { ...json, updatedAt: CONTACT_SET.contact?.updatedAt },
          canEdit: true,
        };
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Title and escrow' });
    await userEvent.click(within(section).getByRole('button', { name: 'Save title contact' }));
    expect(within(section).getByText("Enter the title officer's name.")).toBeTruthy();
    expect(within(section).getByText('Enter the title company.')).toBeTruthy();
    expect(within(section).getByText("Enter the title officer's phone number (10 digits).")).toBeTruthy();
    expect(callsTo(client, CONTACT).filter((call) => call[0] === 'PUT')).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText(/Title officer/), 'Dana Title');
    await userEvent.type(within(section).getByLabelText(/^Title company/), 'Lone Star Title');
    await userEvent.type(within(section).getByLabelText(/^Email/), 'dana@lonestartitle.com');
    await userEvent.type(within(section).getByLabelText(/^Phone/), '512-555-0142');
    await userEvent.click(within(section).getByRole('button', { name: 'Save title contact' }));
    expect(
      await within(section).findByText('Title contact saved. The title officer was emailed a new link.'),
    ).toBeTruthy();
    expect(callsTo(client, CONTACT).find((call) => call[0] === 'PUT')?.[2]).toMatchObject({
      json: {
        officerName: 'Dana Title',
        company: 'Lone Star Title',
        email: 'dana@lonestartitle.com',
        phone: '512-555-0142',
        notes: null,
      },
    });
  });

  it('shows the wire-fraud warning when a note carries wire instructions, before and after the server', async () => {
    renderContract(SELLER, (method, path) => {
      if (method === 'GET' && path === CONTACT) return { ...CONTACT_SET, canEdit: true };
      if (method === 'PUT' && path === CONTACT) {
        throw new ApiError(422, 'wire_instructions_refused', 'refused by the server');
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Title and escrow' });
    expect((within(section).getByLabelText(/Title officer/) as HTMLInputElement).value).toBe('Dana Title');
    const notes = within(section).getByLabelText(/Notes for the title officer/);
    await userEvent.type(notes, 'Wire to routing 021000021 account 123456789012');
    await userEvent.click(within(section).getByRole('button', { name: 'Save title contact' }));
    expect(within(section).getByText(WIRE_FRAUD_WARNING)).toBeTruthy();

    await userEvent.clear(notes);
    await userEvent.type(notes, 'Call before closing');
    await userEvent.click(within(section).getByRole('button', { name: 'Save title contact' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(WIRE_FRAUD_WARNING);
  });

  it('shows the buyer the contact read-only', async () => {
    renderContract(BUYER, (method, path) => {
      if (method === 'GET' && path === CONTACT) return CONTACT_SET;
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Title and escrow' });
    expect(section.textContent).toContain('Dana Title');
    expect(section.textContent).toContain('Lone Star Title');
    expect(section.textContent).toContain('512-555-0142');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('tells the buyer when no title company is named yet', async () => {
    renderContract(BUYER, (method, path) => {
      if (method === 'GET' && path === CONTACT) return { contact: null, link: null, canEdit: false };
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Title and escrow' });
    expect(section.textContent).toContain('No title company named yet.');
  });
});

describe('Deal documents on the contract page', () => {
  it('lists the documents and uploads a PDF of the chosen kind', async () => {
    const { client } = renderContract(BUYER, (method, path) => {
      if (method === 'GET' && path === DOCUMENTS) return { items: [AGREEMENT] };
      if (method === 'POST' && path === DOCUMENTS) {
        return { ...AGREEMENT, id: 'doc-2', kind: 'assignment', name: 'assignment.pdf' };
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(within(section).getByText('purchase-agreement.pdf')).toBeTruthy();
    expect(section.textContent).toContain('Purchase agreement');
    await userEvent.selectOptions(within(section).getByLabelText('Document type'), 'assignment');
    await userEvent.upload(within(section).getByLabelText('Upload PDF'), pdf());
    expect(await within(section).findByText('assignment.pdf')).toBeTruthy();
    expect(within(section).getByText('Document uploaded.')).toBeTruthy();
    const body = callsTo(client, DOCUMENTS).find((call) => call[0] === 'POST')?.[2] as { body: FormData };
    expect(body.body.get('kind')).toBe('assignment');
    expect((body.body.get('file') as File).name).toBe('assignment.pdf');
  });

  it('refuses a file that is not a PDF without sending it, and shows the server’s refusal', async () => {
    const { client } = renderContract(SELLER, (method, path) => {
      if (method === 'GET' && path === DOCUMENTS) return { items: [] };
      if (method === 'POST' && path === DOCUMENTS) {
        throw new ApiError(422, 'pdf_active_content', 'This PDF contains scripts.');
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(section.textContent).toContain('No documents uploaded yet.');
    const input = within(section).getByLabelText('Upload PDF');
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(within(section).getByRole('alert').textContent).toBe('A deal document must be a PDF.');
    expect(callsTo(client, DOCUMENTS).filter((call) => call[0] === 'POST')).toHaveLength(0);
    await userEvent.upload(input, pdf());
    expect(await within(section).findByText('This PDF contains scripts.')).toBeTruthy();
  });

  it('downloads a document with the bearer token and saves it under its name', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('%PDF-1.7', { status: 200 }));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderContract(SELLER, (method, path) => {
      if (method === 'GET' && path === DOCUMENTS) return { items: [AGREEMENT] };
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Documents' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download purchase-agreement.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe(`${DOCUMENTS}/doc-1`);
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toMatch(/^Bearer access-/);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('purchase-agreement.pdf');
  });
});

describe('Deal deadlines as .ics', () => {
  it('downloads the deal’s calendar file with the bearer token', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('BEGIN:VCALENDAR', { status: 200 }));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ics'), revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderContract(BUYER, (method, path) => {
      if (method === 'GET' && path === CLOSING) return CLOSING_VIEW;
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add deadlines to calendar (.ics)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe(`${CLOSING}/ics`);
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toMatch(/^Bearer access-/);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(`deal-${contract.id}.ics`);
  });

  it('says so when the calendar file cannot be downloaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    renderContract(BUYER, (method, path) => {
      if (method === 'GET' && path === CLOSING) return CLOSING_VIEW;
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add deadlines to calendar (.ics)' }));
    expect(await screen.findByText('The calendar file could not be downloaded. Try again.')).toBeTruthy();
  });
});
