import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module each test: the moment it waits for is reached once per page. */
async function freshModule() {
  vi.resetModules();
  return import('./after-first-paint');
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false until the screen is drawn, true once a frame is drawn after it and the browser is idle', async () => {
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { useAfterFirstPaint, useScreenDrawn } = await freshModule();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    // The frame (top bar, menu) is drawn; its screen, loaded lazily, not yet: nothing is scheduled.
    expect(frames).toHaveLength(0);
    renderHook(() => useScreenDrawn());
    expect(frames).toHaveLength(1);
    expect(idle).toHaveLength(0);
    // The frame with the screen, then the next one: by then the screen is on the display.
    for (const frame of frames.splice(0)) frame(0);
    expect(idle).toHaveLength(0);
    expect(frames).toHaveLength(1);
    for (const frame of frames.splice(0)) frame(16);
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    await waitFor(() => expect(result.current).toBe(true));

    // Reached for good: a component mounted later starts at once and schedules nothing.
    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('without requestIdleCallback (Safari) gets there on a short timer', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { useAfterFirstPaint, useScreenDrawn } = await freshModule();
    const { result } = renderHook(() => {
      useScreenDrawn();
      return useAfterFirstPaint();
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('gets there without a screen drawn (an error page) after a few seconds', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const { SCREEN_WAIT_MS, useAfterFirstPaint } = await freshModule();
      const { result } = renderHook(() => useAfterFirstPaint());
      await act(() => vi.advanceTimersByTimeAsync(SCREEN_WAIT_MS - 1));
      expect(result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
