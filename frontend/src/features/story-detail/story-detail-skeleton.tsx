import { Container, Group, Skeleton, Stack } from '@mantine/core';
import coverClasses from './story-cover.module.css';
import classes from './story-detail-layout.module.css';

export function StoryDetailSkeleton() {
  return (
    <Container size="xl" py="xl" aria-busy aria-label="Loading story">
      <Skeleton height={16} width={140} mb="xl" />
      <div className={classes.layout}>
        <Skeleton className={coverClasses.cover} />
        <Stack gap="md" className={classes.aside}>
          <Group gap={6}>
            <Skeleton height={20} width={64} radius="sm" />
            <Skeleton height={20} width={72} radius="sm" />
          </Group>
          <Skeleton height={40} width="85%" />
          <Skeleton height={18} width="45%" />
          <Skeleton height={200} radius="lg" mt="md" />
        </Stack>
      </div>
    </Container>
  );
}
