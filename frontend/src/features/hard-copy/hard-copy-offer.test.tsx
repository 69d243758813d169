import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { holdOperation } from '../../test/held-link';
import { invalidDetailsFixture } from '../../test/invalid-details-fixtures';
import { loadLazyModulesBeforeTests } from '../../test/load-lazy-modules';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import type { Analytics } from '../analytics/analytics-events';
import { recordingAnalytics } from '../analytics/analytics.test-fixtures';
import { useViewer } from '../auth/use-viewer';
import { cartFixture, cartMock } from '../cart/cart-test-fixtures';
import { CUSTOMER_EMAIL_KEY } from '../cart/customer-email';
import { HardCopyOffer } from './hard-copy-offer';
import { addHardCopySpy, cartWithHardCopy, hardCopyStory, torontoAddress } from './hard-copy.test-fixtures';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';

loadLazyModulesBeforeTests(() => import('./hard-copy-dialog'));

const naProductId = hardCopyStory.northAmericaProductId;
const intlProductId = hardCopyStory.internationalProductId;
const addedToToronto = cartWithHardCopy(naProductId, 'Ships to Ada Lovelace, Toronto, Canada');

type Dialog = ReturnType<typeof within>;

interface Options {
  story?: HardCopyStoryFieldsFragment;
  mocks?: readonly MockedResponse[];
  link?: ApolloLink;
  analytics?: Analytics;
}

function renderOffer({ story = hardCopyStory, mocks = [], link, analytics }: Options = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Notifications />
      <HardCopyOffer story={story} />
    </>,
    { mocks, ...(link ? { link } : {}), analytics },
  );
  return user;
}

function ProfileLoaded() {
  return useViewer().status === 'ready' ? <output>Profile loaded</output> : null;
}

async function openDialog(user: UserEvent): Promise<Dialog> {
  await user.click(screen.getByRole('button', { name: 'Order a Hard Copy' }));
  return within(await screen.findByRole('dialog', { name: 'Order a Hard Copy' }));
}

const optionButton = (dialog: Dialog, option: 'North America' | 'International') =>
  dialog.getByRole('button', { name: new RegExp(`^${option}`) });

const textField = (dialog: Dialog, label: string) => dialog.getByRole('textbox', { name: label });

