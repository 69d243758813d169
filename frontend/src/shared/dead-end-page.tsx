import { Button, Container, EmptyState } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface DeadEndPageProps {
  icon: Icon;
  title: string;
  description: ReactNode;
  /** The way out: a link back into the catalogue. */
  action: { label: string; icon: Icon; iconSide: 'left' | 'right' };
}

/** A page that cannot show what was asked for, with one clear way back to the stories. */
export function DeadEndPage({ icon: PageIcon, title, description, action }: DeadEndPageProps) {
  const ActionIcon = action.icon;
  const actionIcon = <ActionIcon size={16} aria-hidden />;
  return (
    <Container size="sm" py={80}>
      <EmptyState variant="light" size="lg" icon={<PageIcon size={36} stroke={1.5} aria-hidden />}>
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>
          <Button
            component={Link}
            to="/stories"
            leftSection={action.iconSide === 'left' ? actionIcon : undefined}
            rightSection={action.iconSide === 'right' ? actionIcon : undefined}
          >
            {action.label}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
