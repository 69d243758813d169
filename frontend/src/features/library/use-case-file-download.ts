import { useCallback, useRef, useState } from 'react';
import type { DownloadOutcome } from './download-outcome';
import { startDownload } from './start-download';

const unexpectedFailureMessage = "We couldn't prepare your case file just now. Check your connection and try again.";

export interface CaseFileDownload {
  /** Asks for a fresh link and hands it to the browser. */
  download: () => void;
  /** True from the click until the link has been handed over (or refused). */
  preparing: boolean;
  /** Why the last attempt gave no file, for the customer; null when it worked or was never tried. */
  error: string | null;
}

/**
 * One case file's download button state. Links last minutes, so each click asks for a new one
 * rather than keeping an old link around.
 */
export function useCaseFileDownload(requestLink: () => Promise<DownloadOutcome>): CaseFileDownload {
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // State updates land after the next render; the ref stops a quick double click asking twice.
  const inFlight = useRef(false);

  const download = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPreparing(true);
    setError(null);
    requestLink()
      .then((outcome) => {
        if (outcome.status === 'ready') startDownload(outcome.url);
        else setError(outcome.message);
      })
      .catch((failure: unknown) => {
        console.error('Could not get a case-file link', failure);
        setError(unexpectedFailureMessage);
      })
      .finally(() => {
        inFlight.current = false;
        setPreparing(false);
      });
  }, [requestLink]);

  return { download, preparing, error };
}
