/**
 * The portal's one breakpoint. Below it (phones, and tablets held upright at 768 px) the header
 * folds its links, language and account actions into a menu, the navigation tabs scroll sideways,
 * and tables show each row as a card (docs/ui/foundations.md "Small screens").
 */
export const COMPACT_MAX_WIDTH_PX = 899;

/** A Griffel media query for the compact layout: `[COMPACT]: { … }` inside makeStyles. */
export const COMPACT = `@media (max-width: ${COMPACT_MAX_WIDTH_PX}px)`;

/** The wide layout only: the complement of COMPACT. */
export const WIDE = `@media (min-width: ${COMPACT_MAX_WIDTH_PX + 1}px)`;
