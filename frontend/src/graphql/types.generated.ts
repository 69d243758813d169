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
export type AddToCartResult = AlreadyOwnedError | Cart | CartFullError | InvalidArgumentError | InvalidDetailsError | ProductNotFoundError | ProductUnavailableError | SignInRequiredError;

/** The user's balance after the adjustment, or why it was refused. */
export type AdjustCreditsResult = CreditAdjustmentResult | InsufficientCreditsError | InvalidArgumentError | NotFoundError;

/** The operator's overview of the shop. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** Work waiting for the operator. */
  queues: AdminQueues;
  /** The latest purchases, newest first. */
  recentPurchases: Array<RecentPurchase>;
  /** Money in and out over the range, one point per UTC day (or month for LAST_12_MONTHS), zeros included, oldest first. */
  revenue: Array<RevenuePoint>;
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


/** The operator's overview of the shop. */
export type AdminDashboardRevenueArgs = {
  range?: RevenueRange;
};

/** A story a user holds or held. Admins only. */
export type AdminLibraryEntry = {
  __typename?: 'AdminLibraryEntry';
  /** When it was acquired. */
  acquiredAt: Scalars['DateTimeISO']['output'];
  /** The library entry's id. */
  id: Scalars['ID']['output'];
  /** How it was acquired: `purchase` (checkout) or `credits` (redeemed). */
  purchaseType: Scalars['String']['output'];
  /** The order number (or redemption reference) stamped on the case file. */
  reference: Scalars['String']['output'];
  /** When a refund took the right back; null while the user holds it. */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The story. */
  story: Story;
};

/** An order with everything the operator needs: its lines, the payment, its refund requests and its history. Admins only. */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  /** When the checkout was cancelled, unpaid. */
  cancelledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the order was placed. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The currency paid in (lower-case ISO code). */
  currency: Scalars['String']['output'];
  /** The name paid under, once the payment is recorded. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** Where the confirmation went. */
  email: Scalars['String']['output'];
  /** When everything paid for was handed to fulfilment. */
  fulfilledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What happened to the order, oldest first: placed, paid, fulfilled or cancelled, refund requests and their answers, lines refunded, hard copies shipped, custom cases delivered. */
  history: Array<OrderEvent>;
  /** The order's id, as in its links. */
  id: Scalars['ID']['output'];
  /** What was bought, in the order of the cart. */
  lines: Array<AdminOrderLine>;
  /** The order number people quote. */
  number: Scalars['String']['output'];
  /** When the payment was recorded. */
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The provider's payment id, once paid. */
  paymentId?: Maybe<Scalars['String']['output']>;
  /** The payment provider: sandbox or stripe. */
  provider: Scalars['String']['output'];
  /** The customer's refund requests, oldest first. */
  refundRequests: Array<RefundRequest>;
  /** How much has been refunded, in US cents. */
  refundedCents: Scalars['Int']['output'];
  /** Where the order is. */
  state: OrderState;
  /** Total at checkout, in US cents. */
  totalCents: Scalars['Int']['output'];
  /** The account the order belongs to; null for a visitor's not claimed yet. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** Which orders to list; every criterion given must hold. Admins only. */
export type AdminOrderFilter = {
  /** Orders with at least one line of this kind. */
  kind?: InputMaybe<ProductKind>;
  /** Placed at or after this time. */
  placedFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Placed before this time (the end of a range is not part of it). */
  placedTo?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The start of the order number (CCK-7H3K…) or of the customer's email, in any case. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Orders in this state. */
  state?: InputMaybe<OrderState>;
  /** Orders of this account. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** One line of an order, as the operator sees it. Admins only. */
export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  /** The custom case this line became once paid; null for other lines. */
  customCase?: Maybe<CustomCase>;
  /** What the line was given, in one line (where a hard copy ships, a custom case's city and suspects); null for kinds that keep nothing. */
  detailsSummary?: Maybe<Scalars['String']['output']>;
  /** The line's id, as `refundOrder` takes it. */
  id: Scalars['ID']['output'];
  /** What kind of product it is. */
  kind: ProductKind;
  /** The product bought. */
  productId: Scalars['ID']['output'];
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** Why the line was refunded. */
  refundReason?: Maybe<Scalars['String']['output']>;
  /** When the line was refunded. */
  refundedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The shipment of a hard-copy line once paid; null for other lines. */
  shipment?: Maybe<Shipment>;
  /** Where the line is: it follows its order, unless refunded on its own. */
  state: OrderLineState;
  /** The story the line is for. */
  storyId?: Maybe<Scalars['ID']['output']>;
  /** What was bought. */
  title: Scalars['String']['output'];
  /** Price paid for one, in US cents. */
  unitPriceCents: Scalars['Int']['output'];
};

/** A page of orders, newest first. Admins only. */
export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  /** The last item's cursor: pass it as `after` for the next page. Null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more orders follow this page. */
  hasMore: Scalars['Boolean']['output'];
  /** The orders of this page. */
  items: Array<AdminOrder>;
};

/** Work waiting for the operator. Admins only. */
export type AdminQueues = {
  __typename?: 'AdminQueues';
  /** Custom cases paid for and not delivered: waiting for a writer or being written. */
  casesToWrite: Scalars['Int']['output'];
  /** Refund requests waiting for an answer. */
  refundRequests: Scalars['Int']['output'];
  /** Printed hard copies paid for and still to ship. */
  shipmentsToSend: Scalars['Int']['output'];
};

/** Who decides whether a user is an admin. */
export type AdminRoleSource =
  /** An admin granted the role, whatever the policy says. */
  | 'GRANTED'
  /** The policy: a verified email on the ADMIN_EMAILS list, or a token carrying the admin permission. */
  | 'POLICY'
  /** An admin revoked the role, whatever the policy says. */
  | 'REVOKED';

