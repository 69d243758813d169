import type { MockedResponse } from '@apollo/client/testing';
import { CreditAccountDocument, type CreditAccountQuery } from '../features/credits/use-credit-account.generated';

type CreditAccount = CreditAccountQuery['myCredits'];
type ExpiryGroupFixture = CreditAccount['expirySchedule'][number] & { __typename: 'CreditExpiryGroup' };
type CreditAccountFixture = Omit<CreditAccount, 'expirySchedule'> & {
  __typename: 'CreditAccount';
  expirySchedule: ExpiryGroupFixture[];
};

export function expiryGroupFixture(year: number, month: number, credits: number): ExpiryGroupFixture {
  return { __typename: 'CreditExpiryGroup', year, month, credits };
}

type CreditAccountOverrides = Partial<Omit<CreditAccountFixture, '__typename'>>;

/** The server's answer to `myCredits` for the signed-in test user: no credits, 10 to a story, unless overridden. */
export function creditAccountMock(overrides: CreditAccountOverrides = {}): MockedResponse {
  const myCredits: CreditAccountFixture = {
    __typename: 'CreditAccount',
    balance: 0,
    creditsPerStory: 10,
    expirySchedule: [],
    ...overrides,
  };
  return { request: { query: CreditAccountDocument }, result: { data: { myCredits } } };
}

/** For every test that does not ask otherwise: no credits, as often as they are asked for. */
export function defaultCreditMocks(): MockedResponse[] {
  return [{ ...creditAccountMock(), maxUsageCount: Number.POSITIVE_INFINITY }];
}

/** `myCredits` that never arrives. */
export function creditAccountUnreachable(): MockedResponse {
  return { request: { query: CreditAccountDocument }, error: new Error('Network down') };
}
