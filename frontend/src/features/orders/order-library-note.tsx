import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBooks, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuthSession } from '../auth/use-auth-session';
import { libraryNoteAudience, type LibraryNoteAudience } from './library-note-audience';
import classes from './order-library-note.module.css';

function NoteText({ audience, email }: { audience: LibraryNoteAudience; email: string }) {
  switch (audience) {
    case 'visitor':
      return (
        <>
          Sign up with <strong>{email}</strong> and every kit from this order appears in My Library, ready to download
          again on any device.
        </>
      );
    case 'owner':
      return 'Your kits from this order are in My Library, ready to download again at any time.';
    case 'other-account':
      return (
        <>
          This order was placed with <strong>{email}</strong>. Its kits appear in My Library for the account that uses
          that email.
        </>
      );
  }
}

/** Where the kits live besides this page: My Library, for the account with the order's email. */
export function OrderLibraryNote({ email }: { email: string }) {
  const session = useAuthSession();
  if (session.status === 'loading') return null;
  const audience = libraryNoteAudience(session, email);

  return (
    <Paper withBorder radius="lg" p="lg" className={classes.note}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="brass" visibleFrom="xs" aria-hidden>
          <IconBooks size={24} />
        </ThemeIcon>
        <div className={classes.body}>
          <Title order={2} className={classes.title}>
            {audience === 'visitor' ? 'Keep these kits in My Library' : 'Also in My Library'}
          </Title>
          <Text c="dimmed" mt={4}>
            <NoteText audience={audience} email={email} />
          </Text>
          <Group mt="md">
            {audience === 'visitor' ? (
              <Button component={Link} to="/sign-up" leftSection={<IconUserPlus size={16} aria-hidden />}>
                Sign up
              </Button>
            ) : (
              <Button
                component={Link}
                to="/account"
                variant="light"
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                My Library
              </Button>
            )}
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