/** A story as the operator sees it: the story, what it has earned, and whether its kit is uploaded. Admins only. */
export type AdminStory = {
  __typename?: 'AdminStory';
  /** Whether its kit PDF is uploaded; without it the story stays Coming Soon. */
  hasKitFile: Scalars['Boolean']['output'];
  /** What its fulfilled order lines (kit and hard copies) brought in, in US cents, refunds left out. */
  revenueCents: Scalars['Int']['output'];
  /** The story, as the catalogue shows it. */
  story: Story;
};

/** Story Management's filters; all given filters must match. */
export type AdminStoryFilter = {
  /** True: only stories on sale; false: only stories Coming Soon. */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only high-tech or only low-tech stories. */
  context?: InputMaybe<StoryContext>;
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

/** A page of Story Management's list. Admins only. */
export type AdminStoryPage = {
  __typename?: 'AdminStoryPage';
  /** The cursor after this page's last story; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more stories follow; ask again with `after: endCursor`. */
  hasMore: Scalars['Boolean']['output'];
  /** The stories of this page. */
  items: Array<AdminStory>;
  /** Stories matching the search and filters, on every page. */
  total: Scalars['Int']['output'];
};

/** Orders of Story Management's list; ties are broken by story id so pages never overlap. */
export type AdminStorySort =
  /** When the story was added to the catalogue. */
  | 'DATE_ADDED'
  /** Number of customers who acquired the kit. */
  | 'DOWNLOADS'
  /** Price of the downloadable kit. */
  | 'PRICE'
  /** Title, alphabetically. */
  | 'TITLE';

/** A user as the operator sees them, with their role, credits and library size. Admins only. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** When the user first signed in. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Unexpired credits available to spend. */
  credits: Scalars['Int']['output'];
  /** Primary email, lower-cased, when the identity provider shares it. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the identity provider verified the email. */
  emailVerified: Scalars['Boolean']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user's id in the shop. */
  id: Scalars['ID']['output'];
  /** Whether the user is an admin: as of their latest request, or as the operator last set it. */
  isAdmin: Scalars['Boolean']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Stories the user holds now (rights taken back by a refund are not counted). */
  libraryCount: Scalars['Int']['output'];
  /** Who decides the role: the policy, or an admin who granted or revoked it. */
  roleSource: AdminRoleSource;
};

/** A user with their library, credit ledger and sponsorships. Admins only. */
export type AdminUserDetail = {
  __typename?: 'AdminUserDetail';
  /** The user's grants and spends, newest first (the latest 200). */
  creditLedger: Array<CreditLedgerEntry>;
  /** Every story the user has held, newest first, refunded ones included. */
  library: Array<AdminLibraryEntry>;
  /** The stories the user sponsors, newest first, with what each earned. */
  sponsorships: Array<SponsoredStory>;
  /** The user. */
  user: AdminUser;
};

/** A page of users, newest first. Admins only. */
export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  /** The cursor after this page's last user, when more follow. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more users follow; ask again with `after: endCursor`. */
  hasMore: Scalars['Boolean']['output'];
  /** The users of this page. */
  items: Array<AdminUser>;
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

/** The time a report covers, at most 366 days. Admins only. */
export type AnalyticsRangeInput = {
  /** The start, included. */
  from: Scalars['DateTimeISO']['input'];
  /** The end, excluded. After `from`. */
  to: Scalars['DateTimeISO']['input'];
};

/** The storefront's traffic and funnels over a range, events joined with the shop's own orders. Admins only. */
export type AnalyticsReport = {
  __typename?: 'AnalyticsReport';
  /** Every kind of story, zeros included. */
  conversionByType: Array<TypeConversion>;
  /** The start of the range, included. */
  from: Scalars['DateTimeISO']['output'];
  /** The 20 most viewed stories' funnels (or the one story asked for), most viewed first. */
  funnel: Array<StoryFunnel>;
  /** Page View events in the range. */
  pageViews: Scalars['Int']['output'];
  /** Distinct sessions with any event in the range. */
  sessions: Scalars['Int']['output'];
  /** Those sessions linked to an account (a batch came with a valid token). */
  signedInSessions: Scalars['Int']['output'];
  /** The end of the range, excluded. */
  to: Scalars['DateTimeISO']['output'];
  /** The 10 most viewed pages. */
  topPages: Array<PageCount>;
  /** The 10 referrers that brought the most sessions. */
  topReferrers: Array<ReferrerCount>;
  /** Every UTC day of the range, oldest first, days without traffic included. */
  traffic: Array<TrafficPoint>;
  /** Distinct visitors (browsers) of those sessions. */
  visitors: Scalars['Int']['output'];
};

/** One browser session (30 minutes without activity end it). Admins only. */
export type AnalyticsSession = {
  __typename?: 'AnalyticsSession';
  /** All its events, page views included. */
  events: Scalars['Int']['output'];
  /** The browser's session id. */
  id: Scalars['ID']['output'];
  /** The path of its first page view. */
  landingPath?: Maybe<Scalars['String']['output']>;
  /** When its latest event happened. */
  lastSeenAt: Scalars['DateTimeISO']['output'];
  /** Its Page View events. */
  pageViews: Scalars['Int']['output'];
  /** Where its first page view came from (a host); null when direct. */
  referrer?: Maybe<Scalars['String']['output']>;
  /** Whether a batch of it came with a valid token (the account itself is not shown). */
  signedIn: Scalars['Boolean']['output'];
  /** When its first event happened. */
  startedAt: Scalars['DateTimeISO']['output'];
};

