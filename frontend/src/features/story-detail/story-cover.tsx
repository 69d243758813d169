import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './story-cover.module.css';

export function StoryCover({ src, title }: { src: string; title: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = `Cover art for ${title}`;

  if (failedSrc === src) {
    return (
      <div className={`${classes.cover} ${classes.placeholder}`} role="img" aria-label={alt}>
        <IconPhotoOff size={56} stroke={1.25} aria-hidden />
      </div>
    );
  }
  return <img src={src} alt={alt} className={classes.cover} fetchPriority="high" onError={() => setFailedSrc(src)} />;
}
