import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { MessageId } from '../i18n/catalogues.ts';
import { useText } from '../i18n/text.tsx';

/**
 * Fluent's spinner look (medium: a 32 px brand ring with a turning arc, the label after it) in a
 * few styles of our own: every page's frame shows it while a page loads, and Fluent's Spinner with
 * its Label weighed 3.6 kB gzipped of the first page's JavaScript (docs/ui/performance.md "Weight and first
 * paint"). `data-loading` marks it for the browser tests, which wait for it to go.
 */
const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
  },
  ring: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `3px solid ${tokens.colorBrandStroke2Contrast}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '1.8s' },
    '@media screen and (forced-colors: active)': {
      borderTopColor: 'Highlight',
      borderRightColor: 'HighlightText',
      borderBottomColor: 'HighlightText',
      borderLeftColor: 'HighlightText',
      forcedColorAdjust: 'none',
    },
  },
  label: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

export const LoadingState = ({ label = 'app.loading' }: { label?: MessageId }) => {
  const styles = useStyles();
  const text = useText();
  const labelId = useId();
  return (
    <div className={styles.root} role="progressbar" aria-labelledby={labelId} data-loading="">
      <span className={styles.ring} aria-hidden="true" />
      <span id={labelId} className={styles.label}>
        {text(label)}
      </span>
    </div>
  );
};
