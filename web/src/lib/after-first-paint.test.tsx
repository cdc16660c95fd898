import { renderHook, waitFor } from '@testing-library/react';
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

  it('is false for the first render, true once a frame is drawn and the browser is idle', async () => {
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { useAfterFirstPaint } = await freshModule();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(0);
    for (const frame of frames.splice(0)) frame(0);
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
    const { useAfterFirstPaint } = await freshModule();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
