import { useSingleFlight } from '../../shared/use-single-flight';
import { useSetAdminRoleMutation } from './set-admin-role.generated';

export type RoleChangeOutcome = { kind: 'changed' } | { kind: 'refused'; message: string };

const unreachable = 'The role could not be changed. Check your connection and try again.';

/** Grants or revokes a user's admin role; the answer updates the user wherever shown, through the cache. */
export function useSetAdminRole(userId: string) {
  const [setAdminRole] = useSetAdminRoleMutation();
  const flight = useSingleFlight();

  const change = (admin: boolean) =>
    flight.run(async (): Promise<RoleChangeOutcome> => {
      try {
        const { data } = await setAdminRole({ variables: { userId, admin } });
        const result = data?.setAdminRole;
        if (!result) throw new Error('setAdminRole answered without data');
        return result.__typename === 'AdminUser' ? { kind: 'changed' } : { kind: 'refused', message: result.message };
      } catch (error) {
        console.error('Changing an admin role failed', error);
        return { kind: 'refused', message: unreachable };
      }
    });

  return { saving: flight.running, change };
}
