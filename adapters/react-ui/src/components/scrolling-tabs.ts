import { makeStyles, tokens } from '@fluentui/react-components';

// A tab list that does not fit scrolls sideways; a shadow on the edge where more tabs wait shows
// that it does. The shadows are backgrounds that either scroll with the tabs (`local`: the covers)
// or stay (`scroll`: the shadows), so a cover hides its shadow once that end of the list is reached.
const COVER = tokens.colorNeutralBackground1;
const SHADOW = 'rgba(0, 0, 0, 0.25)';

/** `scroller` on the element around a TabList, `list` on the TabList: one line that scrolls. */
export const useScrollingTabsStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    backgroundColor: COVER,
    backgroundImage: [
      `linear-gradient(to right, ${COVER} 30%, transparent)`,
      `linear-gradient(to left, ${COVER} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${SHADOW}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${SHADOW}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  },
  list: { flexWrap: 'nowrap', '& > *': { flexShrink: 0 } },
});
