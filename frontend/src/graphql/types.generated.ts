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

/** The cart with the product in it, or why it could not be added. */
export type AddToCartResult = AlreadyOwnedError | Cart | CartFullError | InvalidArgumentError | ProductNotFoundError | ProductUnavailableError | SignInRequiredError;

/** The user's balance after the adjustment, or why it was refused. */
export type AdjustCreditsResult = CreditAdjustmentResult | InsufficientCreditsError | InvalidArgumentError | NotFoundError;

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

/** The story is already in the customer's library (`ALREADY_OWNED`). */
export type AlreadyOwnedError = ErrorResult & {
  __typename?: 'AlreadyOwnedError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
  /** The story already owned. */
  storyId: Scalars['ID']['output'];
};

/** The caller's cart: a signed-in user's, or the visitor's (kept by a cookie). */
export type Cart = {
  __typename?: 'Cart';
  /** How many products the cart holds. */
  count: Scalars['Int']['output'];
  /** Where the order confirmation goes: the profile's email, or the one the visitor gave. */
  email?: Maybe<Scalars['String']['output']>;
  /** The products in the cart, in the order they were added. */
  items: Array<CartItem>;
  /** What the cart costs today, in US cents. */
  totalCents: Scalars['Int']['output'];
};

/** The changed cart, or why the change was refused. */
export type CartChangeResult = Cart | InvalidArgumentError;

/** There is nothing in the cart to check out (`CART_EMPTY`) */
export type CartEmptyError = ErrorResult & {
  __typename?: 'CartEmptyError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** The cart holds as many products as it can (`CART_FULL`) */
export type CartFullError = ErrorResult & {
  __typename?: 'CartFullError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** A product in the cart, at today's price. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Absolute path of the product's image, when it has one. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** What the product is. */
  kind: ProductKind;
  /** Price in US cents. */
  priceCents: Scalars['Int']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** For a sponsorship: the name it will show on the story. */
  sponsorName?: Maybe<Scalars['String']['output']>;
  /** The story the product belongs to, when it belongs to one. */
  storyId?: Maybe<Scalars['ID']['output']>;
  /** What the product is called. */
  title: Scalars['String']['output'];
};

/** What a product needs besides its id; each kind of product reads its own fields. */
export type CartItemDetailsInput = {
  /** For a sponsorship: the name shown on the story, 1 to 40 characters. Left out, it is the first name and last initial; a profile without names must give one. */
  sponsorName?: InputMaybe<Scalars['String']['input']>;
};

/** The payment page to send the browser to, or why checkout could not start. */
export type CheckoutResult = AlreadyOwnedError | CartEmptyError | CheckoutSession | InvalidArgumentError | PaymentProviderUnavailableError | ProductUnavailableError;

/** A checkout that has started: send the browser to `redirectUrl` to pay. */
export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  /** The order made for this attempt. */
  orderId: Scalars['ID']['output'];
  /** The payment provider's hosted checkout page. */
  redirectUrl: Scalars['String']['output'];
};

/** The signed-in user's credits and what they buy. */
export type CreditAccount = {
  __typename?: 'CreditAccount';
  /** Unexpired credits available to spend. */
  balance: Scalars['Int']['output'];
  /** Credits a story costs with `redeemStoryWithCredits`. */
  creditsPerStory: Scalars['Int']['output'];
  /** Unexpired credits grouped by the month they expire in, earliest first. */
  expirySchedule: Array<CreditExpiryGroup>;
};

