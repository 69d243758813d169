import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the browser is on its way to or from the identity provider. */
export function AuthLoader({ message }: { message: string }) {
  return (
    <Center py={120}>
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}
