import { AspectRatio, Card, Group, Skeleton, Stack } from '@mantine/core';

export function StoryCardSkeleton() {
  return (
    <Card withBorder padding={0} radius="md" aria-hidden data-testid="story-card-skeleton">
      <AspectRatio ratio={4 / 3}>
        <Skeleton radius={0} />
      </AspectRatio>
      <Stack gap="sm" p="md">
        <Group gap={6}>
          <Skeleton height={20} width={64} radius="sm" />
          <Skeleton height={20} width={72} radius="sm" />
        </Group>
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="40%" mt="xs" />
      </Stack>
    </Card>
  );
}
