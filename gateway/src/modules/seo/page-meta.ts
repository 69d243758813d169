/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address. */
  canonicalUrl: string;
  /** Absolute URL of the preview image, when the page has one. */
  imageUrl?: string;
  openGraphType: "website" | "product";
  /** schema.org data, embedded as JSON-LD. */
  structuredData?: Record<string, unknown>;
  indexable: boolean;
  /** The page's largest image, as the page's <img> names it, fetched with the HTML rather than after the scripts. */
  leadImage?: LeadImage;
}

/** An image's path, and the `srcset` and `sizes` its <img> chooses one of its widths with. */
export interface LeadImage {
  path: string;
  srcset: string;
  sizes: string;
}

export const SHOP_NAME = "Cold Case Kits";
export const SHOP_DESCRIPTION =
  "Downloadable murder-mystery game kits built around original, fictional cold cases. Interactive murder mystery games for detectives at heart.";

/** Storefront pages that exist but are personal or transient, so search engines are asked to skip them. */
export const PRIVATE_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  "/account": { title: "My Library", description: "Your credits, your library of kits and your sponsored stories." },
  "/admin": { title: "Admin", description: "The operator's dashboard." },
  "/admin/shipments": { title: "Shipments", description: "Hard copies to ship." },
  "/admin/custom-cases": { title: "Custom Cases", description: "Custom cases to write and deliver." },
  "/admin/stories": { title: "Story Management", description: "The catalogue's stories, their sales and their files." },
  "/admin/stories/new": { title: "New Story", description: "Add a story to the catalogue." },
  "/admin/users": { title: "User Management", description: "Customers, their libraries, orders and credits." },
  "/admin/orders": { title: "Orders", description: "Every order, its payment and its refunds." },
  "/admin/refund-requests": { title: "Refund Requests", description: "Refunds customers asked for." },
  "/admin/analytics": { title: "Analytics Dashboard", description: "Traffic, funnels and conversion." },
  "/sign-in": { title: "Sign in", description: "Sign in to Cold Case Kits." },
  "/sign-up": { title: "Sign up", description: "Create your Cold Case Kits account." },
  "/sign-in/callback": { title: "Signing in", description: "Finishing sign-in." },
};

/** Titles and descriptions of the storefront's fixed pages, by path. */
export const STATIC_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  "/stories": {
    title: "Browse Stories",
    description: "Browse original cold-case mystery kits: search by city or keyword and filter by type, region and context.",
  },
  "/custom": {
    title: "Create Custom Mystery",
    description: "Commission a custom cold case for $39.95: your city, your date, up to six suspects of your own, delivered as a PDF.",
  },
  "/faq": {
    title: "Frequently Asked Questions",
    description: "How long a case takes, how many can play, downloads, hard copies, credits, sponsorship, custom mysteries and refunds.",
  },
  "/survey": {
    title: "Survey",
    description: "Take our five-minute survey and you could be one of 20 detectives to win a free cold case download.",
  },
  "/portfolio": {
    title: "Portfolio",
    description: "The sister sites of the company behind Cold Case Kits.",
  },
  "/privacy": { title: "Privacy Policy", description: "What Cold Case Kits collects, why, how long it is kept and your rights." },
  "/refund": { title: "Refund Policy", description: "How refunds and store credit work at Cold Case Kits, and how to ask for one." },
  "/terms": { title: "Terms of Service", description: "The terms for using Cold Case Kits and its mystery kits." },
  "/disclaimer": { title: "Disclaimer", description: "Our stories are fiction, made for entertainment: what that means for you." },
};
