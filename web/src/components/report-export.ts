import { configurationPaths } from '@posada/contracts';
import { useConfiguration } from '../api/configurations';
import { apiUrl } from '../lib/api';
import { useCurrentHotel } from '../lib/current-hotel';
import { useExport } from '../lib/export/use-export';
import type { ExportFormat, Letterhead, ReportDocument } from './report-document';

/** The hotel's logo as a data URL pdfmake can draw (PNG or JPEG); null without one. */
async function logoDataUrl(url: string): Promise<string | null> {
  const answer = await fetch(url);
  if (!answer.ok || answer.status === 204) return null;
  const blob = await answer.blob();
  if (!/^image\/(png|jpe?g)$/.test(blob.type)) return null;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}

/**
 * Every report's export (issue 29, one path): `mutate({ read, as })` reads the report and writes
 * it as .xlsx or PDF — each writer loaded only when asked for — and a failure is told in one toast.
 */
export function useReportExport() {
  const hotel = useCurrentHotel();
  const version = useConfiguration().data?.logo_version ?? null;
  return useExport(
    async ({ read, as }: { read: () => ReportDocument | Promise<ReportDocument>; as: ExportFormat }) => {
      const doc = await read();
      if (as === 'xlsx') {
        const { downloadWorkbook } = await import('./report-workbook');
        return downloadWorkbook(doc);
      }
      const letterhead: Letterhead = {
        nombre: hotel?.nombre ?? '',
        logo:
          version === null
            ? null
            : await logoDataUrl(apiUrl(configurationPaths.image, { h: hotel?.id, v: version })).catch(
                () => null,
              ),
      };
      const { downloadReportPdf } = await import('./report-pdf');
      return downloadReportPdf(doc, letterhead);
    },
  );
}
