import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveUpdates, reconnectDelay } from './live-updates';

/** A streamed answer whose body is written by the test. */
function streamedAnswer(status = 200) {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { status }), push, end };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectLiveUpdates', () => {
  it('sends the token and hotel, reports the stream open and each change, and stops', async () => {
    const answer = streamedAnswer();
    const fetchMock = vi.fn(async () => answer.response);
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const statuses: string[] = [];
    const live = connectLiveUpdates({
      token: 'abc',
      hotelId: 4,
      onChange,
      onUnauthorized: vi.fn(),
      onStatus: (s) => statuses.push(s),
    });
    await vi.waitFor(() => expect(statuses).toContain('open'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/eventos');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'X-Hotel-Id': '4' });

    answer.push('retry: 3000\n: conectado\n\n');
    answer.push('event: cambio\ndata: {"version":"7"}\n\n');
    answer.push('event: resync\ndata: {}\n\n');
    await vi.waitFor(() => expect(onChange.mock.calls).toEqual([['cambio'], ['resync']]));
    live.stop();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'));
  });

  it('on 401 tells the app and does not try again', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"x"}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    connectLiveUpdates({ token: 'old', hotelId: null, onChange: vi.fn(), onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('reconnects after the stream ends and asks for a refresh then', async () => {
    vi.useFakeTimers();
    const first = streamedAnswer();
    const second = streamedAnswer();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const live = connectLiveUpdates({ token: 't', hotelId: 1, onChange, onUnauthorized: vi.fn() });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.end();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('reconnected'));
    live.stop();
  });
});

describe('reconnectDelay', () => {
  it('doubles from the server’s retry up to 30 s, with ±25 % jitter', () => {
    expect(reconnectDelay(0, 3_000, () => 0.5)).toBe(3_000);
    expect(reconnectDelay(2, 3_000, () => 0.5)).toBe(12_000);
    expect(reconnectDelay(10, 3_000, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, 3_000, () => 0)).toBe(2_250);
    expect(reconnectDelay(0, 3_000, () => 1)).toBe(3_750);
  });
});
