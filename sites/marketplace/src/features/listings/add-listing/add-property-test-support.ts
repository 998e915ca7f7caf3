// Helpers of the Add Listing tests: uploads the test settles by hand, picked files, and a filled-in form.
import type { Upload, UploadOptions } from '@dealloop/client';
import { vi } from 'vitest';
import { fireEvent, screen, userEvent, within } from '../../../test/dom';
import type { FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests, makeProperty } from '../../../test/property-fixtures';
import { PROPERTIES_API, type Property } from '../property';

/** The geocoding functions' paths (the wire the fake client answers). */
const GEOCODE_LOCATION_PATH = '/api/v1/functions/geocode-location';

/** An upload the test answers: report progress, then resolve or reject. */
export interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: (upload: Upload) => void;
  reject: (error: unknown) => void;
}

/** Makes `client.uploads.upload` wait for the test; answers the uploads made so far, in order. */
export function controlUploads(client: FakeApiClient): PendingUpload[] {
  const pending: PendingUpload[] = [];
  vi.mocked(client.uploads.upload).mockImplementation(
    (file, _purpose, _name, options = {}) =>
      new Promise<Upload>((resolve, reject) =>
        pending.push({ file: file as File, options, resolve, reject }),
      ),
  );
  return pending;
}

/** An upload as the API answers it, with the listing variants. */
export function uploadOf(id: string): Upload {
  const variant = (name: string, width: number) => ({
    name,
    url: `/storage/listing-images/${id}-${name}.webp`,
    width,
    height: Math.round(width * 0.75),
  });
  return {
    id,
    purpose: 'listing',
    url: `/storage/listing-images/${id}-full.webp`,
    width: 1600,
    height: 1200,
    variants: [variant('thumb', 400), variant('card', 800), variant('full', 1600)],
  };
}

/** A small PNG file. */
export const png = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/** Picks files with the photo input, as the browser's file chooser does. */
export function pickFiles(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
}

/** The listing the fake API creates from a POST body. */
export function createdFrom(body: Record<string, unknown>): Property {
  return makeProperty({
    ...(body as Partial<Property>),
    images: [],
    listingStatus: 'pending_review',
    profitPotential: 60_000,
    roi: 33.3,
  });
}

/**
 * Answers geocoding (no suggestions), POST /properties (with `onCreate`, by default a pending listing) and GET of
 * the created listing.
 */
export function serveListings(
  client: FakeApiClient,
  onCreate: (body: Record<string, unknown>) => unknown = createdFrom,
) {
  const created: Property[] = [];
  answerRequests(client, async (method, path, options) => {
    if (path === GEOCODE_LOCATION_PATH) return { suggestions: [] };
    if (method === 'POST' && path === PROPERTIES_API) {
      const property = await onCreate(options?.json as Record<string, unknown>);
      created.push(property as Property);
      return property;
    }
    return created.find((property) => path === `${PROPERTIES_API}/${property.id}`);
  });
  return created;
}

/** Fills every field of the form with a valid listing (values set at once: typing is tested elsewhere). */
export async function fillListing() {
  const form = await screen.findByRole('form', { name: 'New listing' });
  const set = (role: 'textbox' | 'combobox', name: string, value: string) =>
    fireEvent.change(within(form).getByRole(role, { name }), { target: { value } });
  set('textbox', 'Listing title', 'Brick ranch with a new roof');
  await userEvent.selectOptions(
    within(form).getByRole('combobox', { name: 'Property type' }),
    'Single Family',
  );
  set('combobox', 'Property address', '123 Main St, Boise, ID 83702');
  set('textbox', 'Description', 'Needs paint and flooring.');
  set('textbox', 'Beds', '3');
  set('textbox', 'Baths', '2.5');
  set('textbox', 'Square feet', '1,400');
  set('textbox', 'Lot size (sq ft)', '8712');
  set('textbox', 'Asking price ($)', '$150,000');
  set('textbox', 'ARV ($)', '240000');
  set('textbox', 'Repair cost ($)', '30000');
  return form;
}
