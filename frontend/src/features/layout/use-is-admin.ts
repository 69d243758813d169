import { useViewer } from '../auth/use-viewer';

/** Whether the server says the signed-in user is an admin; false until it has answered. */
export function useIsAdmin(): boolean {
  const viewer = useViewer();
  return viewer.status === 'ready' && viewer.viewer.isAdmin;
}
