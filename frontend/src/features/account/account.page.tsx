import { Container, Stack, Text, Title } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { useViewer, type ViewerState } from '../auth/use-viewer';
import { CreditsPanel } from './credits-panel';
import { LibrarySection } from './library-section';

function AccountContent({ viewer }: { viewer: ViewerState }) {
  if (viewer.status === 'failed') return <LoadError onRetry={viewer.retry} />;
  if (viewer.status !== 'ready') return <FingerprintLoader />;
  return (
    <Stack gap={48} mt="xl">
      <CreditsPanel credits={viewer.viewer.credits} />
      <LibrarySection />
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
