import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { pdfText } from "../../test-support/pdf-text";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { StoryContext, StoryType } from "../stories";
import { houseCoverArtwork } from "../stories/house-cover";
import {
  ADMIN_STORY,
  coverImage,
  createStory,
  fieldErrorsOf,
  kitPdf,
  putFile,
  type StoryData,
  type StoryEditData,
  updateStory,
  uploadLink,
} from "./admin-stories.test-fixtures";

const BUYER: TestUser = { sub: "user|buyer", email: "buyer@example.test" };

describe.each(testDatabaseKinds())("Story Management's round trip on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("m", 2) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function image(path: string): Promise<{ status: number; type: string | null; meta: sharp.Metadata }> {
    const response = await fetch(`${shop.gateway.baseUrl}${path}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get("content-type"), meta: await sharp(bytes).metadata() };
  }

  async function anonymousStory(id: string): Promise<{ title?: string; isAvailable?: boolean; coverImage?: string; cache: string | null } | null> {
    const response = await fetch(`${shop.gateway.baseUrl}/api-coldcase/stories/${id}`);
    if (response.status === 404) return null;
    const body = (await response.json()) as { title: string; is_available: boolean; cover_image: string };
    return { title: body.title, isAvailable: body.is_available, coverImage: body.cover_image, cache: response.headers.get("x-cache") };
  }

  async function adminStory(id: string): Promise<StoryData> {
    const story = (await shop.admin().graphql<{ adminStory: { story: StoryData } | null }>(ADMIN_STORY, { id })).data?.adminStory?.story;
    if (!story) throw new Error(`No story ${id}`);
    return story;
  }

  function savedStory(answer: StoryEditData): StoryData {
    if (answer.__typename !== "AdminStory" || !answer.story) throw new Error(`Not saved: ${JSON.stringify(answer)}`);
    return answer.story;
  }

  it("adds a story Coming Soon with a house cover, seen by anonymous readers at once", async () => {
    const visitor = shop.visitor();
    const listedBefore = await visitor.graphql<{ stories: { total: number } }>("{ stories { total } }");
    expect(await anonymousStory("the-pier-nine-affair")).toBeNull();

    const created = await createStory(shop.admin(), "the-pier-nine-affair");
    expect(created).toMatchObject({
      __typename: "AdminStory",
      revenueCents: 0,
      hasKitFile: false,
      story: {
        id: "the-pier-nine-affair",
        productId: "kit-the-pier-nine-affair",
        northAmericaProductId: "print-na-the-pier-nine-affair",
        internationalProductId: "print-intl-the-pier-nine-affair",
        title: "The Pier Nine Affair",
        region: "CANADA",
        type: "MURDER",
        priceCents: 1295,
        isAvailable: false,
        isSponsored: false,
        downloads: 0,
        playersMin: 2,
        playersMax: 6,
        playersBest: 4,
        lengthMinutes: 90,
        length: "MEDIUM",
        difficulty: "MEDIUM",
      },
    });
    const story = savedStory(created);
    expect(story.coverImage).toMatch(/^\/images\/stories\/covers\/the-pier-nine-affair-house-[0-9a-f]{12}\.webp$/);
    expect(await image(story.coverImage)).toMatchObject({ status: 200, type: "image/webp", meta: { width: 1200, height: 800 } });
    expect(await image(story.thumbnailImage)).toMatchObject({ status: 200, type: "image/webp", meta: { width: 640, height: 480 } });

    expect((await visitor.graphql<{ stories: { total: number } }>("{ stories { total } }")).data?.stories.total).toBe((listedBefore.data?.stories.total ?? 0) + 1);
    expect(await anonymousStory("the-pier-nine-affair")).toMatchObject({ title: "The Pier Nine Affair", isAvailable: false });
    const players = await visitor.graphql<{ stories: { items: { id: string }[] } }>('{ stories(filter: { players: 5, length: MEDIUM, difficulty: MEDIUM, search: "chandler" }) { items { id } } }');
    expect(players.data?.stories.items).toEqual([{ id: "the-pier-nine-affair" }]);
  });

  it("refuses to put the story on sale before its kit is uploaded", async () => {
    const answer = await updateStory(shop.admin(), "the-pier-nine-affair", { isAvailable: true });
    expect(answer).toMatchObject({ __typename: "InvalidDetailsError", errorCode: "INVALID_DETAILS" });
    expect(fieldErrorsOf(answer)).toEqual({ isAvailable: "Upload the kit PDF before making the story available; until then it stays Coming Soon." });
  });

  it("answers every faulty field of a new story with its own message, and saves nothing", async () => {
    const answer = await createStory(shop.admin(), "Bad Id", { title: " ", playersMin: 5, playersMax: 3, priceCents: 100_001, videoUrl: "http://video.example/x", lengthMinutes: 5 });
    expect(answer).toMatchObject({ __typename: "InvalidDetailsError", errorCode: "INVALID_DETAILS" });
    expect(fieldErrorsOf(answer)).toEqual({
      id: "The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger.",
      title: "Enter the title.",
      videoUrl: "Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…",
      priceCents: "Price must be a whole number of cents from 0 to 100000 ($1,000.00).",
      playersMax: "The most players (3) must be at least the fewest (5).",
      lengthMinutes: "Length in minutes must be a whole number from 15 to 600.",
    });
    expect(answer.fieldErrors?.map((error) => error.field)).toEqual(["id", "title", "videoUrl", "priceCents", "playersMax", "lengthMinutes"]);
  });

  it("refuses an id already taken, by a story or by the product ids it would make", async () => {
    expect(fieldErrorsOf(await createStory(shop.admin(), "the-pier-nine-affair"))).toEqual({ id: 'A story with the id "the-pier-nine-affair" already exists.' });
    expect(fieldErrorsOf(await createStory(shop.admin(), "m01"))).toEqual({ id: 'A story with the id "m01" already exists.' });
    expect(fieldErrorsOf(await createStory(shop.admin(), "new"))).toEqual({ id: "\"new\" names a page of Story Management and cannot be a story's id." });
  });

  it("answers NotFoundError for a story that does not exist", async () => {
    expect(await updateStory(shop.admin(), "no-such-story")).toMatchObject({ __typename: "NotFoundError", errorCode: "NOT_FOUND" });
    const link = await shop.admin().graphql<{ requestStoryCoverUpload: { __typename: string } }>('mutation { requestStoryCoverUpload(storyId: "no-such-story") { __typename } }');
    expect(link.data?.requestStoryCoverUpload.__typename).toBe("NotFoundError");
    expect((await shop.admin().graphql<{ adminStory: null }>(ADMIN_STORY, { id: "no-such-story" })).data).toEqual({ adminStory: null });
  });

  it("redraws a house cover whose title changes, and the anonymous catalogue shows the change at once", async () => {
    const before = await anonymousStory("the-pier-nine-affair");
    expect((await anonymousStory("the-pier-nine-affair"))?.cache).toBe("HIT");
    const renamed = savedStory(await updateStory(shop.admin(), "the-pier-nine-affair", { title: "The Pier Nine Inquest" }));
    expect(renamed.title).toBe("The Pier Nine Inquest");
    expect(renamed.coverImage).toMatch(/\/the-pier-nine-affair-house-[0-9a-f]{12}\.webp$/);
    expect(renamed.coverImage).not.toBe(before?.coverImage);
    expect(await anonymousStory("the-pier-nine-affair")).toMatchObject({ title: "The Pier Nine Inquest", coverImage: renamed.coverImage });
  });

  it("takes an uploaded cover, re-encoded into the cover, its phone size and a 4:3 thumbnail without its metadata", async () => {
    const admin = shop.admin();
    const link = await uploadLink(admin, "cover", "the-pier-nine-affair");
    expect(link).toMatchObject({ __typename: "StoryUploadLink", method: "PUT", contentTypes: ["image/jpeg", "image/png", "image/webp"], maxBytes: 8 * 1024 * 1024 });
    expect(Date.parse(link.expiresAt ?? "") - Date.now()).toBeGreaterThan(14 * 60 * 1000);

    const uploaded = await putFile(link.url, await coverImage(2000, 1500, "jpeg"), "image/jpeg");
    expect(uploaded.status).toBe(200);
    const story = await adminStory("the-pier-nine-affair");
    expect(uploaded.body).toEqual({ _id: "the-pier-nine-affair", cover_image: story.coverImage, small_cover_image: story.smallCoverImage, thumbnail_image: story.thumbnailImage });
    expect(story.coverImage).toMatch(/^\/images\/stories\/covers\/the-pier-nine-affair-[0-9a-f]{12}\.webp$/);

    const [cover, smallCover, thumbnail] = [await image(story.coverImage), await image(story.smallCoverImage), await image(story.thumbnailImage)];
    expect(cover).toMatchObject({ status: 200, type: "image/webp", meta: { format: "webp", width: 1200, height: 800 } });
    expect(smallCover).toMatchObject({ status: 200, type: "image/webp", meta: { format: "webp", width: 720, height: 480 } });
    expect(smallCover.meta.exif).toBeUndefined();
    expect(thumbnail).toMatchObject({ status: 200, type: "image/webp", meta: { format: "webp", width: 640, height: 480 } });
    expect(thumbnail.meta.width / thumbnail.meta.height).toBe(4 / 3);
    expect(cover.meta.exif).toBeUndefined();
    expect((await anonymousStory("the-pier-nine-affair"))?.coverImage).toBe(story.coverImage);

    // An uploaded cover is the operator's own: a new title leaves it as it is.
    const renamed = savedStory(await updateStory(admin, "the-pier-nine-affair", { title: "The Pier Nine Affair" }));
    expect(renamed.coverImage).toBe(story.coverImage);
  });

  it("takes the kit PDF, puts the story on sale, and a buyer downloads the kit stamped for them", async () => {
    const admin = shop.admin();
    const link = await uploadLink(admin, "kit", "the-pier-nine-affair");
    expect(link).toMatchObject({ contentTypes: ["application/pdf"], maxBytes: 50 * 1024 * 1024 });
    expect(await putFile(link.url, await kitPdf("The Pier Nine kit"), "application/pdf")).toEqual({ status: 200, body: { _id: "the-pier-nine-affair", has_kit_file: true } });

    const onSale = await updateStory(admin, "the-pier-nine-affair", { isAvailable: true, isFeatured: true });
    expect(onSale).toMatchObject({ __typename: "AdminStory", hasKitFile: true, story: { isAvailable: true } });
    expect(await anonymousStory("the-pier-nine-affair")).toMatchObject({ isAvailable: true });

    const buyer = shop.as(BUYER);
    await buy(shop, buyer, ["kit-the-pier-nine-affair"]);
    const [entry] = (await buyer.myLibrary()).filter((item) => item.story.id === "the-pier-nine-affair");
    if (!entry) throw new Error("The kit is not in the buyer's library");
    const download = await buyer.requestDownload(entry.id);
    if (download.__typename !== "DownloadLink" || !download.url) throw new Error(`No download: ${JSON.stringify(download)}`);
    const response = await fetch(download.url);
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("The Pier Nine kit, page 1");
    expect(text).toContain("The Pier Nine kit, page 2");

    const sold = (await admin.graphql<{ adminStory: { revenueCents: number; story: { downloads: number } } }>(ADMIN_STORY, { id: "the-pier-nine-affair" })).data?.adminStory;
    expect(sold).toMatchObject({ revenueCents: 1295, story: { downloads: 1 } });
  });

  it("moves the story between filters as its facets change", async () => {
    const visitor = shop.visitor();
    const found = async (filter: string) =>
      (await visitor.graphql<{ stories: { items: { id: string }[] } }>(`{ stories(filter: { ${filter} }, limit: 100) { items { id } } }`)).data?.stories.items.map((item) => item.id) ?? [];
    expect(await found("players: 8")).not.toContain("the-pier-nine-affair");
    await updateStory(shop.admin(), "the-pier-nine-affair", { isAvailable: true, playersMin: 3, playersMax: 8, playersBest: 5, lengthMinutes: 150, difficulty: "HARD" });
    expect(await found("players: 8")).toContain("the-pier-nine-affair");
    expect(await found("players: 2")).not.toContain("the-pier-nine-affair");
    expect(await found("length: LONG, difficulty: HARD")).toEqual(["the-pier-nine-affair"]);
  });

  it("redraws a house cover from the story as saved, its new blurb choosing the scene as it would for a new story", async () => {
    const id = "the-quiet-file";
    await createStory(shop.admin(), id, { title: "The Quiet File", shortDescription: "Nobody saw anything." });
    const changes = { title: "The Quiet Reckoning", shortDescription: "A keeper falls from the lighthouse lamp room.", context: "HIGH_TECH" };
    const renamed = savedStory(await updateStory(shop.admin(), id, changes));

    const expected = await houseCoverArtwork({ id, title: changes.title, city: "Halifax", type: StoryType.MURDER, context: StoryContext.HIGH_TECH, shortDescription: changes.shortDescription });
    const hash = createHash("sha256").update(expected.cover).digest("hex").slice(0, 12);
    expect(renamed.coverImage).toMatch(new RegExp(`/${id}-house-${hash}\\.webp$`));
  });
});
