import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import { MyCustomCasesDocument, type MyCustomCaseFieldsFragment } from './custom-cases-section.generated';
import {
  RequestCustomCaseDownloadDocument,
  type RequestCustomCaseDownloadMutation,
} from './request-custom-case-download.generated';

type CustomCaseFixture = Omit<MyCustomCaseFieldsFragment, 'brief'> & {
  __typename: 'CustomCase';
  brief: Omit<MyCustomCaseFieldsFragment['brief'], 'suspects'> & {
    __typename: 'CustomCaseBrief';
    suspects: { __typename: 'Suspect'; fullName: string }[];
  };
};

export function myCustomCaseFixture(overrides: Partial<CustomCaseFixture> = {}): CustomCaseFixture {
  return {
    __typename: 'CustomCase',
    id: '7',
    orderId: '31',
    orderNumber: 'CCK-1031',
    status: 'BRIEF_RECEIVED',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    orderedAt: '2026-03-01T12:00:00.000Z',
    deliveredAt: null,
    brief: {
      __typename: 'CustomCaseBrief',
      city: 'Halifax',
      location: 'The lighthouse',
      dateRequired: '2026-03-20',
      suspects: [
        { __typename: 'Suspect', fullName: 'Ada Grey' },
        { __typename: 'Suspect', fullName: 'Basil Hart' },
      ],
    },
    ...overrides,
  };
}

export function myCustomCasesMock(customCases: readonly CustomCaseFixture[] = []): MockedResponse {
  return { request: { query: MyCustomCasesDocument }, result: { data: { myCustomCases: customCases } } };
}

type DownloadAnswer = RequestCustomCaseDownloadMutation['requestCustomCaseDownload'];

export function customCaseDownloadMock(customCaseId: string, answer: DownloadAnswer) {
  const result = vi.fn(() => ({ data: { requestCustomCaseDownload: answer } }));
  const mock: MockedResponse = {
    request: { query: RequestCustomCaseDownloadDocument, variables: { customCaseId } },
    result,
  };
  return { mock, result };
}
