import { Button, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionForm } from '../../shared/action-form';
import { ActionModal } from '../../shared/action-modal';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { showNotification } from '../../shared/show-notification';
import type { AdminUserIdentityFieldsFragment } from './user-identity-panel.generated';
import { useSetAdminRole } from './use-set-admin-role';

interface RoleFormProps {
  who: string;
  grant: boolean;
  saving: boolean;
  change: ReturnType<typeof useSetAdminRole>['change'];
  onChanged: () => void;
  onCancel: () => void;
}

// Mounted afresh each time the dialog opens, so an old refusal never greets the operator.
function RoleForm({ who, grant, saving, change, onChanged, onCancel }: RoleFormProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    const outcome = await change(grant);
    if (outcome?.kind === 'changed') onChanged();
    else if (outcome?.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <ActionForm
      processing={saving}
      problem={problem}
      confirmLabel={grant ? 'Grant admin' : 'Revoke admin'}
      confirmColor={grant ? undefined : 'red'}
      confirmIcon={grant ? <IconShieldCheck size={18} aria-hidden /> : <IconShieldOff size={18} aria-hidden />}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <Text>
        {grant
          ? `${who} will be able to use the back office: every customer, order and story, refunds and credits.`
          : `${who} will no longer be able to use the back office.`}
      </Text>
    </ActionForm>
  );
}

/** Grants or revokes the admin role after a confirmation; the shop refuses to remove the last admin. */
export function AdminRoleButton({ user, who }: { user: AdminUserIdentityFieldsFragment; who: string }) {
  const dialog = useOverlayDisclosure();
  const { saving, change } = useSetAdminRole(user.id);
  // Fixed when the dialog opens: the answer flips the role, and the dialog's words must not flip with it as it closes.
  const [grant, setGrant] = useState(!user.isAdmin);

  const open = () => {
    setGrant(!user.isAdmin);
    dialog.open();
  };
  const changed = () => {
    dialog.close();
    showNotification({
      title: grant ? 'Admin role granted' : 'Admin role revoked',
      message: grant ? `${who} can now use the back office.` : `${who} can no longer use the back office.`,
      color: 'teal',
      autoClose: 4000,
    });
  };

  return (
    <>
      <Button
        variant={user.isAdmin ? 'default' : 'light'}
        size="sm"
        onClick={open}
        leftSection={user.isAdmin ? <IconShieldOff size={16} aria-hidden /> : <IconShieldCheck size={16} aria-hidden />}
      >
        {user.isAdmin ? 'Revoke admin' : 'Grant admin'}
      </Button>
      {dialog.mounted && (
        <ActionModal
          opened={dialog.opened}
          onClose={dialog.close}
          title={grant ? 'Grant admin role' : 'Revoke admin role'}
          processing={saving}
        >
          <RoleForm who={who} grant={grant} saving={saving} change={change} onChanged={changed} onCancel={dialog.close} />
        </ActionModal>
      )}
    </>
  );
}
