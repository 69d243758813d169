import { Badge, Button, Card, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { NewTabHint, newTabLinkProps } from '../../shared/new-tab';
import type { SisterSite } from './parse-portfolio';
import classes from './sister-site-card.module.css';

export function SisterSiteCard({ site }: { site: SisterSite }) {
  const nameId = `${site.slug}-name`;

  return (
    <Card component="article" aria-labelledby={nameId} withBorder radius="lg" padding="lg" className={classes.card}>
      <Card.Section>
        <img src={site.image} alt={site.imageAlt} width={640} height={360} loading="lazy" className={classes.image} />
      </Card.Section>
      <Badge variant="light" mt="lg" className={classes.category}>
        {site.category}
      </Badge>
      <Title order={2} id={nameId} className={classes.name}>
        {site.name}
      </Title>
      <Text size="sm" c="dimmed" className={classes.description}>
        {site.description}
      </Text>
      <ul className={classes.features} aria-label={`${site.name} features`}>
        {site.features.map((feature) => (
          <li key={feature} className={classes.feature}>
            <IconCircleCheck size={18} stroke={1.6} className={classes.featureIcon} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        component="a"
        href={site.url}
        {...newTabLinkProps}
        variant="light"
        fullWidth
        className={classes.visit}
        rightSection={<IconExternalLink size={16} aria-hidden />}
      >
        Visit Site
        <VisuallyHidden> {site.name}</VisuallyHidden>
        <NewTabHint />
      </Button>
    </Card>
  );
}
