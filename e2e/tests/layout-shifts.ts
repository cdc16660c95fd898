import type { Page } from '@playwright/test';

/** A phone's screen, as Lighthouse's mobile run has it. */
export const PHONE = { width: 412, height: 823 };

export interface Shift {
  value: number;
  nodes: string[];
}

/**
 * Records the page's layout shifts (not those right after an input) from its first paint; the
 * function returned reads them, two frames after the call so a shift the last answer caused is in.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const recorded = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    return { recorded, total: recorded.reduce((sum, shift) => sum + shift.value, 0) };
  };
}

/** Holds these calls for `ms` before they leave: the screen is drawn before they answer, as on a phone. */
export async function slowAnswers(page: Page, calls: string[], ms: number) {
  for (const call of calls) {
    await page.route(`**/api/${call}*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }
}