/** A page of sessions, newest first. Admins only. */
export type AnalyticsSessionPage = {
  __typename?: 'AnalyticsSessionPage';
  /** Pass as `after` for the next page; null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more sessions follow. */
  hasMore: Scalars['Boolean']['output'];
  /** The sessions of this page. */
  items: Array<AnalyticsSession>;
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
  /** One line about what the product was given: where a hard copy ships, what a custom case is about. */
  detailsSummary?: Maybe<Scalars['String']['output']>;
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
  /** For a custom case: the brief it is written from. Required. */
  customCaseBrief?: InputMaybe<CustomCaseBriefInput>;
  /** For a printed hard copy: where it is shipped. Required. */
  shippingAddress?: InputMaybe<ShippingAddressInput>;
  /** For a sponsorship: the name shown on the story, 1 to 40 characters. Left out, it is the first name and last initial; a profile without names must give one. */
  sponsorName?: InputMaybe<Scalars['String']['input']>;
};

/** The payment page to send the browser to, or why checkout could not start. */
export type CheckoutResult = AlreadyOwnedError | CartEmptyError | CheckoutSession | InvalidArgumentError | InvalidDetailsError | PaymentProviderUnavailableError | ProductUnavailableError;

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

/** Whether a ledger row brought credits in or took them out. */
export type CreditEntryKind =
  /** Credits given; they expire. */
  | 'GRANT'
  /** Credits taken out. */
  | 'SPEND';

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

