// The photos of a new listing: checks on pick, upload progress, failures with retry, removal, order and cover.
import { ApiError } from '@dealloop/client';
import { IMAGE_MAX_BYTES, LISTING_LIMITS, LISTING_MESSAGES, MESSAGES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, userEvent, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { renderApp } from '../../../test/render-app';
import {
  controlUploads,
  type PendingUpload,
  pickFiles,
  png,
  serveListings,
  uploadOf,
} from './add-property-test-support';

const MB = 1024 * 1024;
let client: FakeApiClient;
let pending: PendingUpload[];

beforeEach(async () => {
  client = createFakeApiClient();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  serveListings(client);
  pending = controlUploads(client);
  client.startSignedIn(BUYER);
  renderApp('/add-property', { client });
  await screen.findByRole('form', { name: 'New listing' });
});

afterEach(() => vi.restoreAllMocks());

const item = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;
const names = () =>
  within(screen.getByRole('list', { name: 'Photos' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('photo uploader', () => {
  it('refuses an image of 5MB or more with the spec message, without uploading it', async () => {
    pickFiles(new File([new Uint8Array(IMAGE_MAX_BYTES)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(within(item('huge.jpg')).getByRole('alert').textContent).toBe(MESSAGES.imageTooLarge);
    expect(item('huge.jpg').getAttribute('data-status')).toBe('invalid');
    expect(client.uploads.upload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', () => {
    pickFiles(new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
    expect(within(item('deed.pdf')).getByRole('alert').textContent).toBe(MESSAGES.imageNotAnImage);
    expect(client.uploads.upload).not.toHaveBeenCalled();
  });

  it('uploads on pick as a listing photo, with a progress bar that reaches complete', async () => {
    pickFiles(png('porch.png', 3 * MB));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(vi.mocked(client.uploads.upload).mock.calls[0]!.slice(0, 3)).toEqual([
      pending[0]!.file,
      'listing',
      'porch.png',
    ]);
    const bar = within(item('porch.png')).getByRole('progressbar', { name: 'porch.png' });
    expect(bar.getAttribute('data-state')).toBe('indeterminate');

    act(() => pending[0]!.options.onProgress!({ loaded: MB, total: 3 * MB }));
    expect(bar.getAttribute('aria-valuenow')).toBe(String(MB));
    expect(bar.getAttribute('aria-valuemax')).toBe(String(3 * MB));
    expect(bar.getAttribute('aria-valuetext')).toBe('1.0 MB of 3.0 MB');
    expect(item('porch.png').textContent).toContain('Uploading…1.0 MB of 3.0 MB');

    act(() => pending[0]!.options.onProgress!({ loaded: 3 * MB, total: 3 * MB }));
    expect(bar.getAttribute('data-state')).toBe('indeterminate');
    expect(item('porch.png').textContent).toContain('Processing…');

    pending[0]!.resolve(uploadOf('upload-porch'));
    await waitFor(() => expect(bar.getAttribute('data-state')).toBe('complete'));
    expect(item('porch.png').textContent).toContain('Uploaded');
    expect(item('porch.png').textContent).toContain('Cover photo');
  });

  it('shows a failed upload with the server message and retries it', async () => {
    pickFiles(png('attic.png'));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.reject(new ApiError(415, 'not_an_image', 'Only images can be uploaded.'));
    expect((await within(item('attic.png')).findByRole('alert')).textContent).toBe(
      'Only images can be uploaded.',
    );
    // A failed upload is not the cover, and cannot be made one.
    expect(item('attic.png').textContent).not.toContain('Cover photo');
    await userEvent.click(within(item('attic.png')).getByRole('button', { name: 'Retry attic.png' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.file).toBe(pending[0]!.file);
    pending[1]!.resolve(uploadOf('upload-attic'));
    await waitFor(() => expect(item('attic.png').getAttribute('data-status')).toBe('uploaded'));
    expect(within(item('attic.png')).queryByRole('alert')).toBeNull();
  });

  it('shows a small photo\'s progress in KB, never "0.0 of 0.0 MB"', async () => {
    pickFiles(png('tiny.png', 40 * 1024));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.options.onProgress!({ loaded: 10 * 1024, total: 40 * 1024 }));
    expect(item('tiny.png').textContent).toContain('Uploading…10 KB of 40 KB');
    expect(item('tiny.png').textContent).not.toContain('0.0');
  });

  it('removing a photo cancels its upload', async () => {
    pickFiles(png('garage.png'));
    await waitFor(() => expect(pending).toHaveLength(1));
    await userEvent.click(within(item('garage.png')).getByRole('button', { name: 'Remove garage.png' }));
    expect(pending[0]!.options.signal!.aborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('moves photos earlier and later, and makes one the cover', async () => {
    pickFiles(png('a.png'), png('b.png'), png('c.png'));
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(names()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(within(item('a.png')).getByRole('button', { name: 'Move a.png earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(item('a.png')).getByRole('button', { name: 'Move a.png later' }));
    expect(names()).toEqual(['b.png', 'a.png', 'c.png']);
    await userEvent.click(within(item('c.png')).getByRole('button', { name: 'Move c.png earlier' }));
    expect(names()).toEqual(['b.png', 'c.png', 'a.png']);
    await userEvent.click(within(item('a.png')).getByRole('button', { name: 'Make cover photo: a.png' }));
    expect(names()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(item('a.png').textContent).toContain('Cover photo');
    expect(item('b.png').textContent).not.toContain('Cover photo');
  });

  it(`takes at most ${LISTING_LIMITS.maxPhotos} photos and says so`, async () => {
    const files = Array.from({ length: LISTING_LIMITS.maxPhotos + 2 }, (_, index) => png(`p${index}.png`));
    pickFiles(...files);
    await waitFor(() => expect(pending).toHaveLength(LISTING_LIMITS.maxPhotos));
    expect(screen.getByText(LISTING_MESSAGES.tooManyPhotos)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(
      LISTING_LIMITS.maxPhotos,
    );
  });
});
