import { NavLink } from 'react-router-dom';
import classes from './orders-section-nav.module.css';

/** The Orders section's pages: every order, then the queues that come out of paid orders. */
const ordersPages = [
  { label: 'Orders', to: '/admin/orders' },
  { label: 'Hard copies', to: '/admin/shipments' },
  { label: 'Custom cases', to: '/admin/custom-cases' },
  { label: 'Refund requests', to: '/admin/refund-requests' },
] as const;

/** Moves between the orders list and its queues; the page shown is marked as current. */
export function OrdersSectionNav() {
  return (
    <nav aria-label="Orders section" className={classes.nav}>
      <ul className={classes.list}>
        {ordersPages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} className={classes.link}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
