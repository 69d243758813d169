export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** The operator's overview of the shop. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** The latest purchases, newest first. */
  recentPurchases: Array<RecentPurchase>;
  /** The most downloaded stories. */
  topStories: Array<TopStory>;
  /** Revenue from paid orders, in US cents. */
  totalRevenueCents: Scalars['Int']['output'];
  /** Sponsored stories. */
  totalSponsorships: Scalars['Int']['output'];
  /** Stories in the catalogue. */
  totalStories: Scalars['Int']['output'];
  /** Registered users. */
  totalUsers: Scalars['Int']['output'];
};

/** Why a request failed. The same codes name REST failures (`errorCode`) and GraphQL errors (`extensions.code`). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_ARGUMENT'
  | 'INVALID_CURSOR'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'QUERY_TOO_BROAD'
  | 'QUERY_TOO_COSTLY'
  | 'QUERY_TOO_DEEP'
  | 'STORY_NOT_FOUND'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'TOO_MANY_TOKENS'
  | 'UNAUTHENTICATED';

/** An expected failure: what went wrong, for programs (errorCode) and for people (message). */
export type ErrorResult = {
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** An argument was missing, malformed or out of range. */
export type InvalidArgumentError = ErrorResult & {
  __typename?: 'InvalidArgumentError';
  /** The argument (or input field) at fault. */
  argument: Scalars['String']['output'];
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Keeps the names the signed-in user goes by. Needs a bearer token. */
  updateProfile: UpdateProfileResult;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** Names the shop addresses the signed-in user by; a field left out stays as it is. */
export type ProfileInput = {
  /** First name, at most 100 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name, at most 100 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The operator's overview. Admins only. */
  adminDashboard: AdminDashboard;
  /** Featured stories, most popular first. */
  featuredStories: Array<Story>;
  /** The signed-in user with their admin flag and credits. Needs a bearer token. */
  me: Viewer;
  /** The catalogue: searched, filtered, sorted and paginated (by page or by cursor). */
  stories: StoryPage;
  /** One story by id; null when there is no such story. */
  story?: Maybe<Story>;
};


export type QueryFeaturedStoriesArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StoryFilter>;
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  sort?: StorySort;
};


export type QueryStoryArgs = {
  id: Scalars['ID']['input'];
};

/** A recent purchase on the admin dashboard. */
export type RecentPurchase = {
  __typename?: 'RecentPurchase';
  /** The purchase's id. */
  id: Scalars['ID']['output'];
  /** Price paid, in US cents. */
  priceCents: Scalars['Int']['output'];
  /** When the purchase was paid. */
  purchasedAt: Scalars['DateTimeISO']['output'];
  /** Title of the story bought. */
  storyTitle: Scalars['String']['output'];
  /** The buyer's email. */
  userEmail: Scalars['String']['output'];
};

/** A fictional cold-case mystery kit sold by the shop. */
export type Story = {
  __typename?: 'Story';
  /** The city the case is set in. */
  city: Scalars['String']['output'];
  /** High tech or low tech. */
  context: StoryContext;
  /** Absolute path of the cover image, e.g. `/images/stories/covers/{file}`. */
  coverImage: Scalars['String']['output'];
  /** When the story was added to the catalogue. */
  dateAdded: Scalars['DateTimeISO']['output'];
  /** Number of distinct customers who acquired the kit. */
  downloads: Scalars['Int']['output'];
  /** The story's id (its URL slug), e.g. `the-salt-marsh-ledger`. */
  id: Scalars['ID']['output'];
  /** Checkout product id of the printed hard copy shipped internationally. */
  internationalProductId: Scalars['String']['output'];
  /** False while the story is "Coming Soon": it cannot be bought yet. */
  isAvailable: Scalars['Boolean']['output'];
  /** Whether the story is highlighted in Featured Stories. */
  isFeatured: Scalars['Boolean']['output'];
  /** Whether the story has a sponsor. */
  isSponsored: Scalars['Boolean']['output'];
  /** Full description for the story page; paragraphs are separated by a blank line. */
  longDescription: Scalars['String']['output'];
  /** Two or three sentences shown in the quick-view modal. */
  mediumDescription: Scalars['String']['output'];
  /** Checkout product id of the printed hard copy shipped within North America. */
  northAmericaProductId: Scalars['String']['output'];
  /** Price of the downloadable kit in US cents (1495 = $14.95). */
  priceCents: Scalars['Int']['output'];
  /** Checkout product id of the downloadable kit. */
  productId: Scalars['String']['output'];
  /** The region the case is set in. */
  region: StoryRegion;
  /** One-sentence blurb shown on catalogue cards. */
  shortDescription: Scalars['String']['output'];
  /** Up to `limit` other stories of the same type, most popular first. */
  similarStories: Array<Story>;
  /** The story's sponsor; null when not sponsored. */
  sponsor?: Maybe<StorySponsor>;
  /** Absolute path of the 4:3 thumbnail, e.g. `/images/stories/thumbnails/{file}`. */
  thumbnailImage: Scalars['String']['output'];
  /** The story's title. */
  title: Scalars['String']['output'];
  /** The kind of case. */
  type: StoryType;
  /** Trailer video URL, when the story has one. */
  videoUrl?: Maybe<Scalars['String']['output']>;
};


/** A fictional cold-case mystery kit sold by the shop. */
export type StorySimilarStoriesArgs = {
  limit?: Scalars['Int']['input'];
};

/** Whether the case is solved with modern technology (high tech) or without it (low tech). */
export type StoryContext =
  | 'HIGH_TECH'
  | 'LOW_TECH';

/** Catalogue filters; all given filters must match. */
export type StoryFilter = {
  /** Only high-tech or only low-tech stories. */
  context?: InputMaybe<StoryContext>;
  /** Leave out the story with this id. */
  exclude?: InputMaybe<Scalars['ID']['input']>;
  /** True: only featured stories; false: only stories that are not featured. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only stories set in this region. */
  region?: InputMaybe<StoryRegion>;
  /** Words to find in the title, city, region or descriptions; each matches the start of a word, ignoring case and accents. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** True: only sponsored stories; false: only stories still open for sponsorship. */
  sponsored?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only stories of this type. */
  type?: InputMaybe<StoryType>;
};

/** One page of the catalogue. */
export type StoryPage = {
  __typename?: 'StoryPage';
  /** The 1-based number of this page. */
  currentPage: Scalars['Int']['output'];
  /** Pass as `after` to get the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows this one. */
  hasMore: Scalars['Boolean']['output'];
  /** The stories on this page. */
  items: Array<Story>;
  /** Number of pages at this page size. */
  pages: Scalars['Int']['output'];
  /** Number of stories matching the search and filters. */
  total: Scalars['Int']['output'];
};

/** The part of the world a story is set in. */
export type StoryRegion =
  | 'AFRICA'
  | 'ASIA'
  | 'AUSTRALIA'
  | 'CANADA'
  | 'EUROPE'
  | 'SOUTH_AMERICA'
  | 'USA';

/** Catalogue order. Ties are broken by story id so pages never overlap. */
export type StorySort =
  /** Latest: most recently added first. */
  | 'DATE'
  /** Most Popular: most downloads first (the default). */
  | 'DOWNLOADS'
  /** Title, A to Z. */
  | 'TITLE'
  /** Type, A to Z (brain teaser, murder, theft). */
  | 'TYPE';

/** The sponsor of a story. */
export type StorySponsor = {
  __typename?: 'StorySponsor';
  /** The sponsor's display name. */
  name: Scalars['String']['output'];
};

/** The kind of case a story is. */
export type StoryType =
  | 'BRAIN_TEASER'
  | 'MURDER'
  | 'THEFT';

/** A best-selling story on the admin dashboard. */
export type TopStory = {
  __typename?: 'TopStory';
  /** Distinct customers who acquired it. */
  downloads: Scalars['Int']['output'];
  /** The story's id. */
  id: Scalars['ID']['output'];
  /** Revenue from the story, in US cents. */
  revenueCents: Scalars['Int']['output'];
  /** The story's title. */
  title: Scalars['String']['output'];
};

/** The updated user, or why the names were refused. */
export type UpdateProfileResult = InvalidArgumentError | Viewer;

/** The signed-in user, as the shop knows them. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Unexpired store credits available to spend. */
  credits: Scalars['Int']['output'];
  /** Primary email, when the identity provider shares it. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Whether the user may use the admin area. */
  isAdmin: Scalars['Boolean']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};
