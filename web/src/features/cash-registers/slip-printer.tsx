import { Box } from '@mantine/core';
import type { TShiftSummary } from '@posada/contracts';
import { useEffect, useRef, useState } from 'react';
import { printElement } from '../../lib/print';
import { ClosingSlip } from './closing-slip';

/**
 * Prints the closing slip of a shift from anywhere (a row of Cierres de caja), the same slip the
 * closing shows: it is rendered off screen, copied into the print frame, and dropped.
 */
export function useSlipPrinter() {
  const [summary, setSummary] = useState<TShiftSummary | null>(null);
  const slip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!summary || !slip.current) return;
    printElement(slip.current, 'Cierre de caja');
    setSummary(null);
  }, [summary]);
  const offscreen = summary && (
    <Box aria-hidden style={{ position: 'fixed', left: -10_000, top: 0, width: 960 }}>
      <ClosingSlip ref={slip} summary={summary} />
    </Box>
  );
  return { print: setSummary, offscreen };
}
