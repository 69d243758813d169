import type { SponsorButtonStoryFieldsFragment } from './sponsor-button.generated';

/** What sponsoring a story costs and earns; the shop offers it while the story has no sponsor. */
export type SponsorshipOffer = NonNullable<SponsorButtonStoryFieldsFragment['sponsorshipOffer']>;
