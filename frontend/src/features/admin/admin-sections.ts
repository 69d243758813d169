/** The back office's sections, in the order its navigation lists them. */
export const adminSections = [
  { label: 'Dashboard', to: '/admin', end: true },
  { label: 'Stories', to: '/admin/stories', end: false },
  { label: 'Users', to: '/admin/users', end: false },
  { label: 'Orders', to: '/admin/orders', end: false },
  { label: 'Analytics', to: '/admin/analytics', end: false },
] as const;
