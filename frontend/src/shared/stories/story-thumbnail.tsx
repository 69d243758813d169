import { AspectRatio, Skeleton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './story-thumbnail.module.css';

type LoadStatus = 'loading' | 'loaded' | 'failed';

interface StoryThumbnailProps {
  src: string;
  title: string;
  /** Images in the first visible row load at once and first; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
  imageClassName?: string;
  /** Content laid over the image, such as a caption or badges. */
  children?: ReactNode;
  /** True inside a link that already names the story, so screen readers do not hear the title twice. */
  decorative?: boolean;
}

export function StoryThumbnail(props: StoryThumbnailProps) {
  const { src, title, eager = false, className, imageClassName, children, decorative = false } = props;
  const [load, setLoad] = useState<{ src: string; status: LoadStatus }>({ src, status: 'loading' });
  const status = load.src === src ? load.status : 'loading';
  const imageRef = useRef<HTMLImageElement>(null);

  // An image in the server's HTML may finish before the scripts take the page over, and its load
  // event is then gone: what the element already knows counts as that event.
  useEffect(() => {
    const image = imageRef.current;
    if (!image?.complete || image.currentSrc === '') return;
    setLoad({ src, status: image.naturalWidth > 0 ? 'loaded' : 'failed' });
  }, [src]);
  const alt = decorative ? '' : `Cover art for ${title}`;

  return (
    <AspectRatio ratio={4 / 3} className={className}>
      <div className={classes.frame}>
        {status === 'loading' && <Skeleton className={classes.fill} radius={0} data-testid="thumbnail-skeleton" />}
        {status === 'failed' ? (
          <div
            className={`${classes.fill} ${classes.placeholder}`}
            {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
          >
            <IconPhotoOff size={40} stroke={1.25} aria-hidden />
          </div>
        ) : (
          <img
            ref={imageRef}
            src={src}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className={`${classes.fill} ${classes.image} ${imageClassName ?? ''}`}
            data-eager={eager || undefined}
            data-loaded={status === 'loaded' || undefined}
            onLoad={() => setLoad({ src, status: 'loaded' })}
            onError={() => setLoad({ src, status: 'failed' })}
          />
        )}
        {children}
      </div>
    </AspectRatio>
  );
}
