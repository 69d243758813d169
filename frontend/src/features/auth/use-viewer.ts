import { useContext } from 'react';
import { useAuthSession } from './use-auth-session';
import { useViewerQuery, type ViewerQuery } from './use-viewer.generated';
import { RegisteredUserIdContext } from './viewer-registration';

export type Viewer = ViewerQuery['me'];

export type ViewerState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; viewer: Viewer };

/** The signed-in user's admin flag and credits, read from the server once they are registered. */
export function useViewer(): ViewerState {
  const session = useAuthSession();
  const registeredUserId = useContext(RegisteredUserIdContext);
  const signedIn = session.status === 'signed-in';
  const registered = signedIn && registeredUserId === session.user.id;
  const { data, error, refetch } = useViewerQuery({ skip: !registered, notifyOnNetworkStatusChange: true });

  if (!signedIn) return session.status === 'loading' ? { status: 'loading' } : { status: 'signed-out' };
  if (data) return { status: 'ready', viewer: data.me };
  if (error) return { status: 'failed', retry: () => void refetch() };
  return { status: 'loading' };
}
