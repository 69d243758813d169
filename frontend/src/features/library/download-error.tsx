import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Why a case file did not download, in the server's own words. */
export function DownloadError({ message }: { message: string }) {
  return (
    <Alert color="crimson" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Download unavailable">
      {message}
    </Alert>
  );
}
