import { useViewer } from '../auth/use-viewer';

/**
 * Whether the user shown is the signed-in operator, matched by email (the shop lower-cases them):
 * the shop never lets anyone change their own role, so the page does not offer it.
 */
export function useIsOwnAccount(email: string | null): boolean {
  const viewer = useViewer();
  if (viewer.status !== 'ready' || !email || !viewer.viewer.email) return false;
  return viewer.viewer.email.toLowerCase() === email.toLowerCase();
}
