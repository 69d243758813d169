import { DownloadButton } from '../library/download-button';
import { DownloadError } from '../library/download-error';
import type { OrderAccess } from './order-access';
import type { OrderLineRowFieldsFragment } from './order-line-row.generated';
import { OrderLineRow } from './order-line-row';
import { useOrderLineDownload } from './use-order-line-download';

interface DownloadableLineRowProps {
  line: OrderLineRowFieldsFragment;
  access: OrderAccess;
}

export function DownloadableLineRow({ line, access }: DownloadableLineRowProps) {
  const { download, preparing, error } = useOrderLineDownload(access, line.id);
  return (
    <OrderLineRow
      line={line}
      aside={<DownloadButton label="Download case file" fullWidth preparing={preparing} onDownload={download} />}
      notice={error && <DownloadError message={error} />}
    />
  );
}
