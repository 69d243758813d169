import { Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import classes from './fingerprint-loader.module.css';

/** A fingerprint being scanned: the case-file way of saying "Loading...". */
export function FingerprintLoader() {
  return (
    <Stack align="center" gap="sm" py={120} role="status">
      <span className={classes.print} aria-hidden>
        <IconFingerprint size={64} stroke={1.25} />
        <span className={classes.scanLine} />
      </span>
      <Text c="dimmed">Loading...</Text>
    </Stack>
  );
}
