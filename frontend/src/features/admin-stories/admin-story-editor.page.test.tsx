import type { MockedResponse } from '@apollo/client/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { holdOperation } from '../../test/held-link';
import { invalidDetailsFixture } from '../../test/invalid-details-fixtures';
import { currentLocation, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { AdminStoryEditorPage } from './admin-story-editor.page';
import {
  adminStoryEditorFixture,
  adminStoryEditorMock,
  coverUploadLinkSpy,
  createStorySpy,
  fileFixture,
  kitUploadLinkSpy,
  storyInputOfFixture,
  updateStorySpy,
  uploadLinkFixture,
} from './admin-stories.test-fixtures';

const storyId = 'the-salt-marsh-ledger';
const existing = adminStoryEditorFixture();

interface RenderOptions {
  route?: string;
  mocks?: readonly MockedResponse[];
  held?: ReturnType<typeof holdOperation>;
}

function renderEditor({ route = `/admin/stories/${storyId}`, mocks = [], held }: RenderOptions = {}) {
  // Long forms: no pause between keystrokes, as the shop's users type no slower for it.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <Notifications />
      {/* The app's two routes to the editor, so a created story can move to its own. */}
      <Routes>
        <Route path="/admin/stories/new" element={<AdminStoryEditorPage />} />
        <Route path="/admin/stories/:storyId" element={<AdminStoryEditorPage />} />
      </Routes>
    </>,
    {
      route,
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true }), ...mocks],
      ...(held ? { link: held.link } : {}),
    },
  );
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Pastes rather than types: one input event a field keeps a long form quick to fill. */
async function enter(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillNewStory(user: UserEvent) {
  await enter(user, await screen.findByRole('textbox', { name: 'Title' }), 'Ashes in Austin');
  await enter(user, field('City'), 'Austin');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'USA');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Theft');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Context' }), 'High Tech');
  await enter(user, field('Short description'), 'A fire at the archive.');
  await enter(user, field('Medium description'), 'A fire at the archive, and one file that did not burn.');
  await enter(user, field('Long description'), 'The smoke cleared.\n\nThe file was gone.');
  await user.type(field('Price in US dollars'), '12.5');
}

const newStoryInput = {
  title: 'Ashes in Austin',
  city: 'Austin',
  region: 'USA',
  type: 'THEFT',
  context: 'HIGH_TECH',
  shortDescription: 'A fire at the archive.',
  mediumDescription: 'A fire at the archive, and one file that did not burn.',
  longDescription: 'The smoke cleared.\n\nThe file was gone.',
  videoUrl: null,
  priceCents: 1250,
  isAvailable: false,
  isFeatured: false,
  playersMin: 2,
  playersMax: 6,
  playersBest: 4,
  lengthMinutes: 90,
  difficulty: 'MEDIUM',
} as const;

const created = adminStoryEditorFixture(
  { ...newStoryInput, id: 'ashes-in-austin', coverImage: '/images/stories/covers/house-ashes.jpg' },
  { hasKitFile: false, revenueCents: 0 },
);

function regionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function fileInputIn(region: HTMLElement): HTMLInputElement {
  const input = region.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

describe('AdminStoryEditorPage', () => {
  beforeEach(() => notifications.clean());

  describe('a new story', () => {
    it('checks every field before sending, in the shop’s words beside each field, and moves to the first', async () => {
      const user = renderEditor({ route: '/admin/stories/new' });
      expect(await screen.findByRole('heading', { level: 1, name: 'New Story' })).toBeInTheDocument();

      await user.clear(field('Best with'));
      await user.type(field('Best with'), '9');
      await user.type(field('Trailer video URL'), 'http://example.com/trailer');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const title = field('Title');
      await waitFor(() => expect(title).toHaveFocus());
      expect(title).toHaveAccessibleDescription('Enter the title.');
      expect(field('Id')).toHaveAccessibleDescription(expect.stringContaining('The id must be at least 3 characters long.'));
      expect(screen.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription('Choose a region.');
      expect(field('Long description')).toHaveAccessibleDescription(expect.stringContaining('Enter the long description.'));
      expect(field('Best with')).toHaveAccessibleDescription(
        'The best number of players must be from 2 to 6, within the range the story plays with.',
      );
      expect(field('Trailer video URL')).toHaveAccessibleDescription(
        expect.stringContaining('Video URL must be a full https:// address'),
      );
      expect(field('Price in US dollars')).toHaveAccessibleDescription(
        expect.stringContaining('Price must be from $0.00 to $1,000.00'),
      );
    });

    it('suggests the id from the title until the operator types their own', async () => {
      const user = renderEditor({ route: '/admin/stories/new' });

      await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Fog Over Lisbon!');
      expect(field('Id')).toHaveValue('fog-over-lisbon');

      await user.clear(field('Id'));
      await user.type(field('Id'), 'lisbon-fog');
      await user.type(field('Title'), ' Again');
      expect(field('Id')).toHaveValue('lisbon-fog');
    });

    it('counts the characters of each description', async () => {
      const user = renderEditor({ route: '/admin/stories/new' });

      await user.type(await screen.findByRole('textbox', { name: 'Short description' }), 'Twelve chars');

      expect(field('Short description')).toHaveAccessibleDescription('One sentence on catalogue cards. 12 / 280 characters');
    });

    it('refuses to make a story available before its kit exists', async () => {
      const user = renderEditor({ route: '/admin/stories/new' });
      await fillNewStory(user);

      await user.click(screen.getByRole('switch', { name: /^Available/ }));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(/Upload the kit PDF before making the story available/)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('switch', { name: /^Available/ })).toHaveFocus());
    });

    it('creates the story, in cents, and opens its edit page', async () => {
      const create = createStorySpy('ashes-in-austin', newStoryInput, created);
      const user = renderEditor({ route: '/admin/stories/new', mocks: [create.mock] });
      await fillNewStory(user);

      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('“Ashes in Austin” is in the catalogue. Add its cover and kit next.')).toBeInTheDocument();
      expect(create.calls()).toBe(1);
      await waitFor(() => expect(currentLocation()).toBe('/admin/stories/ashes-in-austin'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Edit Story' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Current cover of Ashes in Austin' })).toHaveAttribute(
        'src',
        '/images/stories/covers/house-ashes.jpg',
      );
      expect(screen.getByText('No kit PDF yet: the story stays Coming Soon until one is uploaded.')).toBeInTheDocument();
    });

    it("places the shop's refusals beside their fields and moves to the first", async () => {
      const refusal = invalidDetailsFixture({
        id: 'A story already has the id ashes-in-austin.',
        'story.city': 'City: Use ordinary characters: no line breaks, tabs or other control characters.',
        'story.playersMax': 'The most players (3) must be at least the fewest (4).',
      });
      const create = createStorySpy('ashes-in-austin', newStoryInput, refusal);
      const user = renderEditor({ route: '/admin/stories/new', mocks: [create.mock] });
      await fillNewStory(user);

      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(field('Id')).toHaveFocus());
      expect(field('Id')).toHaveAccessibleDescription(expect.stringContaining('A story already has the id ashes-in-austin.'));
      expect(field('City')).toHaveAccessibleDescription(expect.stringContaining('City: Use ordinary characters'));
      expect(field('Most players')).toHaveAccessibleDescription('The most players (3) must be at least the fewest (4).');
      expect(currentLocation()).toBe('/admin/stories/new');

      await user.type(field('City'), 's');
      expect(field('City')).not.toHaveAccessibleDescription(expect.stringContaining('City: Use ordinary characters'));
    });
  });

  describe('an existing story', () => {
    it('shows every field as the shop holds it, with a link to the story in the shop', async () => {
      renderEditor({ mocks: [adminStoryEditorMock(existing)] });

      expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('The Salt Marsh Ledger');
      expect(screen.queryByRole('textbox', { name: 'Id' })).not.toBeInTheDocument();
      expect(screen.getByText('Address in the shop: /stories/the-salt-marsh-ledger')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Region' })).toHaveDisplayValue('Canada');
      expect(field('Price in US dollars')).toHaveValue('14.95');
      expect(field('Fewest players')).toHaveValue('2');
      expect(field('Length in minutes')).toHaveValue('90');
      expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveDisplayValue('Medium');
      expect(screen.getByRole('switch', { name: /^Available/ })).toBeChecked();
      expect(screen.getByRole('switch', { name: /^Featured/ })).not.toBeChecked();
      expect(screen.getByRole('link', { name: 'View in shop (opens in a new tab)' })).toHaveAttribute(
        'href',
        '/stories/the-salt-marsh-ledger',
      );
    });

    it('says so when no story has the id', async () => {
      renderEditor({ route: '/admin/stories/nowhere', mocks: [adminStoryEditorMock(null, 'nowhere')] });
      expect(await screen.findByText('No story has the id “nowhere”.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Story Management' })).toHaveAttribute('href', '/admin/stories');
    });

    it('holds "Saving..." while the shop saves, and ignores another save meanwhile', async () => {
      const changed = { ...storyInputOfFixture(existing), priceCents: 1550, isFeatured: true, difficulty: 'HARD' as const };
      const update = updateStorySpy(storyId, changed, adminStoryEditorFixture(changed));
      const held = holdOperation('UpdateStory');
      const user = renderEditor({ mocks: [adminStoryEditorMock(existing), update.mock], held });
      const price = await screen.findByRole('textbox', { name: 'Price in US dollars' });

      await user.clear(price);
      await user.type(price, '15.50');
      await user.click(screen.getByRole('switch', { name: /^Featured/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const saving = await screen.findByRole('button', { name: 'Saving...' });
      await user.click(saving);
      await waitFor(() => expect(held.waiting()).toBe(1));

      held.release();

      expect(await screen.findByText('“The Salt Marsh Ledger” is saved.')).toBeInTheDocument();
      expect(update.calls()).toBe(1);
      expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    });

    it('uploads a new cover to its signed link and shows it', async () => {
      const put = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
      const url = 'http://shop.test/files/stories/the-salt-marsh-ledger/cover?sig=up';
      const link = coverUploadLinkSpy(storyId, uploadLinkFixture(url, ['image/jpeg', 'image/png', 'image/webp'], 8388608));
      const recovered = adminStoryEditorFixture({
        coverImage: '/images/stories/covers/salt-marsh-5f2c.jpg',
        thumbnailImage: '/images/stories/thumbnails/salt-marsh-5f2c.jpg',
      });
      const user = renderEditor({ mocks: [adminStoryEditorMock(existing), link.mock, adminStoryEditorMock(recovered)] });
      await screen.findByRole('img', { name: 'Current cover of The Salt Marsh Ledger' });
      const cover = regionNamed('Cover');

      const image = fileFixture('ledger.png', 'image/png');
      await user.upload(fileInputIn(cover), image);
      await user.click(within(cover).getByRole('button', { name: 'Upload cover' }));

      expect(await within(cover).findByText('The new cover and its thumbnail are in place.')).toBeInTheDocument();
      expect(put).toHaveBeenCalledWith(url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: image });
      expect(within(cover).getByRole('img', { name: 'Current cover of The Salt Marsh Ledger' })).toHaveAttribute(
        'src',
        '/images/stories/covers/salt-marsh-5f2c.jpg',
      );
      expect(within(cover).getByRole('img', { name: 'Current thumbnail of The Salt Marsh Ledger' })).toHaveAttribute(
        'src',
        '/images/stories/thumbnails/salt-marsh-5f2c.jpg',
      );
      expect(link.calls()).toBe(1);
    });

    it('refuses a cover that is not an image, or larger than 8 MB, before sending it', async () => {
      renderEditor({ mocks: [adminStoryEditorMock(existing)] });
      await screen.findByRole('img', { name: 'Current cover of The Salt Marsh Ledger' });
      const cover = regionNamed('Cover');

      fireEvent.change(fileInputIn(cover), { target: { files: [fileFixture('ledger.pdf', 'application/pdf')] } });
      expect(await within(cover).findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
      expect(within(cover).getByRole('button', { name: 'Upload cover' })).toBeDisabled();

      const huge = fileFixture('huge.webp', 'image/webp', 8 * 1024 * 1024 + 100 * 1024);
      fireEvent.change(fileInputIn(cover), { target: { files: [huge] } });
      expect(await within(cover).findByText('This file is 8.1 MB; a cover image can be at most 8 MB.')).toBeInTheDocument();
      expect(within(cover).getByRole('button', { name: 'Upload cover' })).toBeDisabled();
    });

    it("shows the shop's reason when it refuses the kit's bytes (415)", async () => {
      const message = 'This file is not a PDF: its bytes are a PNG image. Upload the kit as a PDF.';
      // Only the upload is refused; the shop's other calls answer as usual.
      vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) =>
        Promise.resolve(
          init?.method === 'PUT'
            ? new Response(JSON.stringify({ error: message, errorCode: 'UNSUPPORTED_MEDIA_TYPE' }), { status: 415 })
            : new Response(null, { status: 200 }),
        ),
      );
      const link = kitUploadLinkSpy(storyId, uploadLinkFixture('http://shop.test/up', ['application/pdf'], 52428800));
      const user = renderEditor({ mocks: [adminStoryEditorMock(existing), link.mock] });
      await screen.findByRole('img', { name: 'Current cover of The Salt Marsh Ledger' });
      const kit = regionNamed('Kit PDF');

      await user.upload(fileInputIn(kit), fileFixture('kit.pdf', 'application/pdf'));
      await user.click(within(kit).getByRole('button', { name: 'Upload kit' }));

      expect(await within(kit).findByRole('alert')).toHaveTextContent(message);
      expect(within(kit).getByText('The kit PDF is uploaded.')).toBeInTheDocument();
    });

    it('uploads the kit, after which the story may be made available', async () => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
      const comingSoon = adminStoryEditorFixture({ isAvailable: false }, { hasKitFile: false });
      const withKit = adminStoryEditorFixture({ isAvailable: false }, { hasKitFile: true });
      const link = kitUploadLinkSpy(storyId, uploadLinkFixture('http://shop.test/up', ['application/pdf'], 52428800));
      const user = renderEditor({ mocks: [adminStoryEditorMock(comingSoon), link.mock, adminStoryEditorMock(withKit)] });
      const kit = await screen.findByRole('region', { name: 'Kit PDF' });
      expect(within(kit).getByText('No kit PDF yet: the story stays Coming Soon until one is uploaded.')).toBeInTheDocument();

      await user.upload(fileInputIn(kit), fileFixture('ledger-kit.pdf', 'application/pdf'));
      await user.click(within(kit).getByRole('button', { name: 'Upload kit' }));

      expect(await within(kit).findByText("ledger-kit.pdf is the story's kit now.")).toBeInTheDocument();
      expect(within(kit).getByText('The kit PDF is uploaded.')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: /^Available/ })).toHaveAccessibleDescription(
        'Off: the story shows as Coming Soon and cannot be bought.',
      );
    });
  });
});
