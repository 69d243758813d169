import { Text } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';

interface NotLoadedProps {
  /** The shop answered that there is no such thing. */
  missing: boolean;
  failed: boolean;
  onRetry: () => void;
  missingText: string;
}

/** What a back-office detail page shows until its subject is in: loading, a failure to retry, or "no such …". */
export function NotLoaded({ missing, failed, onRetry, missingText }: NotLoadedProps) {
  if (missing) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {missingText}
      </Text>
    );
  }
  if (failed) return <LoadError onRetry={onRetry} />;
  return <FingerprintLoader />;
}
