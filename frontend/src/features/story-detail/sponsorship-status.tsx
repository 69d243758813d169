import { Text } from '@mantine/core';
import { IconAward, IconHeartHandshake } from '@tabler/icons-react';
import type { PurchaseBoxFieldsFragment } from './purchase-box.generated';
import classes from './story-meta.module.css';

type SponsorshipFields = Pick<PurchaseBoxFieldsFragment, 'isSponsored' | 'sponsor'>;

function sponsorshipMessage({ isSponsored, sponsor }: SponsorshipFields): string {
  if (!isSponsored) return 'Available for sponsorship';
  return sponsor ? `This story is sponsored by ${sponsor.name}` : 'This story is sponsored';
}

export function SponsorshipStatus({ story }: { story: SponsorshipFields }) {
  const StatusIcon = story.isSponsored ? IconAward : IconHeartHandshake;
  return (
    <Text size="sm" className={classes.item}>
      <StatusIcon size={18} className={story.isSponsored ? classes.sponsoredIcon : undefined} aria-hidden />
      {sponsorshipMessage(story)}
    </Text>
  );
}
