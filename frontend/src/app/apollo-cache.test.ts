import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from './apollo-cache';

const storiesQuery = gql`
  query Stories($filter: StoryFilter, $sort: StorySort!, $limit: Int!, $after: String) {
    stories(filter: $filter, sort: $sort, limit: $limit, after: $after) {
      items {
        id
        title
      }
      endCursor
    }
  }
`;

interface StoriesData {
  stories: {
    __typename: 'StoryPage';
    items: { __typename: 'Story'; id: string; title: string }[];
    endCursor: string | null;
  };
}

function page(ids: string[], endCursor: string | null): StoriesData {
  return {
    stories: {
      __typename: 'StoryPage',
      items: ids.map((id) => ({ __typename: 'Story', id, title: `Story ${id}` })),
      endCursor,
    },
  };
}

const murderView = { filter: { type: 'MURDER' }, sort: 'DOWNLOADS', limit: 2 };

describe('Query.stories cache policy', () => {
  it('appends a page fetched with a cursor to the same view', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: storiesQuery, variables: { ...murderView, after: null }, data: page(['1', '2'], 'c2') });
    cache.writeQuery({ query: storiesQuery, variables: { ...murderView, after: 'c2' }, data: page(['3'], null) });

    const result = cache.readQuery<StoriesData>({ query: storiesQuery, variables: { ...murderView, after: null } });
    expect(result?.stories.items.map((story) => story.id)).toEqual(['1', '2', '3']);
    expect(result?.stories.endCursor).toBeNull();
  });

  it('starts afresh when the first page is fetched again', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: storiesQuery, variables: { ...murderView, after: null }, data: page(['1', '2'], 'c2') });
    cache.writeQuery({ query: storiesQuery, variables: { ...murderView, after: 'c2' }, data: page(['3'], null) });
    cache.writeQuery({ query: storiesQuery, variables: { ...murderView, after: null }, data: page(['9'], 'c9') });

    const result = cache.readQuery<StoriesData>({ query: storiesQuery, variables: { ...murderView, after: null } });
    expect(result?.stories.items.map((story) => story.id)).toEqual(['9']);
  });

  it('keeps views with different filters or sort apart', () => {
    const cache = createApolloCache();
    const theftView = { ...murderView, filter: { type: 'THEFT' } };
    const latestView = { ...murderView, sort: 'DATE' };
    cache.writeQuery({ query: storiesQuery, variables: { ...murderView, after: null }, data: page(['1'], null) });
    cache.writeQuery({ query: storiesQuery, variables: { ...theftView, after: null }, data: page(['2'], null) });
    cache.writeQuery({ query: storiesQuery, variables: { ...latestView, after: null }, data: page(['3'], null) });

    const ids = (variables: object) =>
      cache.readQuery<StoriesData>({ query: storiesQuery, variables })?.stories.items.map((story) => story.id);
    expect(ids({ ...murderView, after: null })).toEqual(['1']);
    expect(ids({ ...theftView, after: null })).toEqual(['2']);
    expect(ids({ ...latestView, after: null })).toEqual(['3']);
  });
});

/** A mutation's answer as the cache keeps it: a union member read back through interface fragments. */
const profileUpdateQuery = gql`
  query ProfileUpdate {
    updateProfile {
      ... on Viewer {
        firstName
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

describe('result unions', () => {
  it('matches an error result through its ErrorResult interface, as the generated possible types say', () => {
    const cache = createApolloCache();
    const failure = { __typename: 'InvalidArgumentError', errorCode: 'INVALID_ARGUMENT', message: 'lastName must be at most 100 characters' };
    cache.writeQuery({ query: profileUpdateQuery, data: { updateProfile: failure } });

    const result = cache.readQuery<{ updateProfile: typeof failure }>({ query: profileUpdateQuery });
    expect(result?.updateProfile).toEqual(failure);
  });
});
