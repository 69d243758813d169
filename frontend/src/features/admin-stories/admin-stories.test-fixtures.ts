import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { AdminStoryFilter, AdminStorySort, StoryInput } from '../../graphql/types.generated';
import { AdminStoriesDocument, type AdminStoryRowFieldsFragment } from './admin-stories.page.generated';
import { AdminStoryEditorDocument, type AdminStoryEditorFieldsFragment } from './admin-story-editor.page.generated';
import { CreateStoryDocument, UpdateStoryDocument } from './save-story.generated';
import { RequestStoryCoverUploadDocument, RequestStoryKitUploadDocument } from './story-uploads.generated';
import { adminStoriesPageSize } from './use-admin-stories';

type Typed<T, Name extends string> = T & { __typename: Name };

export type AdminStoryRowFixture = Typed<Omit<AdminStoryRowFieldsFragment, 'story'>, 'AdminStory'> & {
  story: Typed<AdminStoryRowFieldsFragment['story'], 'Story'>;
};

export function adminStoryRowFixture(
  story: Partial<AdminStoryRowFieldsFragment['story']> = {},
  sales: Partial<Omit<AdminStoryRowFieldsFragment, 'story'>> = {},
): AdminStoryRowFixture {
  return {
    __typename: 'AdminStory',
    revenueCents: 1844830,
    hasKitFile: true,
    ...sales,
    story: {
      __typename: 'Story',
      id: 'the-salt-marsh-ledger',
      title: 'The Salt Marsh Ledger',
      city: 'Halifax',
      region: 'CANADA',
      type: 'MURDER',
      thumbnailImage: '/images/stories/thumbnails/salt-marsh.jpg',
      priceCents: 1495,
      downloads: 1234,
      // Midday UTC is the same calendar day in every time zone the tests may run in.
      dateAdded: '2024-03-05T12:00:00.000Z',
      isAvailable: true,
      isFeatured: false,
      isSponsored: false,
      ...story,
    },
  };
}

interface ListRequest {
  filter?: AdminStoryFilter;
  sort?: AdminStorySort;
  descending?: boolean;
  after?: string;
}

interface ListAnswer {
  total?: number;
  endCursor?: string | null;
}

export function adminStoriesMock(
  items: readonly AdminStoryRowFixture[],
  { filter = {}, sort = 'DATE_ADDED', descending = true, after }: ListRequest = {},
  { total = items.length, endCursor = null }: ListAnswer = {},
): MockedResponse {
  return {
    request: {
      query: AdminStoriesDocument,
      variables: { filter, sort, descending, limit: adminStoriesPageSize, ...(after ? { after } : {}) },
    },
    result: {
      data: { adminStories: { __typename: 'AdminStoryPage', items, total, hasMore: endCursor !== null, endCursor } },
    },
  };
}

type EditorStory = AdminStoryEditorFieldsFragment['story'];

export type AdminStoryEditorFixture = Typed<Omit<AdminStoryEditorFieldsFragment, 'story'>, 'AdminStory'> & {
  story: Typed<EditorStory, 'Story'>;
};

export function adminStoryEditorFixture(
  story: Partial<EditorStory> = {},
  sales: Partial<Omit<AdminStoryEditorFieldsFragment, 'story'>> = {},
): AdminStoryEditorFixture {
  return {
    __typename: 'AdminStory',
    hasKitFile: true,
    revenueCents: 1844830,
    ...sales,
    story: {
      __typename: 'Story',
      id: 'the-salt-marsh-ledger',
      title: 'The Salt Marsh Ledger',
      city: 'Halifax',
      region: 'CANADA',
      type: 'MURDER',
      context: 'LOW_TECH',
      shortDescription: 'A harbour clerk vanishes with the only copy of the ledger.',
      mediumDescription: 'A harbour clerk vanishes in 1962, and with him the only copy of the ledger.',
      longDescription: 'The tide took the boat.\n\nThe ledger stayed dry.',
      videoUrl: null,
      priceCents: 1495,
      isAvailable: true,
      isFeatured: false,
      playersMin: 2,
      playersMax: 6,
      playersBest: 4,
      lengthMinutes: 90,
      difficulty: 'MEDIUM',
      coverImage: '/images/stories/covers/salt-marsh.jpg',
      thumbnailImage: '/images/stories/thumbnails/salt-marsh.jpg',
      ...story,
    },
  };
}

/** What StoryInput carries for a story read back from the editor fixture. */
export function storyInputOfFixture({ story }: AdminStoryEditorFixture): StoryInput {
  const { __typename: _type, id: _id, coverImage: _cover, thumbnailImage: _thumbnail, ...input } = story;
  return input;
}

export function adminStoryEditorMock(answer: AdminStoryEditorFixture | null, id = 'the-salt-marsh-ledger'): MockedResponse {
  return { request: { query: AdminStoryEditorDocument, variables: { id } }, result: { data: { adminStory: answer } } };
}

/** One mocked answer to an operation, counted. */
function spy(query: MockedResponse['request']['query'], variables: Record<string, unknown>, field: string, answer: unknown) {
  const result = vi.fn(() => ({ data: { [field]: answer } }));
  const mock: MockedResponse = { request: { query, variables }, result };
  return { mock, calls: () => result.mock.calls.length };
}

export const createStorySpy = (id: string, story: StoryInput, answer: unknown) =>
  spy(CreateStoryDocument, { input: { id, story } }, 'createStory', answer);
export const updateStorySpy = (id: string, input: StoryInput, answer: unknown) =>
  spy(UpdateStoryDocument, { id, input }, 'updateStory', answer);
export const coverUploadLinkSpy = (storyId: string, answer: unknown) =>
  spy(RequestStoryCoverUploadDocument, { storyId }, 'requestStoryCoverUpload', answer);
export const kitUploadLinkSpy = (storyId: string, answer: unknown) =>
  spy(RequestStoryKitUploadDocument, { storyId }, 'requestStoryKitUpload', answer);

export function uploadLinkFixture(url: string, contentTypes: readonly string[], maxBytes: number) {
  return { __typename: 'StoryUploadLink', url, contentTypes, maxBytes };
}

/** A file as a browser hands it over; `size` pretends it is that large without making the bytes. */
export function fileFixture(name: string, type: string, size?: number): File {
  const file = new File(['bytes of the file'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