async function type(user: UserEvent, dialog: Dialog, label: string, value: string) {
  const input = textField(dialog, label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

/** Types the Toronto address, all but the country (a select or a text field, by option). */
async function typeTorontoAddress(user: UserEvent, dialog: Dialog) {
  await type(user, dialog, 'Full Name', torontoAddress.fullName);
  await type(user, dialog, 'Email', torontoAddress.email);
  await type(user, dialog, 'Street Address', torontoAddress.street);
  await type(user, dialog, 'City', torontoAddress.city);
  await type(user, dialog, 'State/Province', torontoAddress.state);
  await type(user, dialog, 'ZIP/Postal Code', torontoAddress.postalCode);
}

const submitButton = (dialog: Dialog) => dialog.getByRole('button', { name: /Add Hard Copy to Cart|Processing\.\.\./ });

describe('ordering a hard copy', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it('opens on the two shipping options, each with its price and where it ships', async () => {
    const user = renderOffer();

    const dialog = await openDialog(user);

    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(dialog.getByText('The Salt Marsh Ledger')).toBeInTheDocument();
    expect(optionButton(dialog, 'North America')).toHaveTextContent('USA, Canada, Mexico');
    expect(optionButton(dialog, 'North America')).toHaveTextContent('$34.95');
    expect(optionButton(dialog, 'International')).toHaveTextContent('$49.95');
    await waitFor(() => expect(optionButton(dialog, 'North America')).toHaveFocus());
  });

  it('cannot be ordered while the story is coming soon', () => {
    renderOffer({ story: { ...hardCopyStory, isAvailable: false } });

    expect(screen.getByRole('button', { name: 'Order a Hard Copy' })).toBeDisabled();
  });

  it('asks for the address next, and "Change option" goes back without losing it', async () => {
    const user = renderOffer();
    const dialog = await openDialog(user);

    await user.click(optionButton(dialog, 'International'));
    expect(dialog.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(dialog.getByText('International · $49.95')).toBeInTheDocument();
    await waitFor(() => expect(textField(dialog, 'Full Name')).toHaveFocus());
    await user.type(textField(dialog, 'Full Name'), 'Ada Lovelace');
    await user.type(textField(dialog, 'Country'), 'Canada');

    await user.click(dialog.getByRole('button', { name: 'Change option' }));
    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(optionButton(dialog, 'International')).toHaveFocus());

    // Canada ships with the North America option: it is chosen for the customer there.
    await user.click(optionButton(dialog, 'North America'));
    expect(textField(dialog, 'Full Name')).toHaveValue('Ada Lovelace');
    expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('Canada');
  });

  it('offers the three North American countries as a list for the North America option', async () => {
    const user = renderOffer();
    const dialog = await openDialog(user);

    await user.click(optionButton(dialog, 'North America'));

    const country = dialog.getByRole('combobox', { name: 'Country' });
    const options = within(country).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a country', 'United States', 'Canada', 'Mexico']);
  });

  it('refuses a North American country for the International option, naming the option to choose', async () => {
    const add = addHardCopySpy(intlProductId, torontoAddress, addedToToronto);
    const user = renderOffer({ mocks: [add.mock] });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'International'));
    await typeTorontoAddress(user, dialog);
    await user.type(textField(dialog, 'Country'), 'canada');

    await user.click(submitButton(dialog));

    const country = textField(dialog, 'Country');
    expect(country).toBeInvalid();
    expect(country).toHaveAccessibleDescription(
      'Canada is in North America: choose the North America option ($34.95).',
    );
    expect(country).toHaveFocus();
    expect(add.calls()).toBe(0);
  });

  it('checks every field before sending anything, and moves to the first one to fix', async () => {
    const add = addHardCopySpy(naProductId, torontoAddress, addedToToronto);
    const user = renderOffer({ mocks: [add.mock] });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await type(user, dialog, 'Email', 'not-an-email');
    await type(user, dialog, 'ZIP/Postal Code', 'M5J#2N8');
    await type(user, dialog, 'Phone Number', '12-34');

    await user.click(submitButton(dialog));

    expect(textField(dialog, 'Full Name')).toHaveAccessibleDescription("Enter the recipient's full name.");
    expect(textField(dialog, 'Full Name')).toHaveFocus();
    expect(textField(dialog, 'Email')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an email address like name@example.com.'),
    );
    expect(textField(dialog, 'Street Address')).toBeInvalid();
    expect(textField(dialog, 'ZIP/Postal Code')).toHaveAccessibleDescription('Use letters, digits, spaces and hyphens only.');
    expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose the country.');
    expect(textField(dialog, 'Phone Number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter at least 5 digits, or leave the phone number empty.'),
    );
    expect(add.calls()).toBe(0);
  });

  it('puts the hard copy in the cart with the address, then closes, resets and says so', async () => {
    // The email the visitor gave for their cart, which the cart already has.
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'ada@example.test');
    const answer = cartWithHardCopy(naProductId, 'Ships to Ada Lovelace, Toronto, Canada', 'ada@example.test');
    const add = addHardCopySpy(naProductId, { ...torontoAddress, phone: '+1 (416) 555-0199' }, answer);
    const visitorCart = { ...cartMock(cartFixture([], 'ada@example.test')), maxUsageCount: Number.POSITIVE_INFINITY };
    const user = renderOffer({ mocks: [add.mock, visitorCart] });
    let dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    expect(textField(dialog, 'Email')).toHaveValue('ada@example.test');
    await typeTorontoAddress(user, dialog);
    await user.type(textField(dialog, 'City'), '  ');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');
    await user.type(textField(dialog, 'Phone Number'), '+1 (416) 555-0199');

    await user.click(submitButton(dialog));

    expect(await screen.findByText('Hard copy added to your cart')).toBeInTheDocument();
    expect(screen.getByText(/The Salt Marsh Ledger \(North America\) ships to Toronto, Canada/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order a Hard Copy' })).not.toBeInTheDocument());
    expect(add.calls()).toBe(1);
    expect(screen.getByRole('button', { name: 'Order a Hard Copy' })).toHaveFocus();

    dialog = await openDialog(user);
    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(optionButton(dialog, 'North America'));
    expect(textField(dialog, 'Full Name')).toHaveValue('');
    expect(textField(dialog, 'City')).toHaveValue('');
  });

  it('reads "Processing..." while the order goes in and ignores a second submit', async () => {
    const add = addHardCopySpy(naProductId, torontoAddress, addedToToronto);
    const held = holdOperation('AddHardCopyToCart');
    const user = renderOffer({ mocks: [add.mock], link: held.link });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await typeTorontoAddress(user, dialog);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');

    await user.click(submitButton(dialog));
    expect(submitButton(dialog)).toHaveTextContent('Processing...');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(submitButton(dialog));
    await user.type(textField(dialog, 'City'), '{Enter}');
    expect(submitButton(dialog)).toHaveTextContent('Processing...');
    await waitFor(() => expect(held.waiting()).toBe(1));

    held.release();

    expect(await screen.findByText('Hard copy added to your cart')).toBeInTheDocument();
    expect(add.calls()).toBe(1);
  });

  it('closes and forgets everything on Cancel', async () => {
    const user = renderOffer();
    let dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'International'));
    await user.type(textField(dialog, 'Full Name'), 'Ada Lovelace');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(optionButton(dialog, 'International'));
    expect(textField(dialog, 'Full Name')).toHaveValue('');
  });

  it("shows the shop's reason for each field it refuses, beside the field", async () => {
    const refusal = invalidDetailsFixture({
      'shippingAddress.street': 'Street address can be at most 200 characters.',
      'shippingAddress.postalCode': 'ZIP or postal code can contain only letters, digits, spaces and hyphens.',
    });
    const add = addHardCopySpy(naProductId, torontoAddress, refusal);
    const user = renderOffer({ mocks: [add.mock] });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await typeTorontoAddress(user, dialog);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');

    await user.click(submitButton(dialog));

    await waitFor(() => expect(textField(dialog, 'Street Address')).toHaveFocus());
    expect(textField(dialog, 'Street Address')).toHaveAccessibleDescription('Street address can be at most 200 characters.');
    expect(textField(dialog, 'ZIP/Postal Code')).toHaveAccessibleDescription(
      'ZIP or postal code can contain only letters, digits, spaces and hyphens.',
    );
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    // Editing a field the shop refused clears its message; the others keep theirs.
    await user.type(textField(dialog, 'Street Address'), ' West');
    expect(textField(dialog, 'Street Address')).not.toBeInvalid();
    expect(textField(dialog, 'ZIP/Postal Code')).toBeInvalid();
  });

  it('tracks the order as an add to cart of the story, with the print as the product', async () => {
    const analytics = recordingAnalytics();
    const add = addHardCopySpy(naProductId, torontoAddress, addedToToronto);
    const user = renderOffer({ mocks: [add.mock], analytics });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await typeTorontoAddress(user, dialog);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');

    await user.click(submitButton(dialog));
    await screen.findByText('Hard copy added to your cart');

    const story = {
      story_id: 'the-salt-marsh-ledger',
      story_title: 'The Salt Marsh Ledger',
      story_type: 'murder',
      story_context: 'low tech',
      product_id: naProductId,
      is_sponsored: false,
    };
    expect(analytics.events.filter((event) => event.name !== 'Page View')).toEqual([
      { name: 'Add To Cart Click', properties: story },
      { name: 'Add To Cart Success', properties: story },
    ]);
  });

  it('tracks Add To Cart Error when the order cannot go in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = recordingAnalytics();
    const add = addHardCopySpy(naProductId, torontoAddress, addedToToronto, { networkError: new Error('offline') });
    const user = renderOffer({ mocks: [add.mock], analytics });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await typeTorontoAddress(user, dialog);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');

    await user.click(submitButton(dialog));
    await dialog.findByRole('alert');

    expect(analytics.events.map((event) => event.name).filter((name) => name !== 'Page View')).toEqual([
      'Add To Cart Click',
      'Add To Cart Error',
    ]);
  });

  it('says the order failed when it cannot go in, and keeps the form', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const add = addHardCopySpy(naProductId, torontoAddress, addedToToronto, { networkError: new Error('offline') });
    const user = renderOffer({ mocks: [add.mock] });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await typeTorontoAddress(user, dialog);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');

    await user.click(submitButton(dialog));

    expect(await dialog.findByRole('alert')).toHaveTextContent('There was an error processing your order. Please try again.');
    expect(textField(dialog, 'Full Name')).toHaveValue('Ada Lovelace');
    expect(submitButton(dialog)).toHaveTextContent('Add Hard Copy to Cart');
    expect(logged).toHaveBeenCalledWith('Adding a hard copy to the cart failed', expect.anything());
  });

  it("adds the shop's reason when it refuses the product itself", async () => {
    const refusal = {
      __typename: 'ProductUnavailableError',
      errorCode: 'PRODUCT_UNAVAILABLE',
      message: 'The Salt Marsh Ledger is coming soon: it cannot be bought yet.',
    } as const;
    const user = renderOffer({ mocks: [addHardCopySpy(naProductId, torontoAddress, refusal).mock] });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    await typeTorontoAddress(user, dialog);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Canada');

    await user.click(submitButton(dialog));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error processing your order. Please try again.');
    expect(alert).toHaveTextContent(refusal.message);
  });

  it('says so when the story has no product for an option', async () => {
    const user = renderOffer({ story: { ...hardCopyStory, internationalProductId: '' } });
    const dialog = await openDialog(user);

    await user.click(optionButton(dialog, 'International'));

    expect(dialog.getByRole('alert')).toHaveTextContent('No product ID available for International shipping');
    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it("fills in a signed-in customer's name and email from their profile", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProfileLoaded />
        <HardCopyOffer story={hardCopyStory} />
      </>,
      { mocks: [viewerMock()], auth0: signedInAuth0() },
    );
    await screen.findByText('Profile loaded');
    const dialog = await openDialog(user);

    await user.click(optionButton(dialog, 'North America'));

    expect(textField(dialog, 'Full Name')).toHaveValue('Sam Spade');
    expect(textField(dialog, 'Email')).toHaveValue('sam@example.test');
  });

  it('fills in the profile when it arrives after the dialog opened, keeping what was typed', async () => {
    const user = userEvent.setup();
    const held = holdOperation('Viewer');
    renderWithProviders(<HardCopyOffer story={hardCopyStory} />, { mocks: [viewerMock()], auth0: signedInAuth0(), link: held.link });
    const dialog = await openDialog(user);
    await user.click(optionButton(dialog, 'North America'));
    expect(textField(dialog, 'Full Name')).toHaveValue('');
    await user.clear(textField(dialog, 'Email'));
    await user.type(textField(dialog, 'Email'), 'friend@example.test');

    held.release();

    await waitFor(() => expect(textField(dialog, 'Full Name')).toHaveValue('Sam Spade'));
    expect(textField(dialog, 'Email')).toHaveValue('friend@example.test');
  });
});
