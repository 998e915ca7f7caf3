// The image picker of the wizard and the profile: a "Choose …" button (not the native file control) that uploads
// the chosen image with the upload's name and shows it as the preview.
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor } from '../../test/dom';
import { createFakeApiClient } from '../../test/fake-api-client';
import { ImageUploadField } from './image-upload-field';

describe('ImageUploadField', () => {
  it('picks the image through a button named after it, uploads it and shows the preview', async () => {
    const client = createFakeApiClient();
    vi.mocked(client.uploads.upload).mockResolvedValue({
      id: 'upload-1',
      url: '/storage/avatars/logo.webp',
    } as Awaited<ReturnType<typeof client.uploads.upload>>);
    const onChange = vi.fn();
    renderWithServices(
      <ImageUploadField label="Company logo" purpose="logo" userId="u1" value="" onChange={onChange} />,
      { client },
    );
    const button = screen.getByRole('button', { name: 'Choose company logo' });
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    // No native file control in the tab order: the button is the only stop.
    await userEvent.tab();
    expect(document.activeElement).not.toBe(screen.getByLabelText('Company logo'));

    const image = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Company logo'), image);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/storage/avatars/logo.webp'));
    expect(vi.mocked(client.uploads.upload).mock.calls[0]?.[0]).toBe(image);
  });
});
