import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { leadsToWrite, useCustomerView } from '../lib/customer-view.ts';
import { useLinkStyles } from './link-styles.ts';

/**
 * A client-side navigation that looks like every other link of the portal (Fluent's Link look) and
 * still opens in a new tab with a modifier key or the middle button. In a support user's view of a
 * customer a link to a change (a form, a wizard, a modal) is not offered (lib/customer-view.ts).
 */
export const AppLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const navigate = useNavigate();
  const href = useHref(to);
  const styles = useLinkStyles();
  const view = useCustomerView();
  if (view && leadsToWrite(to)) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className={styles.link} href={href} onClick={onClick}>
      {children}
    </a>
  );
};
