import { Container, Stack, Text, Title } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { useViewer, type ViewerState } from '../auth/use-viewer';
import { useAccountPageQuery } from './account.page.generated';
import { CreditsPanel } from './credits-panel';
import { LibrarySection } from './library-section';

function AccountContent({ viewer }: { viewer: ViewerState }) {
  // The library needs the user the viewer query registers, so it waits for it.
  const library = useAccountPageQuery({ skip: viewer.status !== 'ready', notifyOnNetworkStatusChange: true });

  if (viewer.status === 'failed') return <LoadError onRetry={viewer.retry} />;
  if (library.error && !library.data) return <LoadError onRetry={() => void library.refetch()} />;
  if (viewer.status !== 'ready' || !library.data) return <FingerprintLoader />;
  return (
    <Stack gap={48} mt="xl">
      <CreditsPanel credits={viewer.viewer.credits} />
      <LibrarySection items={library.data.myLibrary} />
    </Stack>
  );
}

export function AccountPage() {
  usePageTitle('My Library');
  const viewer = useViewer();

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>My Library</Title>
      <Text c="dimmed" size="lg" mt="xs" maw={640}>
        Your credits and the case files you own.
      </Text>
      <AccountContent viewer={viewer} />
    </Container>
  );
}
