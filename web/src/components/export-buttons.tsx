import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { ExportFormat, ReportDocument } from './report-document';
import { useReportExport } from './report-export';

/**
 * "Exportar Excel" and "Exportar PDF" of a report: `read` gives the report to write (it may read
 * every page of a long list first); absent while there is nothing to export.
 */
export function ExportButtons({
  read,
}: {
  read: (() => ReportDocument | Promise<ReportDocument>) | undefined;
}) {
  const exporter = useReportExport();
  const run = (as: ExportFormat) => {
    if (!read) return;
    exporter.mutate({ read, as });
  };
  const busy = (as: ExportFormat) => exporter.isPending && exporter.variables?.as === as;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} />}
        disabled={!read || exporter.isPending}
        loading={busy('xlsx')}
        onClick={() => run('xlsx')}
      >
        Exportar Excel
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} />}
        disabled={!read || exporter.isPending}
        loading={busy('pdf')}
        onClick={() => run('pdf')}
      >
        Exportar PDF
      </Button>
    </>
  );
}
