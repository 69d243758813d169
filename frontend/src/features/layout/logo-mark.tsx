/** A magnifying glass over a case-file tab: the shop's mark, drawn for this shop. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-crimson-7)" />
      <path d="M6 9.5h7l2 2.2h11v2H6z" fill="#fff" opacity="0.28" />
      <circle cx="14" cy="16" r="6.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle cx="14" cy="16" r="2" fill="#fff" />
      <path d="m18.8 20.8 5.4 5.4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
