import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './back-to-stories-link.module.css';

export function BackToStoriesLink() {
  return (
    <Anchor component={Link} to="/stories" className={classes.link}>
      <IconArrowLeft size={16} aria-hidden />
      Back to Stories
    </Anchor>
  );
}
