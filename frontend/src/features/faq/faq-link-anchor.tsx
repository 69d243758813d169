import { Anchor } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { FaqLink } from './faq-entries';
import classes from './faq-answer.module.css';

export function FaqLinkAnchor({ link }: { link: FaqLink }) {
  const content = (
    <>
      {link.label}
      <IconArrowRight size={14} aria-hidden />
    </>
  );
  return 'to' in link ? (
    <Anchor component={Link} to={link.to} className={classes.link}>
      {content}
    </Anchor>
  ) : (
    <Anchor href={link.href} className={classes.link}>
      {content}
    </Anchor>
  );
}
