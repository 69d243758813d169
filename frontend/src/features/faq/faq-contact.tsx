import { Anchor, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { shopConfig } from '../../app/shop-config';
import classes from './faq-contact.module.css';

export function FaqContact() {
  return (
    <Paper
      component="section"
      aria-labelledby="faq-contact-heading"
      withBorder
      radius="lg"
      p="lg"
      className={classes.box}
    >
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
        <IconMail size={22} />
      </ThemeIcon>
      <div>
        <Title order={2} id="faq-contact-heading" className={classes.heading}>
          Still have a question?
        </Title>
        <Text c="dimmed" mt={4}>
          Write to us and a member of our team will usually reply within about 24 hours.
        </Text>
        <Anchor href={`mailto:${shopConfig.supportEmail}`} mt="xs" className={classes.email}>
          {shopConfig.supportEmail}
        </Anchor>
      </div>
    </Paper>
  );
}
