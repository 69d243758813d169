import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0, signedOutAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { holdOperation } from '../../test/held-link';
import { viewerMock } from '../../test/viewer-fixtures';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminCustomCasesPage } from './admin-custom-cases.page';
import {
  adminCustomCaseFixture,
  customCasesMock,
  deliverSpy,
  dossierSpy,
  pdfFile,
  startWritingSpy,
  suspectFixture,
  uploadLinkSpy,
} from './admin-custom-cases.test-fixtures';

const guardedPage = (
  <RequireSignIn>
    <AdminCustomCasesPage />
  </RequireSignIn>
);

const received = adminCustomCaseFixture();
const writing = adminCustomCaseFixture({ id: '8', orderId: '32', orderNumber: 'CCK-1032', status: 'WRITING' });

function renderAsAdmin(mocks: readonly MockedResponse[], route = '/admin/custom-cases') {
  const user = userEvent.setup();
  renderWithProviders(guardedPage, { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin: true }), ...mocks] });
  return user;
}

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

async function openBrief(user: ReturnType<typeof userEvent.setup>, orderNumber: string) {
  await user.click(await screen.findByRole('button', { name: `View brief of ${orderNumber}` }));
  return screen.findByRole('dialog', { name: `Custom case ${orderNumber}` });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

describe('AdminCustomCasesPage', () => {
  const assign = vi.fn<(url: string) => void>();

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('sends a signed-out visitor to sign in, and back afterwards', () => {
    const auth0 = signedOutAuth0();
    renderWithProviders(guardedPage, { route: '/admin/custom-cases', auth0 });

    expect(auth0.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/admin/custom-cases' } });
  });

  it('tells a signed-in non-admin that the page is for admins only', async () => {
    renderWithProviders(guardedPage, { route: '/admin/custom-cases', auth0: signedInAuth0(), mocks: [viewerMock()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('lists the queue oldest first: order, city, suspects, date required, ordered, status', async () => {
    renderAsAdmin([customCasesMock([received, { ...writing, hasCaseFile: true }])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Cases' })).toBeInTheDocument();
    expect(document.title).toBe('Custom Cases · Cold Case Kits');
    const [first, second] = await rows();
    const cells = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'CCK-1031',
      'HalifaxThe lighthouse',
      '2',
      'March 20, 2026',
      expect.stringMatching(/^1 Mar 2026, \d\d:\d\d$/),
      'Brief received',
    ]);
    expect(within(first!).getByRole('link', { name: 'CCK-1031' })).toHaveAttribute('href', '/admin/orders/31');
    expect(within(second!).getByText('Being written')).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'PDF uploaded' })).toBeInTheDocument();
  });

  it('sits in the Orders section of the back office, as its custom cases', async () => {
    renderAsAdmin([customCasesMock([received])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Cases' })).toBeInTheDocument();
    const section = screen.getByRole('navigation', { name: 'Orders section' });
    expect(within(section).getByRole('link', { name: 'Custom cases' })).toHaveAttribute('aria-current', 'page');
    expect(within(section).getByRole('link', { name: 'Refund requests' })).toHaveAttribute('href', '/admin/refund-requests');
  });

  it('narrows the queue to one status', async () => {
    const user = renderAsAdmin([customCasesMock([received, writing]), customCasesMock([writing], { status: 'WRITING' })]);
    await rows();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Being written');

    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByText('CCK-1032')).toBeInTheDocument();
  });

  it('says so when a status has no case', async () => {
    renderAsAdmin([customCasesMock([], { status: 'CANCELLED' })], '/admin/custom-cases?status=CANCELLED');

    expect(await screen.findByText('No custom case was cancelled.')).toBeInTheDocument();
  });

  it('reads on with the cursor', async () => {
    const user = renderAsAdmin([customCasesMock([received], {}, 'cursor-1'), customCasesMock([writing], { after: 'cursor-1' })]);
    expect(await rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the whole brief, every suspect field, as text', async () => {
    const markup = '"><img src=x onerror=alert(1)>';
    const brief = { ...received.brief, location: markup, suspects: [...received.brief.suspects, suspectFixture({ fullName: '{{7*7}}' })] };
    const user = renderAsAdmin([customCasesMock([{ ...received, brief }])]);

    const drawer = within(await openBrief(user, 'CCK-1031'));

    const facts = (name: string) =>
      within(drawer.getByLabelText(name))
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts('Brief')).toEqual([
      'Email: sam@example.test',
      'Date required: March 20, 2026',
      'Where heard: YouTube',
      'City: Halifax',
      `Location: ${markup}`,
    ]);
    expect(facts('Suspect 1')).toEqual([
      'Full name: Ada Grey',
      'Age: 41',
      'Sex: F',
      'Eyes: Green',
      'Hair color: Auburn',
      'Height: 170 cm',
      'Skin tone: Light',
      'Occupation: Lighthouse keeper',
      'Relationship: Sister',
    ]);
    expect(facts('Suspect 2')).toContain('Age: —');
    expect(facts('Suspect 3')).toContain('Full name: {{7*7}}');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('starts writing a received brief', async () => {
    const start = startWritingSpy('7', { __typename: 'CustomCase', id: '7', status: 'WRITING' });
    const user = renderAsAdmin([customCasesMock([received]), start.mock]);
    const drawer = within(await openBrief(user, 'CCK-1031'));

    await user.click(drawer.getByRole('button', { name: 'Start writing' }));

    expect(await drawer.findByText('Writing has started.')).toBeInTheDocument();
    expect(start.calls()).toBe(1);
    expect(drawer.getByText('Being written')).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: 'Start writing' })).not.toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Deliver' })).toBeDisabled();
  });

  it('holds every other action while a step is under way', async () => {
    const start = startWritingSpy('7', { __typename: 'CustomCase', id: '7', status: 'WRITING' });
    const dossier = dossierSpy('7', { __typename: 'DownloadLink', url: 'http://shop.test/dossier' });
    const held = holdOperation('StartWritingCustomCase');
    const user = userEvent.setup();
    renderWithProviders(guardedPage, {
      route: '/admin/custom-cases',
      auth0: signedInAuth0(),
      mocks: [viewerMock({ isAdmin: true }), customCasesMock([received]), start.mock, dossier.mock],
      link: held.link,
    });
    const drawer = within(await openBrief(user, 'CCK-1031'));

    await user.click(drawer.getByRole('button', { name: 'Start writing' }));

    expect(drawer.getByRole('button', { name: 'Download draft dossier' })).toBeDisabled();
    await waitFor(() => expect(held.waiting()).toBe(1));

    held.release();

    expect(await drawer.findByText('Writing has started.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Download draft dossier' })).toBeEnabled();
    expect(drawer.getByRole('button', { name: 'Upload case PDF' })).toBeDisabled();
    expect(dossier.calls()).toBe(0);
  });

  it('holds Deliver and another upload while the case PDF uploads', async () => {
    let answerUpload: (response: Response) => void = () => undefined;
    // The upload waits for the test's answer; the shop's other calls answer at once.
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => {
            answerUpload = resolve;
          })
        : Promise.resolve(new Response(null, { status: 200 })),
    );
    const link = uploadLinkSpy('8', { __typename: 'UploadLink', url: 'http://shop.test/up', maxBytes: 20 * 1024 * 1024 });
    const user = renderAsAdmin([customCasesMock([{ ...writing, hasCaseFile: true }]), link.mock]);
    const drawer = within(await openBrief(user, 'CCK-1032'));
    expect(drawer.getByRole('button', { name: 'Deliver' })).toBeEnabled();

    await user.upload(fileInput(), pdfFile());
    await user.click(drawer.getByRole('button', { name: 'Upload case PDF' }));

    await waitFor(() => expect(drawer.getByRole('button', { name: 'Deliver' })).toBeDisabled());
    expect(drawer.getByRole('button', { name: 'Download draft dossier' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Upload case PDF' })).toBeDisabled();

    answerUpload(new Response('{}', { status: 200 }));

    expect(await drawer.findByText('case.pdf is uploaded: the case can be delivered.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Deliver' })).toBeEnabled();
    expect(drawer.getByRole('button', { name: 'Download draft dossier' })).toBeEnabled();
  });

  it("gives the shop's reason when a step is refused", async () => {
    const refusal = { __typename: 'InvalidTransitionError', message: 'This case is already being written.' };
    const user = renderAsAdmin([customCasesMock([received]), startWritingSpy('7', refusal).mock]);
    const drawer = within(await openBrief(user, 'CCK-1031'));

    await user.click(drawer.getByRole('button', { name: 'Start writing' }));

    expect(await drawer.findByRole('alert')).toHaveTextContent('This case is already being written.');
  });

  it('downloads the draft dossier through its signed link', async () => {
    const url = 'http://shop.test/files/custom-cases/7/dossier?sig=abc';
    const dossier = dossierSpy('7', { __typename: 'DownloadLink', url });
    const user = renderAsAdmin([customCasesMock([received]), dossier.mock]);
    const drawer = within(await openBrief(user, 'CCK-1031'));

    await user.click(drawer.getByRole('button', { name: 'Download draft dossier' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(dossier.calls()).toBe(1);
  });

  it('refuses a file that is not a PDF, or larger than 20 MB, before sending it', async () => {
    const user = renderAsAdmin([customCasesMock([writing])]);
    const drawer = within(await openBrief(user, 'CCK-1032'));

    fireEvent.change(fileInput(), { target: { files: [pdfFile('case.docx', { type: 'application/msword' })] } });
    expect(await drawer.findByText('Choose a PDF: the finished case is uploaded as a PDF file.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Upload case PDF' })).toBeDisabled();

    fireEvent.change(fileInput(), { target: { files: [pdfFile('huge.pdf', { size: 20 * 1024 * 1024 + 1 })] } });
    expect(await drawer.findByText('This file is 20 MB; a case file can be at most 20 MB.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Upload case PDF' })).toBeDisabled();
  });

  it('uploads the finished PDF to its signed link, then delivers the case', async () => {
    const put = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const uploadUrl = 'http://shop.test/files/custom-cases/8/upload?sig=up';
    const link = uploadLinkSpy('8', { __typename: 'UploadLink', url: uploadUrl, maxBytes: 20 * 1024 * 1024 });
    const deliver = deliverSpy('8', {
      __typename: 'CustomCase',
      id: '8',
      status: 'DELIVERED',
      deliveredAt: '2026-03-12T12:00:00.000Z',
    });
    const user = renderAsAdmin([customCasesMock([writing]), link.mock, deliver.mock]);
    const drawer = within(await openBrief(user, 'CCK-1032'));
    expect(drawer.getByRole('button', { name: 'Deliver' })).toBeDisabled();
    expect(drawer.getByText('Upload the finished PDF first.')).toBeInTheDocument();

    const file = pdfFile();
    await user.upload(fileInput(), file);
    await user.click(drawer.getByRole('button', { name: 'Upload case PDF' }));

    expect(await drawer.findByText('case.pdf is uploaded: the case can be delivered.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: file,
    });
    expect(drawer.getByRole('button', { name: 'Deliver' })).toBeEnabled();

    await user.click(drawer.getByRole('button', { name: 'Deliver' }));

    expect(await drawer.findByText('Delivered: the customer has been emailed a link to the case.')).toBeInTheDocument();
    expect(deliver.calls()).toBe(1);
    expect(drawer.getByText('Delivered')).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: 'Upload case PDF' })).not.toBeInTheDocument();
  });

  it("shows the shop's reason when it refuses the uploaded file", async () => {
    const message = 'This file is not a PDF (a PDF starts with %PDF-). Export the finished case as a PDF and upload that file.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: message, errorCode: 'UNSUPPORTED_MEDIA_TYPE' }), { status: 415 }),
    );
    const link = uploadLinkSpy('8', { __typename: 'UploadLink', url: 'http://shop.test/up', maxBytes: 20 * 1024 * 1024 });
    const user = renderAsAdmin([customCasesMock([writing]), link.mock]);
    const drawer = within(await openBrief(user, 'CCK-1032'));

    await user.upload(fileInput(), pdfFile());
    await user.click(drawer.getByRole('button', { name: 'Upload case PDF' }));

    expect(await drawer.findByRole('alert')).toHaveTextContent(message);
    expect(drawer.getByRole('button', { name: 'Deliver' })).toBeDisabled();
  });
});
