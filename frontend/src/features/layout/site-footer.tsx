import { Anchor, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { shopConfig } from '../../app/shop-config';
import { Logo } from './logo';
import { NavItemLink } from './nav-item-link';
import { footerLegalLinks, footerQuickLinks } from './nav-links';
import classes from './site-footer.module.css';

/** "© 2025 Example Inc. All rights reserved.", without a doubled full stop after "Inc.". */
function copyrightLine(year: number, companyName: string): string {
  return `© ${year} ${companyName.replace(/\.$/, '')}. All rights reserved.`;
}

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <div>
            <Logo />
            <Text mt="sm" fw={500}>
              Interactive murder mystery games for detectives at heart
            </Text>
            <Text mt="xs" size="sm" c="dimmed">
              Downloadable kits built around fictional cold cases, for 1 to 8 players aged 13 and over.
            </Text>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={classes.columnHeading}>
              Quick Links
            </h2>
            <ul className={classes.linkList}>
              {footerQuickLinks.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} className={classes.link} />
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className={classes.columnHeading}>Contact</h2>
            <Text size="sm" c="dimmed" mb="xs">
              Questions about a case or an order? Write to us.
            </Text>
            <Anchor href={`mailto:${shopConfig.supportEmail}`} className={classes.contactLine}>
              <IconMail size={16} aria-hidden />
              {shopConfig.supportEmail}
            </Anchor>
          </div>
        </SimpleGrid>

        <div className={classes.bottom}>
          <Text size="sm" c="dimmed">
            {copyrightLine(new Date().getFullYear(), shopConfig.companyName)}
          </Text>
          {footerLegalLinks.length > 0 && (
            <Group component="nav" aria-label="Legal" gap="md">
              {footerLegalLinks.map((item) => (
                <NavItemLink key={item.label} item={item} className={classes.link} />
              ))}
            </Group>
          )}
        </div>
      </Container>
    </footer>
  );
}
