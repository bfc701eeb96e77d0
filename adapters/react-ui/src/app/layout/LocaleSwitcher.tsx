import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { isLocale, LOCALES } from '../../i18n/locales.ts';
import { useText } from '../../i18n/text.tsx';

/**
 * The browser's own select in Fluent's look (outline appearance, medium size): the frame shows it
 * on every page, and Fluent's Select component with its styles weighed ~4 kB gzipped of the
 * first page's JavaScript for the same element (docs/ui/performance.md "Weight and first paint").
 */
const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
  },
  select: {
    appearance: 'none',
    height: '32px',
    minWidth: '0',
    paddingTop: '0',
    paddingBottom: '0',
    paddingLeft: tokens.spacingHorizontalMNudge,
    paddingRight: '28px',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': {
      borderTopColor: tokens.colorNeutralStroke1Hover,
      borderRightColor: tokens.colorNeutralStroke1Hover,
      borderLeftColor: tokens.colorNeutralStroke1Hover,
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  chevron: {
    position: 'absolute',
    right: tokens.spacingHorizontalS,
    width: '12px',
    height: '12px',
    color: tokens.colorNeutralStrokeAccessible,
    pointerEvents: 'none',
  },
});

export const LocaleSwitcher = () => {
  const { locale, setLocale } = useLocale();
  const text = useText();
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <select
        className={styles.select}
        aria-label={text('app.locale.label')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option}>
            {text(`app.locale.${option}`)}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path
          d="M2.15 4.65a.5.5 0 0 1 .7 0L6 7.79l3.15-3.14a.5.5 0 1 1 .7.7l-3.5 3.5a.5.5 0 0 1-.7 0l-3.5-3.5a.5.5 0 0 1 0-.7Z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
};