/** A user's balance after an adjustment. */
export type CreditAdjustmentResult = {
  __typename?: 'CreditAdjustmentResult';
  balance: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** Unexpired credits that expire in one month. */
export type CreditExpiryGroup = {
  __typename?: 'CreditExpiryGroup';
  /** How many credits expire that month. */
  credits: Scalars['Int']['output'];
  /** The month they expire in, 1 (January) to 12, in UTC. */
  month: Scalars['Int']['output'];
  /** The year they expire in. */
  year: Scalars['Int']['output'];
};

/** A story redeemed with credits. */
export type CreditRedemption = {
  __typename?: 'CreditRedemption';
  /** The balance afterwards. */
  balance: Scalars['Int']['output'];
  /** Credits it took. */
  creditsSpent: Scalars['Int']['output'];
  /** The story, now in the library. */
  libraryItem: LibraryItem;
};

/** A short-lived link to download a case file. */
export type DownloadLink = {
  __typename?: 'DownloadLink';
  /** When the link stops working (a few minutes from now). The right to download never expires: ask again. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** Absolute URL of the PDF; it stops working at `expiresAt`. */
  url: Scalars['String']['output'];
};

/** Why a request failed. The same codes name REST failures (`errorCode`) and GraphQL errors (`extensions.code`). */
export type ErrorCode =
  | 'ALREADY_OWNED'
  | 'BAD_REQUEST'
  | 'CART_EMPTY'
  | 'CART_FULL'
  | 'FORBIDDEN'
  | 'INSUFFICIENT_CREDITS'
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_ARGUMENT'
  | 'INVALID_CURSOR'
  | 'LINK_EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REFUNDABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_UNAVAILABLE'
  | 'QUERY_TOO_BROAD'
  | 'QUERY_TOO_COSTLY'
  | 'QUERY_TOO_DEEP'
  | 'RATE_LIMITED'
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

/** The balance is short of what was asked (`INSUFFICIENT_CREDITS`). */
export type InsufficientCreditsError = ErrorResult & {
  __typename?: 'InsufficientCreditsError';
  /** The unexpired credits there are. */
  balance: Scalars['Int']['output'];
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
  /** The credits that were needed. */
  needed: Scalars['Int']['output'];
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

/** A story in the signed-in user's library. */
export type LibraryItem = {
  __typename?: 'LibraryItem';
  /** When the story was acquired. */
  acquiredAt: Scalars['DateTimeISO']['output'];
  /** The library entry's id; ask `requestDownload` for a link to its case file. */
  id: Scalars['ID']['output'];
  /** How the story was acquired. */
  purchaseType: PurchaseType;
  /** The story owned. */
  story: Story;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Puts a product in the cart; adding one already there changes nothing. */
  addToCart: AddToCartResult;
  /** Gives (positive amount) or takes (negative) a user's credits, with a reason. Admins only. */
  adjustCredits: AdjustCreditsResult;
  /** Turns the caller's cart into an order at today's prices and opens the payment page. */
  checkout: CheckoutResult;
  /** Spends credits on a story, which goes into the library. The same idempotency key redeems once. Needs a bearer token. */
  redeemStoryWithCredits: RedeemStoryResult;
  /** Refunds an order, or some of its lines, with a reason. Admins only. */
  refundOrder: RefundOrderResult;
  /** Takes a product out of the cart. */
  removeFromCart: CartChangeResult;
  /** A short-lived link to the case file of a story in the signed-in user's library. Needs a bearer token. */
  requestDownload: RequestDownloadResult;
  /** A short-lived link to the case file of one line of an order the caller may view. */
  requestOrderDownload: OrderDownloadResult;
  /** Keeps the email a visitor's order confirmation goes to. */
  setCartEmail: CartChangeResult;
  /** Keeps the names the signed-in user goes by. Needs a bearer token. */
  updateProfile: UpdateProfileResult;
};


export type MutationAddToCartArgs = {
  details?: InputMaybe<CartItemDetailsInput>;
  productId: Scalars['ID']['input'];
};


export type MutationAdjustCreditsArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRedeemStoryWithCreditsArgs = {
  idempotencyKey: Scalars['String']['input'];
  storyId: Scalars['ID']['input'];
};


export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRequestDownloadArgs = {
  libraryItemId: Scalars['ID']['input'];
};


export type MutationRequestOrderDownloadArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  lineId: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationSetCartEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** What was asked for does not exist, or is not yours to see (`NOT_FOUND`) */
export type NotFoundError = ErrorResult & {
  __typename?: 'NotFoundError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** The order, or a line of it, cannot be refunded in its state (`NOT_REFUNDABLE`) */
export type NotRefundableError = ErrorResult & {
  __typename?: 'NotRefundableError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** An order: what was bought at checkout, at the prices of that moment, and where it is. */
export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The name paid under, once the payment is recorded. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** Where the confirmation went. */
  email: Scalars['String']['output'];
  /** The order's id, as in its links. */
  id: Scalars['ID']['output'];
  lines: Array<OrderLine>;
  /** The order number people quote, e.g. CCK-7H3K-Q9TM. */
  number: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** How much has been refunded, in US cents. */
  refundedCents: Scalars['Int']['output'];
  state: OrderState;
  /** Total at checkout, in US cents. */
  totalCents: Scalars['Int']['output'];
};

/** A link to the line's case file, or why none was issued. */
export type OrderDownloadResult = DownloadLink | NotFoundError;

/** One product of an order, at the price paid. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** Whether the line's case file can be downloaded now (ask `requestOrderDownload`). */
  downloadable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Absolute path of the product's image. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: ProductKind;
  /** The product bought. */
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** When the line was refunded. */
  refundedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  state: OrderLineState;
  /** The story the line is for. */
  storyId?: Maybe<Scalars['ID']['output']>;
  /** What was bought. */
  title: Scalars['String']['output'];
  /** Price paid for one, in US cents. */
  unitPriceCents: Scalars['Int']['output'];
};

/** Where one line of an order is. */
export type OrderLineState =
  | 'CANCELLED'
  | 'FULFILLED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

/** Where an order is: waiting for payment, paid, fulfilled, cancelled, or refunded in full. */
export type OrderState =
  /** Never paid: the checkout expired or was replaced by a newer one. */
  | 'CANCELLED'
  /** Paid and delivered (some lines may since have been refunded). */
  | 'FULFILLED'
  /** Paid; fulfilment is under way. */
  | 'PAID'
  /** Waiting for payment. */
  | 'PENDING'
  /** Every line was refunded. */
  | 'REFUNDED';

/** The payment service could not open a checkout; the cart is kept (`PAYMENT_PROVIDER_UNAVAILABLE`) */
export type PaymentProviderUnavailableError = ErrorResult & {
  __typename?: 'PaymentProviderUnavailableError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** What a product is: a downloadable kit, a printed hard copy, a story's sponsorship or a custom case. */
export type ProductKind =
  /** A custom mystery written from the customer's brief. */
  | 'CUSTOM_CASE'
  /** A story's printed hard copy, shipped to an address. */
  | 'HARD_COPY'
  /** The sponsorship of a story. */
  | 'SPONSORSHIP'
  /** A story's downloadable kit (PDF). */
  | 'STORY_KIT';

/** No product has this id (`PRODUCT_NOT_FOUND`) */
export type ProductNotFoundError = ErrorResult & {
  __typename?: 'ProductNotFoundError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** The product cannot be bought now, e.g. a story that is coming soon (`PRODUCT_UNAVAILABLE`) */
export type ProductUnavailableError = ErrorResult & {
  __typename?: 'ProductUnavailableError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** Names the shop addresses the signed-in user by; a field left out stays as it is. */
export type ProfileInput = {
  /** First name, at most 100 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name, at most 100 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** How a story came into the library. */
export type PurchaseType =
  /** Redeemed with credits. */
  | 'CREDITS'
  /** Bought through checkout. */
  | 'PURCHASE';

export type Query = {
  __typename?: 'Query';
  /** The operator's overview. Admins only. */
  adminDashboard: AdminDashboard;
  /** The caller's cart (empty when they have none). */
  cart: Cart;
  /** Featured stories, most popular first. */
  featuredStories: Array<Story>;
  /** The signed-in user with their admin flag and credits. Needs a bearer token. */
  me: Viewer;
  /** The signed-in user's credits and their expiry. Needs a bearer token. */
  myCredits: CreditAccount;
  /** The stories the signed-in user owns, newest first. Needs a bearer token. */
  myLibrary: Array<LibraryItem>;
  /** The stories the signed-in user sponsors, newest first, with what each earned. Needs a bearer token. */
  mySponsoredStories: Array<SponsoredStory>;
  /** An order, for its signed-in owner, an admin, or whoever holds its access token (from the confirmation email). Null for anyone else. */
  order?: Maybe<Order>;
  /** The catalogue: searched, filtered, sorted and paginated (by page or by cursor). */
  stories: StoryPage;
  /** One story by id; null when there is no such story. */
  story?: Maybe<Story>;
};


export type QueryFeaturedStoriesArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryOrderArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
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

/** The story in the library and the balance left, or why it was not redeemed. */
export type RedeemStoryResult = AlreadyOwnedError | CreditRedemption | InsufficientCreditsError | InvalidArgumentError | NotFoundError | ProductUnavailableError;

/** What to refund, and why. */
export type RefundOrderInput = {
  /** The lines to refund; empty refunds every line not refunded yet. */
  lineIds?: Array<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
  /** Why, for the order's history and the customer's email. */
  reason: Scalars['String']['input'];
};

/** The refunded order, or why the refund was refused. */
export type RefundOrderResult = InvalidArgumentError | NotFoundError | NotRefundableError | Order;

/** A link to the case file, or why none was issued. */
export type RequestDownloadResult = DownloadLink | NotFoundError;

/** Only a signed-in user can do this (`UNAUTHENTICATED`) */
export type SignInRequiredError = ErrorResult & {
  __typename?: 'SignInRequiredError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** A story the signed-in user sponsors. */
export type SponsoredStory = {
  __typename?: 'SponsoredStory';
  /** Credits the story has earned its sponsor: the sponsorship and its royalties. */
  creditsEarned: Scalars['Int']['output'];
  /** Detectives who acquired the story. */
  downloads: Scalars['Int']['output'];
  /** The name shown on the story. */
  sponsorName: Scalars['String']['output'];
  sponsoredAt: Scalars['DateTimeISO']['output'];
  story: Story;
};

/** What sponsoring a story costs and earns; present while the story has no sponsor. */
export type SponsorshipOffer = {
  __typename?: 'SponsorshipOffer';
  /** Credits the sponsorship earns at once; each other detective's first acquisition earns one more. */
  creditsEarned: Scalars['Int']['output'];
  /** Price in US cents. */
  priceCents: Scalars['Int']['output'];
  /** The product to put in the cart, with the sponsor's display name. */
  productId: Scalars['ID']['output'];
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
  /** How to sponsor the story; null once it has a sponsor. A story coming soon (`isAvailable` false) keeps its offer but cannot be sponsored until it is available. */
  sponsorshipOffer?: Maybe<SponsorshipOffer>;
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
