import { Badge } from '@mantine/core';

/** Marks an admin; everyone else is a customer and needs no badge. */
export function AdminRoleBadge({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return null;
  return (
    <Badge variant="light" color="crimson">
      Admin
    </Badge>
  );
}
