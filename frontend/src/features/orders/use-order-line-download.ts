import { useCallback } from 'react';
import { downloadOutcome } from '../library/download-outcome';
import { useCaseFileDownload, type CaseFileDownload } from '../library/use-case-file-download';
import type { OrderAccess } from './order-access';
import { useRequestOrderDownloadMutation } from './request-order-download.generated';

/** Downloads the case file of one order line, with the order's access token for visitors. */
export function useOrderLineDownload({ orderId, accessToken }: OrderAccess, lineId: string): CaseFileDownload {
  // A link expires within minutes, so it is never worth keeping in the cache.
  const [requestOrderDownload] = useRequestOrderDownloadMutation({ fetchPolicy: 'no-cache' });
  const requestLink = useCallback(async () => {
    const { data } = await requestOrderDownload({ variables: { orderId, lineId, accessToken } });
    if (!data) throw new Error('requestOrderDownload answered without data');
    return downloadOutcome(data.requestOrderDownload);
  }, [requestOrderDownload, orderId, lineId, accessToken]);
  return useCaseFileDownload(requestLink);
}
