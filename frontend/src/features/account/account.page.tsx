import { Container, Stack, Text, Title } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { useShopper } from '../cart/use-shopper';
import { useCreditAccount } from '../credits/use-credit-account';
import { useAccountPageQuery } from './account.page.generated';
import { CreditsPanel } from './credits-panel';
import { CustomCasesSection } from './custom-cases-section';
import { HardCopiesSection } from './hard-copies-section';
import { LibrarySection } from './library-section';
import { SponsoredStoriesSection } from './sponsored-stories-section';

function AccountContent() {
  // The library needs the shop to know the signed-in user, so it waits until they are registered.
  const registered = useShopper().status === 'customer';
  const library = useAccountPageQuery({ skip: !registered, notifyOnNetworkStatusChange: true });
  const credits = useCreditAccount();

  if (credits.status === 'failed') return <LoadError onRetry={credits.retry} />;
  if (library.error && !library.data) return <LoadError onRetry={() => void library.refetch().catch(() => undefined)} />;
  if (credits.status !== 'ready' || !library.data) return <FingerprintLoader />;
  const { myLibrary, mySponsoredStories } = library.data;
  return (
    <Stack gap={48} mt="xl">
      <CreditsPanel account={credits.account} />
      <LibrarySection items={myLibrary} />
      <CustomCasesSection />
      <HardCopiesSection />
      {mySponsoredStories.length > 0 && <SponsoredStoriesSection stories={mySponsoredStories} />}
    </Stack>
  );
}

export function AccountPage() {
  usePageTitle('My Library');

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>My Library</Title>
      <Text c="dimmed" size="lg" mt="xs" maw={640}>
        Your credits, the case files you own and the stories you sponsor.
      </Text>
      <AccountContent />
    </Container>
  );
}
