import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './story-detail.module.css';

export function BackToStoriesLink() {
  return (
    <Anchor component={Link} to="/stories" className={classes.backLink}>
      <IconArrowLeft size={16} aria-hidden />
      Back to Stories
    </Anchor>
  );
}
