import { Container, Text, Title } from '@mantine/core';
import { Eyebrow } from '../../shared/eyebrow';
import { usePageTitle } from '../../shared/use-page-title';
import { portfolio } from './portfolio-content';
import classes from './portfolio.module.css';
import { SisterSiteCard } from './sister-site-card';

export function PortfolioPage() {
  usePageTitle('Portfolio');

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Eyebrow>Our portfolio</Eyebrow>
      <Title order={1}>{portfolio.companyName}</Title>
      <Text c="dimmed" size="lg" mt="xs" maw={680}>
        {portfolio.intro}
      </Text>
      <ul className={classes.grid} aria-label="Sister sites">
        {portfolio.sites.map((site) => (
          <li key={site.slug} className={classes.cell}>
            <SisterSiteCard site={site} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
