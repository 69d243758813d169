import http from "node:http";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { ShopClient } from "../../test-support/commerce.test-fixtures";

/*
 * What the Story Management suites share: the GraphQL documents, a complete story input, and files to upload.
 */

const ERROR_FIELDS = "... on ErrorResult { errorCode message } ... on InvalidDetailsError { fieldErrors { field message } }";

export const ADMIN_STORY_FIELDS = `story {
  id productId northAmericaProductId internationalProductId title city region type context shortDescription mediumDescription
  longDescription videoUrl priceCents isAvailable isFeatured isSponsored downloads dateAdded coverImage smallCoverImage thumbnailImage
  playersMin playersMax playersBest lengthMinutes length difficulty
} revenueCents hasKitFile`;

export const CREATE_STORY = `mutation Create($input: NewStoryInput!) {
  createStory(input: $input) { __typename ... on AdminStory { ${ADMIN_STORY_FIELDS} } ${ERROR_FIELDS} }
}`;

export const UPDATE_STORY = `mutation Update($id: ID!, $input: StoryInput!) {
  updateStory(id: $id, input: $input) { __typename ... on AdminStory { ${ADMIN_STORY_FIELDS} } ${ERROR_FIELDS} }
}`;

export const ADMIN_STORY = `query One($id: ID!) { adminStory(id: $id) { ${ADMIN_STORY_FIELDS} } }`;

export const ADMIN_STORIES = `query List($filter: AdminStoryFilter, $sort: AdminStorySort, $descending: Boolean, $limit: Int, $after: String) {
  adminStories(filter: $filter, sort: $sort, descending: $descending, limit: $limit, after: $after) {
    items { story { id title priceCents downloads dateAdded } revenueCents hasKitFile } total hasMore endCursor
  }
}`;

const UPLOAD_FIELDS = "__typename ... on StoryUploadLink { url method contentTypes maxBytes expiresAt } ... on ErrorResult { errorCode message }";
export const REQUEST_COVER_UPLOAD = `mutation Cover($storyId: ID!) { requestStoryCoverUpload(storyId: $storyId) { ${UPLOAD_FIELDS} } }`;
export const REQUEST_KIT_UPLOAD = `mutation Kit($storyId: ID!) { requestStoryKitUpload(storyId: $storyId) { ${UPLOAD_FIELDS} } }`;

export interface StoryData {
  id: string;
  productId: string;
  title: string;
  isAvailable: boolean;
  coverImage: string;
  smallCoverImage: string;
  thumbnailImage: string;
  [field: string]: unknown;
}

/** What the edit mutations answer: the story as saved, or an error result. */
export interface StoryEditData {
  __typename: string;
  story?: StoryData;
  revenueCents?: number;
  hasKitFile?: boolean;
  errorCode?: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
}

export interface UploadLinkData {
  __typename: string;
  url?: string;
  method?: string;
  contentTypes?: string[];
  maxBytes?: number;
  expiresAt?: string;
  errorCode?: string;
}

/** Every field of a plausible story, as GraphQL takes it. */
export function storyInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "The Pier Nine Affair",
    city: "Halifax",
    region: "CANADA",
    type: "MURDER",
    context: "LOW_TECH",
    shortDescription: "A chandler dies between two blasts of the foghorn.",
    mediumDescription: "Halifax, 1954: a waterfront chandler is killed between two blasts of the foghorn. Her ledger knows why.",
    longDescription: "The fog came in at dusk.\n\nBy midnight the chandler was dead.\n\nYour team has the file.",
    videoUrl: null,
    priceCents: 1295,
    isAvailable: false,
    isFeatured: false,
    playersMin: 2,
    playersMax: 6,
    playersBest: 4,
    lengthMinutes: 90,
    difficulty: "MEDIUM",
    ...overrides,
  };
}

async function edited(client: ShopClient, query: string, variables: Record<string, unknown>, field: "createStory" | "updateStory"): Promise<StoryEditData> {
  const response = await client.graphql<Record<typeof field, StoryEditData>>(query, variables);
  if (response.errors || !response.data) throw new Error(`${field} failed: ${JSON.stringify(response.errors)}`);
  return response.data[field];
}

export function createStory(client: ShopClient, id: string, overrides: Record<string, unknown> = {}): Promise<StoryEditData> {
  return edited(client, CREATE_STORY, { input: { id, story: storyInput(overrides) } }, "createStory");
}

export function updateStory(client: ShopClient, id: string, overrides: Record<string, unknown> = {}): Promise<StoryEditData> {
  return edited(client, UPDATE_STORY, { id, input: storyInput(overrides) }, "updateStory");
}

/** A signed upload link the admin asked for; throws when none was given. */
export async function uploadLink(client: ShopClient, kind: "cover" | "kit", storyId: string): Promise<UploadLinkData & { url: string }> {
  const query = kind === "cover" ? REQUEST_COVER_UPLOAD : REQUEST_KIT_UPLOAD;
  const field = kind === "cover" ? "requestStoryCoverUpload" : "requestStoryKitUpload";
  const response = await client.graphql<Record<string, UploadLinkData>>(query, { storyId });
  const link = response.data?.[field];
  if (!link?.url) throw new Error(`No ${kind} upload link: ${JSON.stringify(response)}`);
  return { ...link, url: link.url };
}

/** The field errors of an edit's answer, as a record. */
export function fieldErrorsOf(answer: StoryEditData): Record<string, string> {
  return Object.fromEntries((answer.fieldErrors ?? []).map(({ field, message }) => [field, message]));
}

export async function putFile(url: string, bytes: Uint8Array, contentType: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: "PUT", headers: { "content-type": contentType }, body: bytes });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * Starts a PUT that declares `declaredBytes` but sends only its first kilobyte, and returns the answer: a limit
 * checked against the declared length answers without waiting for the rest of the body.
 */
export function putDeclaringLength(url: string, contentType: string, declaredBytes: number): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "PUT", headers: { "content-type": contentType, "content-length": declaredBytes } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown> });
      });
    });
    // The server may close the connection once it has answered; that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? undefined : reject(error)));
    request.write(Buffer.alloc(1024, 0x20));
  });
}

/** A photo-like picture with camera metadata that must not survive the upload. */
export function coverImage(width = 1600, height = 1000, format: "png" | "jpeg" | "webp" = "png"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#1b2a41"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#e8b04b"/></svg>`;
  return sharp(Buffer.from(svg)).withMetadata({ exif: { IFD0: { Copyright: "Operator's Camera" } } }).toFormat(format).toBuffer();
}

/** A small kit PDF whose pages say whose kit they are. */
export async function kitPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 2; page++) doc.addPage([612, 792]).drawText(`${title}, page ${page}`, { x: 72, y: 600, size: 14, font });
  return Buffer.from(await doc.save());
}
