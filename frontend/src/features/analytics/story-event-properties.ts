import type { StoryEventProperties } from './analytics-events';
import type { StoryEventFieldsFragment } from './story-event-properties.generated';

/** `BRAIN_TEASER` → "brain teaser": the spec's words, as the gateway stores them. */
function specWords(value: string): string {
  return value.toLowerCase().replace(/_/g, ' ');
}

/** The properties of a story event; `productId` when the product is not the story's kit (a print, a sponsorship). */
export function storyEventProperties(story: StoryEventFieldsFragment, productId: string = story.productId): StoryEventProperties {
  return {
    story_id: story.id,
    story_title: story.title,
    story_type: specWords(story.type),
    story_context: specWords(story.context),
    product_id: productId,
    is_sponsored: story.isSponsored,
  };
}
