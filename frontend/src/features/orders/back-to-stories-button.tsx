import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function BackToStoriesButton() {
  return (
    <Group justify="center">
      <Button component={Link} to="/stories" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Back to Stories
      </Button>
    </Group>
  );
}
