import classes from './share-bar.module.css';

/**
 * A thin bar filled to `share` (0 to 1) under a figure, so a table reads like a chart. Decorative:
 * the figure beside it says the same in words.
 */
export function ShareBar({ share }: { share: number }) {
  const percent = Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) * 100 : 0;
  return (
    <span className={classes.track} aria-hidden>
      <span className={classes.fill} style={{ width: `${percent}%` }} />
    </span>
  );
}
