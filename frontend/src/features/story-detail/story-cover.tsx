import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './story-cover.module.css';

/** The widths the shop stores a cover in: the small one for phones, the full one for everything wider. */
const SMALL_COVER_WIDTH = 720;
const COVER_WIDTH = 1200;

/**
 * How wide the page lays the cover out (story-detail-layout.module.css): the content width up to 62em, then 7 of 12
 * columns of the 1320px container, less its padding and gap. The server's preload of the cover gives the same sizes,
 * so it fetches the width shown here.
 */
const STORY_COVER_SIZES = '(min-width: 62em) calc((min(100vw, 1320px) - 112px) * 7 / 12), (min-width: 48em) calc(100vw - 4rem), calc(100vw - 2rem)';

interface StoryCoverProps {
  cover: string;
  smallCover: string;
  title: string;
}

/** How far loading the cover has fallen back: the width the browser chose, then the full cover alone, then none. */
type CoverFallback = 'chosen width' | 'full cover' | 'none';

export function StoryCover({ cover, smallCover, title }: StoryCoverProps) {
  const [failure, setFailure] = useState<{ cover: string; fallback: CoverFallback }>({ cover, fallback: 'chosen width' });
  const fallback = failure.cover === cover ? failure.fallback : 'chosen width';
  const alt = `Cover art for ${title}`;

  if (fallback === 'none') {
    return (
      <div className={`${classes.cover} ${classes.placeholder}`} role="img" aria-label={alt}>
        <IconPhotoOff size={56} stroke={1.25} aria-hidden />
      </div>
    );
  }
  const widths = fallback === 'chosen width' ? { srcSet: `${smallCover} ${SMALL_COVER_WIDTH}w, ${cover} ${COVER_WIDTH}w`, sizes: STORY_COVER_SIZES } : {};
  return (
    <img
      key={fallback}
      src={cover}
      {...widths}
      alt={alt}
      className={classes.cover}
      fetchPriority="high"
      onError={() => setFailure({ cover, fallback: fallback === 'chosen width' ? 'full cover' : 'none' })}
    />
  );
}
