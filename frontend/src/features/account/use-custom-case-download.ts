import { useCallback } from 'react';
import { downloadOutcome } from '../library/download-outcome';
import { useCaseFileDownload, type CaseFileDownload } from '../library/use-case-file-download';
import { useRequestCustomCaseDownloadMutation } from './request-custom-case-download.generated';

/** Downloads a delivered custom case of the signed-in customer, through a fresh signed link each time. */
export function useCustomCaseDownload(customCaseId: string): CaseFileDownload {
  // A link expires within minutes, so it is never worth keeping in the cache.
  const [requestDownload] = useRequestCustomCaseDownloadMutation({ fetchPolicy: 'no-cache' });
  const requestLink = useCallback(async () => {
    const { data } = await requestDownload({ variables: { customCaseId } });
    if (!data) throw new Error('requestCustomCaseDownload answered without data');
    return downloadOutcome(data.requestCustomCaseDownload);
  }, [requestDownload, customCaseId]);
  return useCaseFileDownload(requestLink);
}
