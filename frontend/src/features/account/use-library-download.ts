import { useCallback } from 'react';
import { downloadOutcome } from '../library/download-outcome';
import { useCaseFileDownload, type CaseFileDownload } from '../library/use-case-file-download';
import { useRequestLibraryDownloadMutation } from './request-library-download.generated';

/** Downloads the case file of one story in the signed-in user's library. */
export function useLibraryDownload(libraryItemId: string): CaseFileDownload {
  // A link expires within minutes, so it is never worth keeping in the cache.
  const [requestDownload] = useRequestLibraryDownloadMutation({ fetchPolicy: 'no-cache' });
  const requestLink = useCallback(async () => {
    const { data } = await requestDownload({ variables: { libraryItemId } });
    if (!data) throw new Error('requestDownload answered without data');
    return downloadOutcome(data.requestDownload);
  }, [requestDownload, libraryItemId]);
  return useCaseFileDownload(requestLink);
}
