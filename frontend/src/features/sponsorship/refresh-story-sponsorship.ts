import type { ApolloClient } from '@apollo/client';
import { StorySponsorshipDocument, type StorySponsorshipQuery } from './refresh-story-sponsorship.generated';

/**
 * After the shop refuses a story's sponsorship (someone else sponsored it first, or it is coming
 * soon again), reads the story's sponsorship afresh. The cache keeps one copy of each story, so
 * every card and page showing it drops or disables its Sponsor button and shows the sponsor.
 * Evicting the fields instead would make each query showing the story ask again in full, and the
 * catalogue's would start again from its first page. A failed read leaves the story as it was,
 * no worse than before, and settles all the same.
 */
export function refreshStorySponsorship(client: ApolloClient<unknown>, storyId: string): Promise<void> {
  return client
    .query<StorySponsorshipQuery>({ query: StorySponsorshipDocument, variables: { id: storyId }, fetchPolicy: 'network-only' })
    .then(
      () => undefined,
      () => undefined,
    );
}
