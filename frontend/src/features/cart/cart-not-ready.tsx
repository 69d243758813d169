import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import classes from './cart-dialog.module.css';

/** The cart has not arrived yet, or could not be read. */
export function CartNotReady({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <Alert color="red" variant="light" m="md" title="We couldn't load your cart">
        <Button mt="sm" size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="xl" className={classes.loading} role="status" aria-label="Loading your cart">
      <Loader size="sm" />
    </Center>
  );
}
