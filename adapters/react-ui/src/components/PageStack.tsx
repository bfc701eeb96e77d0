import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** Consumer spec §9 and business spec §9: the gap between a page's modules is 16. */
export const PAGE_GAP_PX = 16;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: `${PAGE_GAP_PX}px` },
});

/** A page's modules, one below the other. */
export const PageStack = ({ children }: { children: ReactNode }) => (
  <div className={useStyles().stack} data-page-stack="">
    {children}
  </div>
);
