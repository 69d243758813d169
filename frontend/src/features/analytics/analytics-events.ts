/** What spec 7's story events say about the story, and the product when it is not the story's kit. */
export type StoryEventProperties = {
  story_id: string;
  story_title: string;
  /** The spec's words: "murder", "theft", "brain teaser". */
  story_type: string;
  /** "high tech" or "low tech". */
  story_context: string;
  product_id: string;
  is_sponsored: boolean;
};

type SuspectCount = { suspect_count: number };

/** Every event the storefront sends (spec 7), with its properties; the gateway accepts these keys only. */
export type AnalyticsEventProperties = {
  'Page View': { page: string; path: string; referrer: string };
  'Navigation Click': { destination: string; current_page: string };
  'Toggle Theme': { new_theme: 'light' | 'dark' };
  'Mobile Menu Toggle': { action: 'open' | 'close' };
  'View Story Details': StoryEventProperties;
  'Add To Cart Click': StoryEventProperties;
  'Add To Cart Success': StoryEventProperties;
  'Add To Cart Failed': StoryEventProperties;
  'Add To Cart Error': StoryEventProperties;
  'Use Credits Click': StoryEventProperties & { credits_used: number };
  /** `sponsor_price` in US dollars, as the button shows it. */
  'Sponsor Story Click': StoryEventProperties & { sponsor_price: number };
  'Custom Form View': Record<string, never>;
  'Custom Suspect Add': SuspectCount;
  'Custom Suspect Remove': SuspectCount;
  /** `field` names the form field as its error paths do: `city`, `suspects.0.fullName`. */
  'Custom Form Update': { field: string };
  'Custom Form Submit': SuspectCount;
  'Custom Form Confirm': SuspectCount;
  'Custom Form Success': SuspectCount;
  'Custom Form Error': { message: string };
};

export type AnalyticsEventName = keyof AnalyticsEventProperties;

/** The add-to-cart family: the click, then how it ended (refused by the shop, or never answered). */
export type AddToCartEventName = 'Add To Cart Click' | 'Add To Cart Success' | 'Add To Cart Failed' | 'Add To Cart Error';

export type EventPropertyValue = string | number | boolean;

export type TrackEvent = <Name extends AnalyticsEventName>(name: Name, properties: AnalyticsEventProperties[Name]) => void;

/** Where components send events; the browser's client in the app, a recorder in tests. */
export interface Analytics {
  track: TrackEvent;
}
