import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * Fluent's Link look (default appearance) for the portal's own anchors — AppLink, SmartLink and the
 * hotline, which the frame shows on every page: Fluent's Link component with its context and
 * styles weighed 2.2 kB gzipped of the first page's JavaScript for a plain anchor
 * (docs/ui/performance.md "Weight and first paint").
 */
export const useLinkStyles = makeStyles({
  link: {
    backgroundColor: 'transparent',
    boxSizing: 'border-box',
    color: tokens.colorBrandForegroundLink,
    cursor: 'pointer',
    display: 'inline',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    margin: '0',
    padding: '0',
    overflow: 'inherit',
    textAlign: 'left',
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    textOverflow: 'inherit',
    userSelect: 'text',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': {
      outlineStyle: 'none',
      textDecorationColor: tokens.colorStrokeFocus2,
      textDecorationLine: 'underline',
      textDecorationStyle: 'double',
    },
    '@media (forced-colors: active)': { ':hover': { color: 'LinkText' } },
  },
});
