import { Button, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './credits-unavailable.module.css';

interface CreditsUnavailableProps {
  /** Asks for the credits again; null while it is already asking. */
  retry: (() => void) | null;
  /** Id of the element that names the story, for cards in a list where each says the same. */
  describedBy?: string;
}

/**
 * Where Use Credits would be when the credits did not load: says so and offers Try again, as the
 * app's other load errors do, in half a card's width. Not an alert: a catalogue shows one per card.
 */
export function CreditsUnavailable({ retry, describedBy }: CreditsUnavailableProps) {
  const messageId = useId();

  return (
    <Stack gap={6} align="flex-start">
      <Text id={messageId} size="xs" c="dimmed" className={classes.message}>
        <IconCloudOff size={14} className={classes.icon} aria-hidden />
        We couldn't load your credits.
      </Text>
      <Button
        size="xs"
        variant="default"
        loading={retry === null}
        onClick={retry ?? undefined}
        aria-describedby={describedBy ? `${messageId} ${describedBy}` : messageId}
        leftSection={<IconRefresh size={14} aria-hidden />}
      >
        Try again
      </Button>
    </Stack>
  );
}
