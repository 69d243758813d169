import type { MockedResponse } from '@apollo/client/testing';
import { ViewerDocument, type ViewerQuery } from '../features/auth/use-viewer.generated';

type ViewerFixture = ViewerQuery['me'] & { __typename: 'Viewer' };

export function viewerFixture(overrides: Partial<ViewerFixture> = {}): ViewerFixture {
  return {
    __typename: 'Viewer',
    email: 'sam@example.test',
    firstName: 'Sam',
    lastName: 'Spade',
    isAdmin: false,
    credits: 0,
    ...overrides,
  };
}

/** The server's answer to `me` for the signed-in test user. */
export function viewerMock(overrides: Partial<ViewerFixture> = {}): MockedResponse {
  return { request: { query: ViewerDocument }, result: { data: { me: viewerFixture(overrides) } } };
}
