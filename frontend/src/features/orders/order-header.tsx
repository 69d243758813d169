import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from '../../shared/eyebrow';

interface OrderHeaderProps {
  /** The state's emblem: the waiting indicator, or a settled icon. */
  visual: ReactNode;
  number: string;
  headline: string;
  children: ReactNode;
}

export function OrderHeader({ visual, number, headline, children }: OrderHeaderProps) {
  return (
    <Stack component="header" align="center" gap={0} ta="center">
      {visual}
      <Eyebrow>Order {number}</Eyebrow>
      <Title order={1}>{headline}</Title>
      <Text c="dimmed" size="lg" mt="sm" maw={560}>
        {children}
      </Text>
    </Stack>
  );
}
