import { Button } from '@mantine/core';
import { NavLink, useLocation } from 'react-router-dom';
import { adminSections } from './admin-sections';
import classes from './admin-section-nav.module.css';

/** Where the operator can go in the back office; the section they are in is marked as current. */
export function AdminSectionNav() {
  const { pathname } = useLocation();
  // The order queues live beside the orders list, so they count as the Orders section.
  const inOrders = /^\/admin\/(shipments|custom-cases|refund-requests)/.test(pathname);

  return (
    <nav aria-label="Back office" className={classes.nav}>
      <ul className={classes.list}>
        {adminSections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end}>
              {({ isActive }) => {
                const current = isActive || (inOrders && section.to === '/admin/orders');
                return (
                  <Button
                    component="span"
                    size="sm"
                    radius="xl"
                    variant={current ? 'light' : 'subtle'}
                    color={current ? undefined : 'gray'}
                    aria-current={current ? 'page' : undefined}
                  >
                    {section.label}
                  </Button>
                );
              }}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
