import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { redirectToSignIn } from './redirect-to-sign-in';
import { useViewer } from './use-viewer';

vi.mock('./redirect-to-sign-in', () => ({ redirectToSignIn: vi.fn() }));

function ViewerProbe() {
  const viewer = useViewer();
  return <p>{viewer.status === 'ready' ? `credits: ${viewer.viewer.credits}` : viewer.status}</p>;
}

describe('signing in with the shop', () => {
  it('registers the user once with the names from the ID token, then reads their status', async () => {
    renderWithProviders(<ViewerProbe />, { auth0: signedInAuth0(), mocks: [viewerMock({ credits: 5 })] });

    expect(await screen.findByText('credits: 5')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe('/api-coldcase/users/create');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer test-access-token' });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'sam@example.test', firstName: 'Sam', lastName: 'Spade' });
  });

  it('still reads the status when registering fails, which is only logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 500 }));
    renderWithProviders(<ViewerProbe />, { auth0: signedInAuth0(), mocks: [viewerMock({ credits: 2 })] });

    expect(await screen.findByText('credits: 2')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not register the signed-in user', expect.any(Error));
  });

  it('sends the browser to sign in when the server refuses the token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 401 }));
    renderWithProviders(<ViewerProbe />, { auth0: signedInAuth0(), mocks: [viewerMock()] });

    await waitFor(() => expect(redirectToSignIn).toHaveBeenCalledTimes(1));
  });

  it('asks nothing of the server for a visitor', () => {
    renderWithProviders(<ViewerProbe />);

    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
