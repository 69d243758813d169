import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdOperation } from '../../test/held-link';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { CUSTOMER_EMAIL_KEY } from '../cart/customer-email';
import { CUSTOM_CASE_DRAFT_KEY, readDraft } from './custom-case-draft';
import {
  addCustomCaseFailure,
  addCustomCaseSpy,
  addSuspect,
  cartWithCustomCase,
  expectedBrief,
  field,
  fill,
  fillBriefDetails,
  renderCustomCasePage,
  submitButton,
  suspectFieldset,
} from './custom-case.test-fixtures';

loadLazyModulesBeforeTests(() => import('./confirm-custom-case-dialog'), () => import('../cart/cart-dialog'));

afterEach(() => window.sessionStorage.clear());

type Page = ReturnType<typeof renderCustomCasePage>;

/** Fills the brief with two suspects, the first described in full when `detailed`, and opens the confirm dialog. */
async function confirmTwoSuspects({ user, clock }: Page, { detailed = false } = {}) {
  await fillBriefDetails(user);
  const ada = await addSuspect(user, 'Ada Grey', clock);
  if (detailed) await describeAda(user, ada);
  await addSuspect(user, 'Basil Hart', clock);
  await user.click(submitButton());
  return screen.findByRole('dialog', { name: 'Confirm Custom Case' });
}

async function describeAda(user: Page['user'], ada: HTMLElement) {
  await fill(user, field('Relationship', ada), 'Sister');
  await user.selectOptions(within(ada).getByRole('combobox', { name: 'Sex' }), 'F');
  await fill(user, field('Age', ada), '41');
  await fill(user, field('Eyes', ada), 'Green');
  await fill(user, field('Hair Color', ada), 'Auburn');
  await fill(user, field('Height', ada), '170 cm');
  await fill(user, field('Occupation', ada), 'Lighthouse keeper');
  await user.selectOptions(within(ada).getByRole('combobox', { name: 'Skin Tone' }), 'Light');
}

const twoSuspectsBrief = expectedBrief(['Ada Grey', 'Basil Hart']);

const detailedBrief = expectedBrief(['Ada Grey', 'Basil Hart'], {
  suspects: [
    {
      fullName: 'Ada Grey',
      age: '41',
      eyes: 'Green',
      height: '170 cm',
      occupation: 'Lighthouse keeper',
      relationship: 'Sister',
      hairColor: 'Auburn',
      sex: 'F',
      skinTone: 'LIGHT',
    },
    ...expectedBrief(['Basil Hart']).suspects,
  ],
});

