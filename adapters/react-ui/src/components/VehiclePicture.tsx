import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNoteLargestPicture } from '../app/ServicesContext.tsx';

/** Every picture of a car is drawn 16:9; width and height are given so that nothing shifts. */
const WIDTH = 640;
const HEIGHT = 360;

const useStyles = makeStyles({
  frame: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  picture: { objectFit: 'contain' },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground4,
  },
  silhouette: { width: '60%', height: 'auto' },
});

/**
 * Where the picture of a car model is: the shop's pictures are named by the model's id, which a
 * subscription carries as its car's product id.
 */
export const modelPictureUrl = (productId: string | null | undefined): string | null =>
  productId ? `/images/models/${encodeURIComponent(productId)}.svg` : null;

/**
 * A car's picture, or a drawn placeholder where there is none or it does not load — never a broken
 * image. `alt` names the car (make and model are not part of the picture). Pictures below the fold
 * load lazily; the first ones on a page pass `eager`.
 */
export const VehiclePicture = ({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
}) => {
  const styles = useStyles();
  const [failed, setFailed] = useState<string | null>(null);
  const noteLargestPicture = useNoteLargestPicture();
  // On the server: the page's eager picture, which its head asks for first (server-render.ts).
  if (eager && src && failed !== src) noteLargestPicture?.(src);
  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-picture="placeholder"
        className={mergeClasses(styles.frame, styles.placeholder, className)}
      >
        <svg className={styles.silhouette} viewBox="0 0 640 360" aria-hidden="true" focusable="false">
          <path
            d="M60,272 L58,236 Q60,214 88,208 L196,196 Q248,150 300,140 L406,140 Q446,143 490,192 L566,204 Q587,210 589,236 L587,272 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="8"
            strokeLinejoin="round"
          />
          <circle cx="166" cy="272" r="38" fill="none" stroke="currentColor" strokeWidth="8" />
          <circle cx="482" cy="272" r="38" fill="none" stroke="currentColor" strokeWidth="8" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={mergeClasses(styles.frame, styles.picture, className)}
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      // The first card's picture is the largest thing /mycars paints (its LCP): fetched before the
      // page's scripts, which share the few connections a phone opens, and drawn in the same frame.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      onError={() => setFailed(src)}
    />
  );
};
