import { Label, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DateWindow } from '../../../../core/handover/rules.ts';
import { berlinDay, type EpochDay, toIsoDate, weekdayOf } from '../../../../core/shared/calendar-days.ts';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { useFormat, useText } from '../i18n/text.tsx';

const MS_PER_DAY = 86_400_000;
/** The week of 5 January 1970, a Monday: the weekday header's days. */
const A_WEEK: readonly EpochDay[] = [4, 5, 6, 7, 8, 9, 10];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '4px' },
  caption: { fontWeight: tokens.fontWeightSemibold },
  grid: { borderCollapse: 'separate', borderSpacing: '2px' },
  weekday: {
    width: '40px',
    textAlign: 'center',
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  cell: { padding: 0 },
  day: {
    position: 'relative',
    width: '40px',
    height: '40px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase200,
    cursor: 'not-allowed',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  bookable: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  month: { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
  // The day's full date for assistive technology; the short marks stay what the eye reads.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Monday 0 … Sunday 6. */
const mondayIndexOf = (day: EpochDay): number => (weekdayOf(day) + 6) % 7;
const dateOf = (day: EpochDay) => new Date(day * MS_PER_DAY);

const KEY_STEPS: Record<string, (day: EpochDay) => EpochDay> = {
  ArrowLeft: (day) => day - 1,
  ArrowRight: (day) => day + 1,
  ArrowUp: (day) => day - 7,
  ArrowDown: (day) => day + 7,
  Home: (day) => day - mondayIndexOf(day),
  End: (day) => day + 6 - mondayIndexOf(day),
};

/**
 * A calendar of a date window, week by week from Monday (the date pickers' rule, consumer and
 * business spec §5 "Calendar": only the available days can be chosen). One table shows the whole
 * window, so no day is hidden behind a month page. Each day is a button named by its full date,
 * the chosen one pressed. Keyboard as in the WAI-ARIA date picker: one day is in the tab order, the
 * arrows move a day or a week, Home and End to the week's start and end, Enter or Space chooses.
 * A day that cannot be chosen stays focusable but says so (aria-disabled), so the keyboard can
 * pass over it.
 */
export const DeliveryCalendar = ({
  label,
  window,
  days,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  window: DateWindow;
  /** The days that can be chosen (ISO dates). */
  days: readonly string[];
  /** The chosen day (ISO), or ''. */
  value: string;
  onChange: (date: string) => void;
  error?: string | undefined;
  required?: boolean;
}) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const { locale } = useLocale();
  const ids = { label: useId(), hint: useId(), error: useId() };
  const bookable = useMemo(() => new Set(days.map(berlinDay)), [days]);
  const from = berlinDay(window.from);
  const to = berlinDay(window.to);
  const first = from - mondayIndexOf(from);
  const last = to + 6 - mondayIndexOf(to);
  const chosen = value ? berlinDay(value) : null;
  const [focused, setFocused] = useState<EpochDay>(() => chosen ?? berlinDay(days[0] ?? window.from));
  const moved = useRef(false);
  const buttons = useRef(new Map<EpochDay, HTMLButtonElement>());
  const current = Math.min(Math.max(focused, first), last);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(current)?.focus();
  }, [current]);

  const formats = useMemo(
    () => ({
      full: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      monthShort: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const months = [...new Set([from, to].map((day) => formats.monthYear.format(dateOf(day))))].join(' – ');
  const weeks: EpochDay[][] = [];
  for (let start = first; start <= last; start += 7)
    weeks.push(Array.from({ length: 7 }, (_, offset) => start + offset));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    moved.current = true;
    setFocused(Math.min(Math.max(step(current), first), last));
  };
  const choose = (day: EpochDay) => {
    setFocused(day);
    if (bookable.has(day)) onChange(toIsoDate(day));
  };

  return (
    <div className={styles.root}>
      <Label id={ids.label} required={required}>
        {label}
      </Label>
      <Text className={styles.caption} aria-hidden>
        {months}
      </Text>
      <table
        className={styles.grid}
        aria-labelledby={ids.label}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
      >
        <thead>
          <tr>
            {A_WEEK.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                className={styles.weekday}
                abbr={formats.weekdayLong.format(dateOf(weekday))}
              >
                {formats.weekdayShort.format(dateOf(weekday))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const open = bookable.has(day);
                const selected = day === chosen;
                const date = dateOf(day);
                // The month's name marks its first day, and the first day of the grid.
                const marksMonth = day === first || date.getUTCDate() === 1;
                return (
                  <td key={day} className={styles.cell}>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(day, element);
                        else buttons.current.delete(day);
                      }}
                      className={mergeClasses(
                        styles.day,
                        open && styles.bookable,
                        selected && styles.selected,
                      )}
                      tabIndex={day === current ? 0 : -1}
                      aria-disabled={open ? undefined : true}
                      aria-pressed={open ? selected : undefined}
                      onKeyDown={onKeyDown}
                      onClick={() => choose(day)}
                      onFocus={() => setFocused(day)}
                    >
                      {marksMonth ? (
                        <span className={styles.month} aria-hidden>
                          {formats.monthShort.format(date)}
                        </span>
                      ) : null}
                      <span aria-hidden>{date.getUTCDate()}</span>
                      <span className={styles.visuallyHidden}>{formats.full.format(date)}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Text id={ids.hint} className={styles.hint} size={200}>
        {text('app.deliveryCalendar.hint', {
          from: format.date(days[0] ?? window.from),
          to: format.date(days.at(-1) ?? window.to),
        })}{' '}
        <span aria-live="polite">
          {value ? text('app.deliveryCalendar.chosen', { date: format.date(value) }) : null}
        </span>
      </Text>
      {error ? (
        <Text id={ids.error} className={styles.error} size={200}>
          {error}
        </Text>
      ) : null}
    </div>
  );
};