describe('confirming a custom case', () => {
  it('reads the brief back: place, suspects one line each, delivery date and a warning', async () => {
    const dialog = within(await confirmTwoSuspects(renderCustomCasePage(), { detailed: true }));

    const facts = dialog.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['City', 'Halifax'],
      ['Location', 'The lighthouse'],
      ['Delivery date', 'By March 20, 2026'],
    ]);
    const suspects = dialog.getByRole('list', { name: '2 suspects' });
    expect(within(suspects).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      '1. Ada Grey — Relationship: Sister · Sex: F · Age: 41 · Eyes: Green · Hair: Auburn · Height: 170 cm · Occupation: Lighthouse keeper · Skin tone: Light',
      '2. Basil Hart',
    ]);
    expect(dialog.getByText('Check these details now: they cannot be changed after payment.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  it('goes back to the form on Cancel, with everything kept', async () => {
    const page = renderCustomCasePage();
    const dialog = await confirmTwoSuspects(page);

    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Full Name', suspectFieldset(2))).toHaveValue('Basil Hart');
    expect(readDraft()?.suspects).toHaveLength(2);
  });

  it('puts the case in the cart with its brief, forgets the draft and opens the cart', async () => {
    const add = addCustomCaseSpy(detailedBrief, cartWithCustomCase);
    const page = renderCustomCasePage({ mocks: [add.mock] });
    const dialog = await confirmTwoSuspects(page, { detailed: true });

    await page.user.dblClick(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('Custom Cold Case')).toBeInTheDocument();
    expect(add.calls()).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Confirm Custom Case' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CUSTOM_CASE_DRAFT_KEY)).toBeNull();
    expect(field('City')).toHaveValue('');
    expect(screen.queryAllByRole('group', { name: /^Suspect \d$/ })).toHaveLength(0);
  });

  it("remembers a visitor's brief email for the order confirmation, so the cart does not ask for it", async () => {
    const add = addCustomCaseSpy(twoSuspectsBrief, cartWithCustomCase);
    const page = renderCustomCasePage({ mocks: [add.mock] });
    const dialog = await confirmTwoSuspects(page);

    await page.user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CUSTOMER_EMAIL_KEY)).toBe('sam@example.test');
  });

  it('says Processing... while the shop works, keeps focus in the dialog and ignores more clicks', async () => {
    const add = addCustomCaseSpy(twoSuspectsBrief, cartWithCustomCase);
    const held = holdOperation('AddCustomCaseToCart');
    const page = renderCustomCasePage({ mocks: [add.mock], link: held.link });
    const dialog = within(await confirmTwoSuspects(page));

    await page.user.click(dialog.getByRole('button', { name: 'Add to Cart' }));

    const processing = dialog.getByRole('button', { name: 'Processing...' });
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    expect(processing).toHaveFocus();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await page.user.click(processing);
    await page.user.keyboard('{Enter}');
    await page.user.click(cancel);
    await page.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirm Custom Case' }).contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(held.waiting()).toBe(1));

    held.release();

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(add.calls()).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the dialog when the request fails, says so by the submit button, keeps the draft, and may be tried again', async () => {
    const add = addCustomCaseSpy(twoSuspectsBrief, cartWithCustomCase);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCustomCasePage({ mocks: [addCustomCaseFailure(twoSuspectsBrief), add.mock] });
    const dialog = within(await confirmTwoSuspects(page));

    await page.user.click(dialog.getByRole('button', { name: 'Add to Cart' }));

    // The alert shows once the dialog has closed and handed focus back.
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('There was an error submitting your request. Please try again.');
    expect(alert.nextElementSibling).toContainElement(submitButton());
    await waitFor(() => expect(submitButton()).toHaveFocus());
    expect(readDraft()?.suspects.map((suspect) => suspect.fullName)).toEqual(['Ada Grey', 'Basil Hart']);
    expect(field('Full Name', suspectFieldset(2))).toHaveValue('Basil Hart');
    expect(logged).toHaveBeenCalledWith('Adding a custom case to the cart failed', expect.anything());

    await page.user.click(submitButton());
    const again = within(await screen.findByRole('dialog', { name: 'Confirm Custom Case' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await page.user.click(again.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it("gives the shop's reason when it refuses the case", async () => {
    const refusal = { __typename: 'CartFullError', errorCode: 'CART_FULL', message: 'Your cart is full.' } as const;
    const page = renderCustomCasePage({ mocks: [addCustomCaseSpy(twoSuspectsBrief, refusal).mock] });
    const dialog = within(await confirmTwoSuspects(page));

    await page.user.click(dialog.getByRole('button', { name: 'Add to Cart' }));

    // The alert shows once the dialog has closed and handed focus back.
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('There was an error submitting your request. Please try again.');
    expect(alert).toHaveTextContent('Your cart is full.');
  });

  it('gives a fault with the brief as a whole by the submit button, as there is no field to mark', async () => {
    const refusal = {
      __typename: 'InvalidDetailsError',
      errorCode: 'INVALID_DETAILS',
      message: 'Some details are not valid.',
      fieldErrors: [{ __typename: 'FieldError', field: 'customCaseBrief', message: 'Describe the custom case you want.' }],
    } as const;
    const page = renderCustomCasePage({ mocks: [addCustomCaseSpy(twoSuspectsBrief, refusal).mock] });
    const dialog = within(await confirmTwoSuspects(page));

    await page.user.click(dialog.getByRole('button', { name: 'Add to Cart' }));

    // The alert shows once the dialog has closed and handed focus back.
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('There was an error submitting your request. Please try again.');
    expect(alert).toHaveTextContent('Describe the custom case you want.');
  });

  it("shows the shop's field errors beside their fields", async () => {
    const refusal = {
      __typename: 'InvalidDetailsError',
      errorCode: 'INVALID_DETAILS',
      message: 'Some details are not valid.',
      fieldErrors: [
        { __typename: 'FieldError', field: 'customCaseBrief.city', message: 'We do not write cases set there yet.' },
        { __typename: 'FieldError', field: 'customCaseBrief.suspects.1.fullName', message: 'Use a name, not a number.' },
      ],
    } as const;
    const page = renderCustomCasePage({ mocks: [addCustomCaseSpy(twoSuspectsBrief, refusal).mock] });
    const dialog = await confirmTwoSuspects(page);

    await page.user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some details were not accepted: they are marked below.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('City')).toHaveAccessibleDescription(expect.stringContaining('We do not write cases set there yet.'));
    const basil = field('Full Name', suspectFieldset(2));
    expect(basil).toHaveAccessibleDescription(expect.stringContaining('Use a name, not a number.'));
    await waitFor(() => expect(field('City')).toHaveFocus());

    await page.user.type(field('City'), 'x');
    expect(field('City')).toBeValid();
    expect(basil).toBeInvalid();
    expect(readDraft()?.city).toBe('Halifaxx');
  });
});
