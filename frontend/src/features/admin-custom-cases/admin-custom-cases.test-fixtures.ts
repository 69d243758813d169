import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { CustomCaseStatus } from '../../graphql/types.generated';
import { AdminCustomCasesDocument, type AdminCustomCaseFieldsFragment } from './admin-custom-cases.page.generated';
import {
  DeliverCustomCaseDocument,
  RequestCustomCaseDossierDocument,
  RequestCustomCaseUploadDocument,
  StartWritingCustomCaseDocument,
} from './custom-case-production.generated';
import { customCasesPageSize } from './use-custom-case-queue';

type Suspect = AdminCustomCaseFieldsFragment['brief']['suspects'][number];
type AdminCustomCaseFixture = Omit<AdminCustomCaseFieldsFragment, 'brief'> & {
  __typename: 'CustomCase';
  brief: Omit<AdminCustomCaseFieldsFragment['brief'], 'suspects'> & {
    __typename: 'CustomCaseBrief';
    suspects: (Suspect & { __typename: 'Suspect' })[];
  };
};

export function suspectFixture(overrides: Partial<Suspect> = {}): Suspect & { __typename: 'Suspect' } {
  return {
    __typename: 'Suspect',
    fullName: 'Ada Grey',
    age: null,
    eyes: null,
    height: null,
    occupation: null,
    relationship: null,
    hairColor: null,
    sex: null,
    skinTone: null,
    ...overrides,
  };
}

export function adminCustomCaseFixture(overrides: Partial<AdminCustomCaseFixture> = {}): AdminCustomCaseFixture {
  return {
    __typename: 'CustomCase',
    id: '7',
    orderId: '31',
    orderNumber: 'CCK-1031',
    status: 'BRIEF_RECEIVED',
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    orderedAt: '2026-03-01T12:00:00.000Z',
    deliveredAt: null,
    hasCaseFile: false,
    brief: {
      __typename: 'CustomCaseBrief',
      email: 'sam@example.test',
      dateRequired: '2026-03-20',
      source: 'YOUTUBE',
      city: 'Halifax',
      location: 'The lighthouse',
      suspects: [
        suspectFixture({
          age: '41',
          eyes: 'Green',
          height: '170 cm',
          occupation: 'Lighthouse keeper',
          relationship: 'Sister',
          hairColor: 'Auburn',
          sex: 'F',
          skinTone: 'LIGHT',
        }),
        suspectFixture({ fullName: 'Basil Hart' }),
      ],
    },
    ...overrides,
  };
}

interface QueueRequest {
  status?: CustomCaseStatus | null;
  after?: string;
}

export function customCasesMock(
  items: readonly AdminCustomCaseFixture[],
  { status = null, after }: QueueRequest = {},
  nextCursor: string | null = null,
): MockedResponse {
  return {
    request: {
      query: AdminCustomCasesDocument,
      variables: { status, limit: customCasesPageSize, ...(after ? { after } : {}) },
    },
    result: { data: { customCases: { __typename: 'CustomCasePage', items, nextCursor } } },
  };
}

/** An answer to one of the production mutations on case `customCaseId`, counted. */
function productionSpy(query: MockedResponse['request']['query'], field: string, customCaseId: string, answer: unknown) {
  const result = vi.fn(() => ({ data: { [field]: answer } }));
  const mock: MockedResponse = { request: { query, variables: { customCaseId } }, result };
  return { mock, calls: () => result.mock.calls.length };
}

export const startWritingSpy = (customCaseId: string, answer: unknown) =>
  productionSpy(StartWritingCustomCaseDocument, 'startWritingCustomCase', customCaseId, answer);
export const deliverSpy = (customCaseId: string, answer: unknown) =>
  productionSpy(DeliverCustomCaseDocument, 'deliverCustomCase', customCaseId, answer);
export const dossierSpy = (customCaseId: string, answer: unknown) =>
  productionSpy(RequestCustomCaseDossierDocument, 'requestCustomCaseDossier', customCaseId, answer);
export const uploadLinkSpy = (customCaseId: string, answer: unknown) =>
  productionSpy(RequestCustomCaseUploadDocument, 'requestCustomCaseUpload', customCaseId, answer);

/** A PDF file as a browser hands it over; `size` pretends it is that large without making the bytes. */
export function pdfFile(name = 'case.pdf', { type = 'application/pdf', size }: { type?: string; size?: number } = {}): File {
  const file = new File(['%PDF-1.7 the finished case'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
