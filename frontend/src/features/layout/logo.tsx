import { LogoMark } from './logo-mark';
import classes from './logo.module.css';

/** The mark and the "Cold Case Kits" wordmark, as one inline unit. */
export function Logo() {
  return (
    <span className={classes.logo}>
      <LogoMark />
      <span className={classes.wordmark}>
        Cold Case <span className={classes.accent}>Kits</span>
      </span>
    </span>
  );
}
