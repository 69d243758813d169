import { Button, EmptyState } from '@mantine/core';
import { IconArrowRight, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function CartEmpty({ onBrowse }: { onBrowse: () => void }) {
  return (
    <EmptyState py="xl" px="md" variant="light" size="lg" icon={<IconShoppingBag size={36} stroke={1.5} aria-hidden />}>
      <EmptyState.Title order={3}>Your cart is empty</EmptyState.Title>
      <EmptyState.Description>Every case starts with a clue. Find one worth cracking and add it here.</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/stories" onClick={onBrowse} rightSection={<IconArrowRight size={16} aria-hidden />}>
          Browse Stories
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
