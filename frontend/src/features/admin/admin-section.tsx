import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/use-page-title';
import { AdminGate } from './admin-gate';
import { AdminSectionNav } from './admin-section-nav';

interface AdminSectionProps {
  /** The page's heading and document title. */
  title: string;
  description: string;
  /** Buttons beside the heading, e.g. "New story". */
  actions?: ReactNode;
  children?: ReactNode;
}

function AdminSectionContent({ title, description, actions, children }: AdminSectionProps) {
  usePageTitle(title);
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <AdminSectionNav />
      <Group justify="space-between" align="flex-end" mt="lg" mb="lg" gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg" mt="xs">
            {description}
          </Text>
        </div>
        {actions}
      </Group>
      <Stack gap="xl">{children}</Stack>
    </Container>
  );
}

/**
 * The frame of every back-office page: admins only (the server refuses everyone else anyway), the
 * section navigation, and the page's heading.
 */
export function AdminSection(props: AdminSectionProps) {
  return (
    <AdminGate>
      <AdminSectionContent {...props} />
    </AdminGate>
  );
}
