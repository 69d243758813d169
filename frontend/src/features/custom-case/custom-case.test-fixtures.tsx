import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import type { Auth0ContextInterface } from '@auth0/auth0-react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { Analytics } from '../analytics/analytics-events';
import { cartFixture, cartLineFixture, type CartFixture } from '../cart/cart-test-fixtures';
import { testClock, type TestClock } from './brief.test-fixtures';
import { CustomCasePage } from './custom-case.page';
import { CUSTOM_CASE_PRODUCT_ID } from './use-add-custom-case';
import {
  AddCustomCaseToCartDocument,
  type AddCustomCaseToCartMutation,
  type CustomCaseBriefInput,
} from './use-add-custom-case.generated';

type Refusal = Exclude<AddCustomCaseToCartMutation['addToCart'], { __typename: 'Cart' | 'InvalidDetailsError' }>;
interface FieldRefusal {
  __typename: 'InvalidDetailsError';
  errorCode: 'INVALID_DETAILS';
  message: string;
  fieldErrors: readonly { __typename: 'FieldError'; field: string; message: string }[];
}
type Answer = CartFixture | Refusal | FieldRefusal;

interface PageOptions {
  mocks?: readonly MockedResponse[];
  auth0?: Auth0ContextInterface;
  clock?: TestClock;
  /** In front of the mocked shop, e.g. to hold an answer back until the test releases it. */
  link?: ApolloLink;
  /** Where the page's events go, e.g. `recordingAnalytics()`. */
  analytics?: Analytics;
}

/** The Mystery Creator at /custom, on the test clock. */
export function renderCustomCasePage({ mocks = [], auth0, clock = testClock(), link, analytics }: PageOptions = {}) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = renderWithProviders(<CustomCasePage clock={clock} />, {
    route: '/custom',
    mocks,
    ...(auth0 ? { auth0 } : {}),
    ...(link ? { link } : {}),
    analytics,
  });
  return { user, clock, view };
}

/** The cart after the custom case went in. */
export const cartWithCustomCase = cartFixture(
  [
    cartLineFixture({
      productId: CUSTOM_CASE_PRODUCT_ID,
      kind: 'CUSTOM_CASE',
      title: 'Custom Cold Case',
      imageUrl: null,
      storyId: null,
      priceCents: 3995,
    }),
  ],
  'sam@example.test',
);

function addCustomCaseRequest(brief: CustomCaseBriefInput) {
  return { query: AddCustomCaseToCartDocument, variables: { productId: CUSTOM_CASE_PRODUCT_ID, brief } };
}

/** The shop's answer to putting `brief` in the cart, counted; it would answer twice, so a second request would show. */
export function addCustomCaseSpy(brief: CustomCaseBriefInput, answer: Answer) {
  const result = vi.fn(() => ({ data: { addToCart: answer } }));
  const mock: MockedResponse = { request: addCustomCaseRequest(brief), result, maxUsageCount: 2 };
  return { mock, calls: () => result.mock.calls.length };
}

/** The request for `brief` fails on its way: the shop never answers. */
export function addCustomCaseFailure(brief: CustomCaseBriefInput): MockedResponse {
  return { request: addCustomCaseRequest(brief), error: new Error('Network down') };
}

export function field(name: string | RegExp, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByRole<HTMLInputElement>('textbox', { name });
}

export function dateRequiredField() {
  return screen.getByLabelText(/Date Required/);
}

export function sourceField() {
  return screen.getByRole('combobox', { name: 'Where did you hear about us?' });
}

export function setDateRequired(value: string) {
  fireEvent.change(dateRequiredField(), { target: { value } });
}

export function suspectFieldset(number: number) {
  return screen.getByRole('group', { name: `Suspect ${number}` });
}

export function submitButton() {
  return screen.getByRole('button', { name: 'Confirm My Mystery Preferences' });
}

export function addSuspectButton() {
  return screen.getByRole('button', { name: 'Add Suspect' });
}

type User = ReturnType<typeof userEvent.setup>;

/** Puts `value` in a text field at once, as pasting does: typing long values key by key is slow. */
export async function fill(user: User, input: HTMLInputElement, value: string) {
  if (input.value !== '') await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** Fills the brief's own fields; suspects are added separately. */
export async function fillBriefDetails(user: User, details: { email?: string; city?: string; location?: string } = {}) {
  const { email = 'sam@example.test', city = 'Halifax', location = 'The lighthouse' } = details;
  await fill(user, field('Email'), email);
  setDateRequired('2026-03-20');
  await user.selectOptions(sourceField(), 'YouTube');
  await fill(user, field('City'), city);
  if (location) await fill(user, field('Location'), location);
}

export async function addSuspect(user: User, fullName: string, clock: TestClock) {
  await user.click(addSuspectButton());
  clock.runDelayed();
  const fieldsets = screen.getAllByRole('group', { name: /^Suspect \d$/ });
  const added = fieldsets[fieldsets.length - 1] as HTMLElement;
  await fill(user, field('Full Name', added), fullName);
  return added;
}

/** The brief the shop receives for `fillBriefDetails` with its defaults and suspects named `names`. */
export function expectedBrief(names: readonly string[], overrides: Partial<CustomCaseBriefInput> = {}): CustomCaseBriefInput {
  return {
    email: 'sam@example.test',
    dateRequired: '2026-03-20',
    source: 'YOUTUBE',
    city: 'Halifax',
    location: 'The lighthouse',
    suspects: names.map((fullName) => ({
      fullName,
      age: null,
      eyes: null,
      height: null,
      occupation: null,
      relationship: null,
      hairColor: null,
      sex: null,
      skinTone: null,
    })),
    ...overrides,
  };
}
