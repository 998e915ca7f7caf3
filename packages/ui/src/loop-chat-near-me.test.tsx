// LoopChat and the browser's position: asked of navigator.geolocation only when a "near me" question is sent (not
// on load, not for other questions), passed to `send` when the visitor allows it, and null when they decline.
import { MESSAGES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoopChat, type LoopChatProps } from './loop-chat';
import { act, fireEvent, render, screen } from './test-utils';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

let answer: (success: Success, failure: Failure) => void;
const getCurrentPosition = vi.fn((success: Success, failure: Failure) => answer(success, failure));

beforeEach(() => {
  getCurrentPosition.mockClear();
  answer = (success) => success({ coords: { latitude: 32.78123, longitude: -96.60049 } });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
});
afterEach(() => vi.unstubAllGlobals());

async function ask(text: string) {
  const input = screen.getByRole('textbox', { name: MESSAGES.loopPlaceholder });
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter' });
  });
}

const setup = () => {
  const send = vi.fn<LoopChatProps['send']>(() => Promise.resolve());
  render(<LoopChat send={send} onError={vi.fn()} defaultOpen />);
  return send;
};

describe('the browser position', () => {
  it('is not asked for when the chat opens or for a question that is not about "near me"', async () => {
    const send = setup();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await ask('3 bed under 150k in Dallas');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([
      [{ role: 'user', content: '3 bed under 150k in Dallas' }],
      expect.any(Function),
      expect.any(AbortSignal),
      { position: null },
    ]);
  });

  it('is asked for a "near me" question and sent with it, rounded to about 100 m', async () => {
    const send = setup();
    await ask('find deals near me');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[3]).toEqual({ position: { lat: 32.781, lng: -96.6 } });
  });

  it('is left out when the visitor declines, and the question is still sent', async () => {
    answer = (_, failure) => failure({ code: 1, message: 'User denied Geolocation' });
    const send = setup();
    await ask('any houses nearby?');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[3]).toEqual({ position: null });
  });

  it('is left out where the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    const send = setup();
    await ask('casas cerca de mí');
    expect(send.mock.calls[0]?.[3]).toEqual({ position: null });
  });
});
