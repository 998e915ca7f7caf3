// FileButton: a real button (keyboard and pointer) that opens the hidden file input; chosen files reach onFiles.
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';
import { fireEvent, render, screen, userEvent } from './test-utils';

const pdf = () => new File(['%PDF-1.4'], 'funds.pdf', { type: 'application/pdf' });

describe('FileButton', () => {
  it('is a button named by what to choose, and Enter or Space opens the file picker', async () => {
    render(<FileButton label="Choose proof of funds" accept=".pdf" onFiles={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Choose proof of funds' });
    const input = screen.getByLabelText('Choose proof of funds') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
    // The input is out of the tab order and hidden from assistive technology: the button is the way in.
    expect(input.tabIndex).toBe(-1);
    expect(input.getAttribute('aria-hidden')).toBe('true');
    const opened = vi.fn();
    input.addEventListener('click', opened);

    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('hands the chosen files over, shows what is chosen, and lets the same file be chosen again', async () => {
    const onFiles = vi.fn();
    const { rerender } = render(<FileButton label="Add photos" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText('Add photos') as HTMLInputElement;
    const file = pdf();
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    rerender(<FileButton label="Add photos" multiple onFiles={onFiles} chosen="funds.pdf" />);
    expect(screen.getByText('funds.pdf')).toBeTruthy();
  });

  it('passes its description and invalid state to the button, gives its ref the button, and can be disabled', () => {
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(
      <>
        <FileButton ref={ref} label="Choose image" aria-describedby="hint" aria-invalid onFiles={vi.fn()} />
        <p id="hint">Images under 5MB</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Choose image' });
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(ref.current).toBe(button);
    rerender(<FileButton label="Choose image" disabled onFiles={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Choose image' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
