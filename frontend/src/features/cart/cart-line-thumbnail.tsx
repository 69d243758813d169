import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './cart-line-item.module.css';

/** The product's picture, or a placeholder when it has none or it fails to load. */
export function CartLineThumbnail({ imageUrl }: { imageUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!imageUrl || failedUrl === imageUrl) {
    return (
      <div className={`${classes.thumbnail} ${classes.placeholder}`} aria-hidden>
        <IconPhotoOff size={22} stroke={1.5} />
      </div>
    );
  }
  // The title beside it names the product, so the picture is decorative.
  return <img src={imageUrl} alt="" className={classes.thumbnail} onError={() => setFailedUrl(imageUrl)} />;
}
