import type { RequestContext } from "../../platform/request-context";
import type { StoriesService, Story } from "../stories";
import { CUSTOM_CASE_PRODUCT_ID, FIXED_PRICES_CENTS, type Product, ProductKind, storyOfSponsorshipProduct } from "./product";

function productsOfStory(story: Story): Product[] {
  const base = { imageUrl: story.thumbnailImage, storyId: story.id, available: story.isAvailable };
  return [
    { ...base, id: story.productId, kind: ProductKind.STORY_KIT, title: story.title, priceCents: story.priceCents },
    {
      ...base,
      id: story.northAmericaProductId,
      kind: ProductKind.HARD_COPY,
      shippingOption: "northAmerica",
      title: `${story.title} — printed hard copy (North America)`,
      priceCents: FIXED_PRICES_CENTS.hardCopyNorthAmerica,
    },
    {
      ...base,
      id: story.internationalProductId,
      kind: ProductKind.HARD_COPY,
      shippingOption: "international",
      title: `${story.title} — printed hard copy (International)`,
      priceCents: FIXED_PRICES_CENTS.hardCopyInternational,
    },
  ];
}

const CUSTOM_CASE: Product = {
  id: CUSTOM_CASE_PRODUCT_ID,
  kind: ProductKind.CUSTOM_CASE,
  title: "Custom Cold Case",
  imageUrl: null,
  priceCents: FIXED_PRICES_CENTS.customCase,
  storyId: null,
  available: true,
};

/** Why a story cannot be sponsored now, when it cannot. */
function sponsorshipUnavailability(story: Story): { unavailableReason?: string } {
  if (!story.isAvailable) return { unavailableReason: `${story.title} is coming soon and can't be sponsored yet.` };
  if (story.isSponsored) return { unavailableReason: `${story.title} already has a sponsor: each story has one.` };
  return {};
}

/** Turns product ids into products with their current server-side prices. */
export class ProductsService {
  constructor(private readonly stories: StoriesService) {}

  /** The products these ids name; an id that names nothing is left out of the map. */
  async resolve(ctx: RequestContext, productIds: readonly string[]): Promise<Map<string, Product>> {
    const wanted = new Set(productIds);
    const found = new Map<string, Product>();
    if (wanted.has(CUSTOM_CASE_PRODUCT_ID)) found.set(CUSTOM_CASE_PRODUCT_ID, CUSTOM_CASE);

    const sponsoredStoryIds = new Map<string, string>();
    for (const id of wanted) {
      const storyId = storyOfSponsorshipProduct(id);
      if (storyId) sponsoredStoryIds.set(storyId, id);
    }
    const [stories, sponsorable] = await Promise.all([
      this.stories.findByProductIds(ctx, [...wanted]),
      Promise.all([...sponsoredStoryIds.keys()].map((storyId) => this.stories.findById(ctx, storyId))),
    ]);
    for (const product of stories.flatMap(productsOfStory)) {
      if (wanted.has(product.id)) found.set(product.id, product);
    }
    for (const story of sponsorable) {
      const id = story && sponsoredStoryIds.get(story.id);
      if (!story || !id) continue;
      found.set(id, {
        id,
        kind: ProductKind.SPONSORSHIP,
        title: `Sponsorship of ${story.title}`,
        imageUrl: story.thumbnailImage,
        priceCents: FIXED_PRICES_CENTS.sponsorship,
        storyId: story.id,
        available: story.isAvailable && !story.isSponsored,
        ...sponsorshipUnavailability(story),
      });
    }
    return found;
  }
}