/** One row of a user's credit ledger. Admins only. */
export type CreditLedgerEntry = {
  __typename?: 'CreditLedgerEntry';
  /** Credits, signed: positive for a grant, negative for a spend. */
  amount: Scalars['Int']['output'];
  /** When the credits were given or taken. */
  at: Scalars['DateTimeISO']['output'];
  /** When a grant's credits stop counting; null for a spend. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The row's id: `grant-<id>` or `spend-<id>`. */
  id: Scalars['ID']['output'];
  /** Whether credits came in or went out. */
  kind: CreditEntryKind;
  /** The operator's reason, for adjustments and reversals. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Credits of a grant still spendable (none once it has expired); null for a spend. */
  remaining?: Maybe<Scalars['Int']['output']>;
  /** Where a grant came from (sponsorship, royalty, adjustment, refund, prize) or what a spend was (redemption, adjustment, reversal). */
  source: Scalars['String']['output'];
  /** The story the credits were earned on or spent on, when there is one. */
  storyId?: Maybe<Scalars['ID']['output']>;
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

/** A custom mystery a customer paid for, written from their brief: brief received → writing → delivered. */
export type CustomCase = {
  __typename?: 'CustomCase';
  brief: CustomCaseBrief;
  /** When the finished PDF was handed over. */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Whether the finished PDF was uploaded (it must be before the case is delivered). */
  hasCaseFile: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The order it was bought in. */
  orderId: Scalars['ID']['output'];
  /** The order number people quote. */
  orderNumber: Scalars['String']['output'];
  /** When it was paid for. */
  orderedAt: Scalars['DateTimeISO']['output'];
  status: CustomCaseStatus;
};

/** What the customer asked for in the Mystery Creator, exactly as they wrote it (show it as text, never as markup). */
export type CustomCaseBrief = {
  __typename?: 'CustomCaseBrief';
  /** The crime scene's city. */
  city: Scalars['String']['output'];
  /** The date the case is wanted by, `YYYY-MM-DD`. */
  dateRequired: Scalars['String']['output'];
  /** The writer's contact for questions about the brief, as the customer gave it. Delivery goes to the order's email. */
  email: Scalars['String']['output'];
  /** The crime scene's location within the city. */
  location?: Maybe<Scalars['String']['output']>;
  source: ReferralSource;
  /** In the order the customer listed them. */
  suspects: Array<Suspect>;
};

/** The brief of a custom case (Mystery Creator): it goes into the cart with `custom-cold-case` and is written after payment. */
export type CustomCaseBriefInput = {
  /** The crime scene's city, 1 to 100 characters. */
  city: Scalars['String']['input'];
  /** The date the case is needed by, `YYYY-MM-DD`: at least 14 days after today (UTC), at most a year. */
  dateRequired: Scalars['String']['input'];
  /** How the writer reaches the customer with questions about the brief, up to 254 characters. The finished case is delivered to the order's email (the buyer's), not here. */
  email: Scalars['String']['input'];
  /** The crime scene's location within the city, optional, up to 200 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Where the customer heard about the shop. */
  source: ReferralSource;
  /** 1 to 6 suspects. */
  suspects: Array<SuspectInput>;
};

/** The custom case after the change, or why it was refused. */
export type CustomCaseChangeResult = CustomCase | InvalidTransitionError | NotFoundError;

/** A short-lived link to the PDF, or why none was issued. */
export type CustomCaseLinkResult = DownloadLink | NotFoundError;

/** A page of the custom case queue, oldest first. */
export type CustomCasePage = {
  __typename?: 'CustomCasePage';
  items: Array<CustomCase>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Where a custom case is in production. It moves only forward: brief received → writing → delivered. */
export type CustomCaseStatus =
  /** Paid; the brief waits for a writer. */
  | 'BRIEF_RECEIVED'
  /** Its order line was refunded before delivery. */
  | 'CANCELLED'
  /** The finished PDF is the customer's to download. */
  | 'DELIVERED'
  /** A writer is on it; the finished PDF can be uploaded. */
  | 'WRITING';

/** Where to upload the finished PDF, or why it cannot be uploaded now. */
export type CustomCaseUploadResult = InvalidTransitionError | NotFoundError | UploadLink;

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
  | 'INVALID_DETAILS'
  | 'INVALID_TRANSITION'
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
  | 'ROLE_CHANGE_REFUSED'
  | 'STORY_NOT_FOUND'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'TOO_MANY_TOKENS'
  | 'UNAUTHENTICATED'
  | 'UNSUPPORTED_MEDIA_TYPE';

/** An expected failure: what went wrong, for programs (errorCode) and for people (message). */
export type ErrorResult = {
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** What is wrong with one field of an input. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The field's path in the input, e.g. `shippingAddress.postalCode` or `customCaseBrief.suspects.2.fullName` (suspects counted from 0). */
  field: Scalars['String']['output'];
  /** What is wrong with it, written for the shop's users. */
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

/** Some fields of an input were missing or wrong; each is listed with its own message (`INVALID_DETAILS`). */
export type InvalidDetailsError = ErrorResult & {
  __typename?: 'InvalidDetailsError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** Every field at fault, in the order of the form. */
  fieldErrors: Array<FieldError>;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** The change does not follow from the current state: states only move forward, one step at a time (`INVALID_TRANSITION`) */
export type InvalidTransitionError = ErrorResult & {
  __typename?: 'InvalidTransitionError';
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

/** The shipped hard copy, or why it could not be marked shipped. */
export type MarkShipmentShippedResult = InvalidDetailsError | InvalidTransitionError | NotFoundError | Shipment;

export type Mutation = {
  __typename?: 'Mutation';
  /** Puts a product in the cart; adding one already there changes nothing. */
  addToCart: AddToCartResult;
  /** Gives (positive amount) or takes (negative) a user's credits, with a reason. Admins only. */
  adjustCredits: AdjustCreditsResult;
  /** Approves an open refund request: every line of its order not refunded yet is refunded, with the request's reason, and the money goes back. Admins only. */
  approveRefundRequest: RefundRequestResult;
  /** Turns the caller's cart into an order at today's prices and opens the payment page. What each item was given is checked again first: `InvalidDetailsError` names what no longer holds (a custom case's date that came too close). */
  checkout: CheckoutResult;
  /** Adds a story, Coming Soon, with a cover drawn in the house style until one is uploaded; every field is checked. Admins only. */
  createStory: StoryEditResult;
  /** Declines an open refund request; the customer is emailed the note. Admins only. */
  declineRefundRequest: RefundRequestResult;
  /** Hands the uploaded PDF to the customer (WRITING → DELIVERED, once) and emails them. Admins only. */
  deliverCustomCase: CustomCaseChangeResult;
  /** Marks a hard copy still to ship as shipped, with the carrier and tracking number, and emails the customer. Admins only. */
  markShipmentShipped: MarkShipmentShippedResult;
  /** Spends credits on a story, which goes into the library. The same idempotency key redeems once. Needs a bearer token. */
  redeemStoryWithCredits: RedeemStoryResult;
  /** Refunds an order, or some of its lines, with a reason. Admins only. */
  refundOrder: RefundOrderResult;
  /** Takes a product out of the cart. */
  removeFromCart: CartChangeResult;
  /** A short-lived link to the case's draft dossier: the brief laid out as a PDF for the writer. Admins only. */
  requestCustomCaseDossier: CustomCaseLinkResult;
  /** A short-lived link to one of the signed-in user's delivered custom cases. Needs a bearer token. */
  requestCustomCaseDownload: CustomCaseLinkResult;
  /** A short-lived link to upload the finished PDF to, while the case is being written; a new upload replaces the last. Admins only. */
  requestCustomCaseUpload: CustomCaseUploadResult;
  /** A short-lived link to the case file of a story in the signed-in user's library. Needs a bearer token. */
  requestDownload: RequestDownloadResult;
  /** A short-lived link to the case file of one line of an order the caller may view. */
  requestOrderDownload: OrderDownloadResult;
  /** Asks the operator to refund a paid order, with a reason (1 to 500 characters of plain text), for whoever may view the order: its signed-in owner, or a visitor with the order's access token. One request per order waits for an answer at a time (`InvalidTransitionError` while one does). */
  requestRefund: RequestRefundResult;
  /** Where to PUT a new cover (JPEG, PNG or WebP, at most 8 MB, at least 640×480): re-encoded into the cover and a 4:3 thumbnail. Admins only. */
  requestStoryCoverUpload: StoryUploadResult;
  /** Where to PUT the story's kit (a PDF of at most 50 MB) that buyers download. Admins only. */
  requestStoryKitUpload: StoryUploadResult;
  /** Grants (`admin: true`) or revokes another user's admin role, whatever ADMIN_EMAILS or their token says; it takes effect on their next request. Never one's own role, never the last admin's. Admins only. */
  setAdminRole: SetAdminRoleResult;
  /** Keeps the email a visitor's order confirmation goes to. */
  setCartEmail: CartChangeResult;
  /** Starts writing a case whose brief was received (BRIEF_RECEIVED → WRITING). Admins only. */
  startWritingCustomCase: CustomCaseChangeResult;
  /** Keeps the names the signed-in user goes by. Needs a bearer token. */
  updateProfile: UpdateProfileResult;
  /** Saves every field of a story after checking each; the storefront shows the change at once. A story goes on sale only once its kit is uploaded. Admins only. */
  updateStory: StoryEditResult;
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


export type MutationApproveRefundRequestArgs = {
  requestId: Scalars['ID']['input'];
};


export type MutationCreateStoryArgs = {
  input: NewStoryInput;
};


export type MutationDeclineRefundRequestArgs = {
  note: Scalars['String']['input'];
  requestId: Scalars['ID']['input'];
};


export type MutationDeliverCustomCaseArgs = {
  customCaseId: Scalars['ID']['input'];
};


export type MutationMarkShipmentShippedArgs = {
  carrier: Scalars['String']['input'];
  shipmentId: Scalars['ID']['input'];
  trackingNumber: Scalars['String']['input'];
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


export type MutationRequestCustomCaseDossierArgs = {
  customCaseId: Scalars['ID']['input'];
};


export type MutationRequestCustomCaseDownloadArgs = {
  customCaseId: Scalars['ID']['input'];
};


export type MutationRequestCustomCaseUploadArgs = {
  customCaseId: Scalars['ID']['input'];
};


export type MutationRequestDownloadArgs = {
  libraryItemId: Scalars['ID']['input'];
};


export type MutationRequestOrderDownloadArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  lineId: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationRequestRefundArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRequestStoryCoverUploadArgs = {
  storyId: Scalars['ID']['input'];
};


export type MutationRequestStoryKitUploadArgs = {
  storyId: Scalars['ID']['input'];
};


export type MutationSetAdminRoleArgs = {
  admin: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetCartEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationStartWritingCustomCaseArgs = {
  customCaseId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateStoryArgs = {
  id: Scalars['ID']['input'];
  input: StoryInput;
};

/** A story to add to the catalogue. */
export type NewStoryInput = {
  /** The story's id and URL slug: lower-case words of letters and digits joined by single hyphens, 3 to 53 characters, not `new`; its product ids are made from it. */
  id: Scalars['ID']['input'];
  /** Its fields. */
  story: StoryInput;
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
  /** The order's latest refund request, whatever its status; null when none was made. */
  refundRequest?: Maybe<RefundRequest>;
  /** How much has been refunded, in US cents. */
  refundedCents: Scalars['Int']['output'];
  state: OrderState;
  /** Total at checkout, in US cents. */
  totalCents: Scalars['Int']['output'];
};

/** A link to the line's case file, or why none was issued. */
export type OrderDownloadResult = DownloadLink | NotFoundError;

/** One entry of an order's history. Admins only. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /** When it happened. */
  at: Scalars['DateTimeISO']['output'];
  /** What happened, for people: amounts, reasons, notes, carriers. */
  description: Scalars['String']['output'];
  /** What kind of thing happened. */
  kind: OrderEventKind;
};

/** What happened to an order. Admins only. */
export type OrderEventKind =
  /** The checkout expired or was replaced by a newer one, unpaid. */
  | 'CANCELLED'
  /** A custom case was delivered. */
  | 'CASE_DELIVERED'
  /** Everything paid for was handed to fulfilment (kits given, hard copies queued, custom cases opened). */
  | 'FULFILLED'
  /** A line was refunded, with its reason. */
  | 'LINE_REFUNDED'
  /** The payment was recorded. */
  | 'PAID'
  /** The customer checked out. */
  | 'PLACED'
  /** A refund request was declined, with the note the customer was sent. */
  | 'REFUND_DECLINED'
  /** The customer asked for a refund. */
  | 'REFUND_REQUESTED'
  /** A hard copy was shipped. */
  | 'SHIPPED';

/** One product of an order, at the price paid. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The custom case this line became once paid; null for other kinds of line. */
  customCase?: Maybe<CustomCase>;
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
  /** The shipment of a hard-copy line once paid; null for other lines. */
  shipment?: Maybe<Shipment>;
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

/** How often a page was viewed. Admins only. */
export type PageCount = {
  __typename?: 'PageCount';
  /** The page's name (Home, Browse Stories, Story Detail…). */
  page: Scalars['String']['output'];
  /** Page View events of it. */
  views: Scalars['Int']['output'];
};

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
  /** One order in full: lines, payment, refund requests and history. Null when there is no such order. Admins only. */
  adminOrder?: Maybe<AdminOrder>;
  /** Every order, newest first, filtered by state, product kind, placement date, number or email, or account. Admins only. */
  adminOrders: AdminOrderPage;
  /** Every story, searched, filtered, sorted and cursor-paged, with its revenue. Admins only. */
  adminStories: AdminStoryPage;
  /** One story with its revenue; null when there is no such story. Admins only. */
  adminStory?: Maybe<AdminStory>;
  /** One user with their library, credit ledger and sponsorships; null when there is no such user. Admins only. */
  adminUser?: Maybe<AdminUserDetail>;
  /** Users newest first, optionally those whose email, first name or last name (or first and last name) starts with `search`, ignoring case. Admins only. */
  adminUsers: AdminUserPage;
  /** Traffic, the funnel per story, referrers, conversion by kind of story and top pages over a range (at most 366 days). Admins only. */
  analyticsReport: AnalyticsReport;
  /** The browser sessions that started in a range, newest first. Admins only. */
  analyticsSessions: AnalyticsSessionPage;
  /** The caller's cart (empty when they have none). */
  cart: Cart;
  /** The custom case queue, oldest first, optionally of one status. Admins only. */
  customCases: CustomCasePage;
  /** Featured stories, most popular first. */
  featuredStories: Array<Story>;
  /** The signed-in user with their admin flag and credits. Needs a bearer token. */
  me: Viewer;
  /** The signed-in user's credits and their expiry. Needs a bearer token. */
  myCredits: CreditAccount;
  /** The signed-in user's custom cases, newest first, with those bought as a visitor with their verified email. Needs a bearer token. */
  myCustomCases: Array<CustomCase>;
  /** The stories the signed-in user owns, newest first. Needs a bearer token. */
  myLibrary: Array<LibraryItem>;
  /** The signed-in user's hard copies, newest first, with any bought as a visitor with their verified email. Needs a bearer token. */
  myShipments: Array<Shipment>;
  /** The stories the signed-in user sponsors, newest first, with what each earned. Needs a bearer token. */
  mySponsoredStories: Array<SponsoredStory>;
  /** An order, for its signed-in owner, an admin, or whoever holds its access token (from the confirmation email). Null for anyone else. */
  order?: Maybe<Order>;
  /** The refund request queue, oldest request first, optionally of one status. Admins only. */
  refundRequests: RefundRequestPage;
  /** The hard-copy queue, oldest order first, optionally of one status. Admins only. */
  shipments: ShipmentPage;
  /** The catalogue: searched, filtered, sorted and paginated (by page or by cursor). */
  stories: StoryPage;
  /** One story by id; null when there is no such story. */
  story?: Maybe<Story>;
};


export type QueryAdminOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminOrderFilter>;
  limit?: Scalars['Int']['input'];
};


export type QueryAdminStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  descending?: Scalars['Boolean']['input'];
  filter?: InputMaybe<AdminStoryFilter>;
  limit?: Scalars['Int']['input'];
  sort?: AdminStorySort;
};


export type QueryAdminStoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAnalyticsReportArgs = {
  range: AnalyticsRangeInput;
  storyId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAnalyticsSessionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  range: AnalyticsRangeInput;
};


export type QueryCustomCasesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  status?: InputMaybe<CustomCaseStatus>;
};


export type QueryFeaturedStoriesArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryOrderArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryRefundRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  status?: InputMaybe<RefundRequestStatus>;
};


export type QueryShipmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  status?: InputMaybe<ShipmentStatus>;
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

/** Where the customer heard about the shop: Google, YouTube, TikTok, Instagram, Pinterest or Other. */
export type ReferralSource =
  | 'GOOGLE'
  | 'INSTAGRAM'
  | 'OTHER'
  | 'PINTEREST'
  | 'TIKTOK'
  | 'YOUTUBE';

/** Where sessions came from. Admins only. */
export type ReferrerCount = {
  __typename?: 'ReferrerCount';
  /** The referring site's host, the text the browser sent when not a web address, or "(direct)". */
  referrer: Scalars['String']['output'];
  /** Sessions active in the range whose first page view came from it. */
  sessions: Scalars['Int']['output'];
};

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

/** A customer's request for their order's money back, and the operator's answer. */
export type RefundRequest = {
  __typename?: 'RefundRequest';
  /** The order's email, where the answer goes. */
  email: Scalars['String']['output'];
  /** The request's id, as `approveRefundRequest` and `declineRefundRequest` take it. */
  id: Scalars['ID']['output'];
  /** The order it is about. */
  orderId: Scalars['ID']['output'];
  /** The order number people quote. */
  orderNumber: Scalars['String']['output'];
  /** Why the customer asks, in their words. */
  reason: Scalars['String']['output'];
  /** When the customer asked. */
  requestedAt: Scalars['DateTimeISO']['output'];
  /** Why it was declined, as the customer was told; null otherwise. */
  resolutionNote?: Maybe<Scalars['String']['output']>;
  /** When it was approved or declined. */
  resolvedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Whether it waits for an answer, or how it was answered. */
  status: RefundRequestStatus;
};

/** A page of the refund request queue, oldest request first. Admins only. */
export type RefundRequestPage = {
  __typename?: 'RefundRequestPage';
  /** The last item's cursor: pass it as `after` for the next page. Null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more requests follow this page. */
  hasMore: Scalars['Boolean']['output'];
  /** The requests of this page. */
  items: Array<RefundRequest>;
};

/** The decided refund request, or why it could not be decided. */
export type RefundRequestResult = InvalidArgumentError | InvalidTransitionError | NotFoundError | NotRefundableError | RefundRequest;

/** Where a customer's refund request is. It moves once, forward: open → approved or declined. */
export type RefundRequestStatus =
  /** Approved: every line not refunded yet was refunded, with the request's reason. */
  | 'APPROVED'
  /** Declined: the customer was emailed the admin's note. */
  | 'DECLINED'
  /** Waiting for an admin's decision. */
  | 'OPEN';

/** A link to the case file, or why none was issued. */
export type RequestDownloadResult = DownloadLink | NotFoundError;

/** The refund request, sent to the operator, or why it could not be made. */
export type RequestRefundResult = InvalidArgumentError | InvalidTransitionError | NotFoundError | NotRefundableError | RefundRequest;

/** The money of one day or month, in US cents. Admins only. */
export type RevenuePoint = {
  __typename?: 'RevenuePoint';
  /** Paid less refunded; negative when refunds outweigh payments. */
  netCents: Scalars['Int']['output'];
  /** Orders paid in the period. */
  orders: Scalars['Int']['output'];
  /** Paid by the orders paid in the period. */
  paidCents: Scalars['Int']['output'];
  /** The day ("2026-11-24") or, for LAST_12_MONTHS, the month ("2026-11"), in UTC. */
  period: Scalars['String']['output'];
  /** Given back by the refunds made in the period, whenever their orders were paid. */
  refundedCents: Scalars['Int']['output'];
};

/** How far back the revenue chart goes. Days and months are UTC's, and the current one is the last. Admins only. */
export type RevenueRange =
  /** Today and the 6 days before, day by day. */
  | 'LAST_7_DAYS'
  /** This month and the 11 before, month by month. */
  | 'LAST_12_MONTHS'
  /** Today and the 29 days before, day by day. */
  | 'LAST_30_DAYS'
  /** Today and the 89 days before, day by day. */
  | 'LAST_90_DAYS';

/** The admin role cannot be changed so: never one's own, never the last admin's, and only by an admin (`ROLE_CHANGE_REFUSED`) */
export type RoleChangeRefusedError = ErrorResult & {
  __typename?: 'RoleChangeRefusedError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** The user with their new role, or why it was not changed. */
export type SetAdminRoleResult = AdminUser | NotFoundError | RoleChangeRefusedError;

/** A printed hard copy of a story: paid, then shipped by the operator with a carrier and tracking number. */
export type Shipment = {
  __typename?: 'Shipment';
  address: ShippingAddress;
  /** Who carries it, once shipped. */
  carrier?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The order it was bought in. */
  orderId: Scalars['ID']['output'];
  /** The order number people quote. */
  orderNumber: Scalars['String']['output'];
  /** When the order was paid. */
  orderedAt: Scalars['DateTimeISO']['output'];
  /** The shipping option bought. */
  region: ShippingRegion;
  shippedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  status: ShipmentStatus;
  storyId: Scalars['ID']['output'];
  /** The story's title. */
  title: Scalars['String']['output'];
  /** The carrier's tracking number, once shipped. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

/** A page of the operator's hard-copy queue, oldest order first. */
export type ShipmentPage = {
  __typename?: 'ShipmentPage';
  items: Array<Shipment>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Where a printed hard copy is: waiting in the operator's queue, on its way, or cancelled. */
export type ShipmentStatus =
  /** Its order line was refunded before it shipped. */
  | 'CANCELLED'
  /** Sent, with a carrier and tracking number. */
  | 'SHIPPED'
  /** Paid; waiting to be printed and sent. */
  | 'TO_SHIP';

/** Where a hard copy is shipped, as the customer gave it (trimmed; the email lower-cased). Text, never markup. */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** Where shipping news goes. */
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** ZIP or postal code. */
  postalCode: Scalars['String']['output'];
  /** State or province. */
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** Where a printed hard copy is shipped. Every field but the phone is required; the country must match the shipping option (USA, Canada and Mexico are North America). */
export type ShippingAddressInput = {
  /** City, 1 to 100 characters. */
  city: Scalars['String']['input'];
  /** Country, 1 to 60 characters: a country's name in English ("Canada", "France") or its two-letter code. */
  country: Scalars['String']['input'];
  /** Where shipping news goes, up to 254 characters. */
  email: Scalars['String']['input'];
  /** The recipient's full name, 1 to 100 characters. */
  fullName: Scalars['String']['input'];
  /** Phone number, optional, up to 30 digits, spaces and `+ ( ) - .`. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** ZIP or postal code, 1 to 20 letters, digits, spaces or hyphens. */
  postalCode: Scalars['String']['input'];
  /** State or province, 1 to 100 characters. */
  state: Scalars['String']['input'];
  /** Street address, 1 to 200 characters. */
  street: Scalars['String']['input'];
};

/** The shipping option: North America (USA, Canada, Mexico) or International. */
export type ShippingRegion =
  /** Shipped to any other country. */
  | 'INTERNATIONAL'
  /** Shipped to the USA, Canada or Mexico. */
  | 'NORTH_AMERICA';

/** Only a signed-in user can do this (`UNAUTHENTICATED`) */
export type SignInRequiredError = ErrorResult & {
  __typename?: 'SignInRequiredError';
  /** Why the request failed. */
  errorCode: ErrorCode;
  /** What went wrong, written for the shop's users. */
  message: Scalars['String']['output'];
};

/** A suspect's skin tone: Light, Medium, Dark, Other, or Prefer not to specify. */
export type SkinTone =
  | 'DARK'
  | 'LIGHT'
  | 'MEDIUM'
  | 'OTHER'
  | 'PREFER_NOT_TO_SPECIFY';

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
  /** How hard the case is to crack. */
  difficulty: StoryDifficulty;
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
  /** The band `lengthMinutes` falls in: SHORT up to 60 minutes, MEDIUM 61 to 120, LONG beyond. */
  length: StoryLength;
  /** About how long the case takes to play, in minutes (15 to 600). */
  lengthMinutes: Scalars['Int']['output'];
  /** Full description for the story page; paragraphs are separated by a blank line. */
  longDescription: Scalars['String']['output'];
  /** Two or three sentences shown in the quick-view modal. */
  mediumDescription: Scalars['String']['output'];
  /** Checkout product id of the printed hard copy shipped within North America. */
  northAmericaProductId: Scalars['String']['output'];
  /** The number of players the case plays best with (`playersMin` to `playersMax`). */
  playersBest: Scalars['Int']['output'];
  /** The most players the case works for (`playersMin` to 20). */
  playersMax: Scalars['Int']['output'];
  /** The fewest players the case works for (1 to 20). */
  playersMin: Scalars['Int']['output'];
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
  /** Absolute path of the cover at 720×480, for phone screens, e.g. `/images/stories/small-covers/{file}` (the cover's own file name). */
  smallCoverImage: Scalars['String']['output'];
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

/** How hard the case is to crack. */
export type StoryDifficulty =
  /** A good first case: the clues lead fairly directly to the answer. */
  | 'EASY'
  /** For seasoned detectives: the decisive clue hides among many. */
  | 'HARD'
  /** Needs the whole team: a few red herrings and one clue to combine with another. */
  | 'MEDIUM';

/** The story as saved, or why it was not: each faulty field with its message, or no such story. */
export type StoryEditResult = AdminStory | InvalidDetailsError | NotFoundError;

/** Catalogue filters; all given filters must match. */
export type StoryFilter = {
  /** Only high-tech or only low-tech stories. */
  context?: InputMaybe<StoryContext>;
  /** Only stories of this difficulty. */
  difficulty?: InputMaybe<StoryDifficulty>;
  /** Leave out the story with this id. */
  exclude?: InputMaybe<Scalars['ID']['input']>;
  /** True: only featured stories; false: only stories that are not featured. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only stories of this length band. */
  length?: InputMaybe<StoryLength>;
  /** Only stories playable by exactly this many players (1 to 20): their `playersMin` ≤ players ≤ their `playersMax`. */
  players?: InputMaybe<Scalars['Int']['input']>;
  /** Only stories set in this region. */
  region?: InputMaybe<StoryRegion>;
  /** Words to find in the title, city, region or descriptions; each matches the start of a word, ignoring case and accents. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** True: only sponsored stories; false: only stories still open for sponsorship. */
  sponsored?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only stories of this type. */
  type?: InputMaybe<StoryType>;
};

/** One story's way from view to payment over the range. Admins only. */
export type StoryFunnel = {
  __typename?: 'StoryFunnel';
  /** Distinct sessions that added it to the cart (Add To Cart Success: its kit, a hard copy or its sponsorship). */
  addsToCart: Scalars['Int']['output'];
  /** Distinct orders created in the range with a line of it (kit, hard copy or sponsorship), from the shop's order records. */
  checkouts: Scalars['Int']['output'];
  /** paid / views, 0 without views. */
  conversionRate: Scalars['Float']['output'];
  /** Those orders that were paid (refunded since or not), from the shop's order records. */
  paid: Scalars['Int']['output'];
  /** The story. */
  story: Story;
  /** Distinct sessions that opened its details or its page (/stories/{id}). */
  views: Scalars['Int']['output'];
};

/** Every field of a story the operator edits. */
export type StoryInput = {
  /** The city the case is set in, at most 80 characters. */
  city: Scalars['String']['input'];
  /** High tech or low tech. */
  context: StoryContext;
  /** How hard the case is to crack. */
  difficulty: StoryDifficulty;
  /** True to put the story on sale (only once its kit PDF is uploaded); false for Coming Soon. */
  isAvailable: Scalars['Boolean']['input'];
  /** Whether the story is highlighted in Featured Stories. */
  isFeatured: Scalars['Boolean']['input'];
  /** About how long the case takes, in minutes, 15 to 600. */
  lengthMinutes: Scalars['Int']['input'];
  /** The story page's text, paragraphs separated by a blank line, at most 10,000 characters. */
  longDescription: Scalars['String']['input'];
  /** Two or three sentences for the quick-view modal, at most 1,000 characters. */
  mediumDescription: Scalars['String']['input'];
  /** The best number of players, from `playersMin` to `playersMax`. */
  playersBest: Scalars['Int']['input'];
  /** The most players, from `playersMin` to 20. */
  playersMax: Scalars['Int']['input'];
  /** The fewest players, 1 to 20. */
  playersMin: Scalars['Int']['input'];
  /** Price of the downloadable kit in US cents, 0 to 100000. */
  priceCents: Scalars['Int']['input'];
  /** The region the case is set in. */
  region: StoryRegion;
  /** One-sentence blurb for catalogue cards, at most 280 characters. */
  shortDescription: Scalars['String']['input'];
  /** The title, at most 160 characters. */
  title: Scalars['String']['input'];
  /** The kind of case. */
  type: StoryType;
  /** Trailer video, an https:// address; null or empty for none. */
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** How long the case takes to play, by band of its length in minutes. */
export type StoryLength =
  /** More than 120 minutes. */
  | 'LONG'
  /** 61 to 120 minutes. */
  | 'MEDIUM'
  /** Up to 60 minutes. */
  | 'SHORT';

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

/** Where to send a story's file: a signed address, valid for a short while, taking one HTTP request. Admins only. */
export type StoryUploadLink = {
  __typename?: 'StoryUploadLink';
  /** The Content-Type values the request may carry, e.g. `image/png`. */
  contentTypes: Array<Scalars['String']['output']>;
  /** When the address stops working; ask for a new one after. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The most bytes the file may weigh. */
  maxBytes: Scalars['Int']['output'];
  /** The HTTP method to send it with: PUT. */
  method: Scalars['String']['output'];
  /** The signed address to send the file's bytes to, as the request body. */
  url: Scalars['String']['output'];
};

/** Where to upload the file, or no such story. */
export type StoryUploadResult = NotFoundError | StoryUploadLink;

/** One suspect of a custom case, as the customer described them; fields they left empty are null. */
export type Suspect = {
  __typename?: 'Suspect';
  /** Age as the customer wrote it. */
  age?: Maybe<Scalars['String']['output']>;
  /** Eye colour. */
  eyes?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  /** Hair colour. */
  hairColor?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  occupation?: Maybe<Scalars['String']['output']>;
  /** Relationship to the victim. */
  relationship?: Maybe<Scalars['String']['output']>;
  sex?: Maybe<SuspectSex>;
  skinTone?: Maybe<SkinTone>;
};

/** One suspect of a custom case: the full name is required, every other field is optional. */
export type SuspectInput = {
  /** Age as the customer writes it, up to 20 characters. */
  age?: InputMaybe<Scalars['String']['input']>;
  /** Eye colour, up to 40 characters. */
  eyes?: InputMaybe<Scalars['String']['input']>;
  /** Full name, 1 to 100 characters. */
  fullName: Scalars['String']['input'];
  /** Hair colour, up to 40 characters. */
  hairColor?: InputMaybe<Scalars['String']['input']>;
  /** Height, up to 40 characters. */
  height?: InputMaybe<Scalars['String']['input']>;
  /** Occupation, up to 100 characters. */
  occupation?: InputMaybe<Scalars['String']['input']>;
  /** Relationship to the victim, up to 200 characters. */
  relationship?: InputMaybe<Scalars['String']['input']>;
  sex?: InputMaybe<SuspectSex>;
  skinTone?: InputMaybe<SkinTone>;
};

/** A suspect's sex, as the Mystery Creator offers it. */
export type SuspectSex =
  /** Shown as F. */
  | 'F'
  /** Shown as M. */
  | 'M'
  /** Shown as N/A. */
  | 'NOT_APPLICABLE';

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

/** One UTC day of traffic. Admins only. */
export type TrafficPoint = {
  __typename?: 'TrafficPoint';
  /** The day, YYYY-MM-DD (UTC). */
  date: Scalars['String']['output'];
  /** Page View events that day. */
  pageViews: Scalars['Int']['output'];
  /** Distinct sessions with any event that day. */
  sessions: Scalars['Int']['output'];
};

/** How one kind of story converts over the range. Admins only. */
export type TypeConversion = {
  __typename?: 'TypeConversion';
  /** paidOrders / viewSessions, 0 without views. */
  conversionRate: Scalars['Float']['output'];
  /** Distinct paid orders created in the range with a line of a story of this kind, from the shop's order records. */
  paidOrders: Scalars['Int']['output'];
  /** The kind of story. */
  type: StoryType;
  /** Distinct sessions that viewed any story of this kind. */
  viewSessions: Scalars['Int']['output'];
};

/** The updated user, or why the names were refused. */
export type UpdateProfileResult = InvalidArgumentError | Viewer;

/** Where to upload a finished PDF: PUT its bytes to `url` with `Content-Type: application/pdf` before `expiresAt`. */
export type UploadLink = {
  __typename?: 'UploadLink';
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The largest file accepted, in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** Absolute, signed URL; it stops working at `expiresAt`. */
  url: Scalars['String']['output'];
};

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
