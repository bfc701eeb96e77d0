import type { ReactNode } from 'react';
import { useCustomerView } from '../lib/customer-view.ts';

/**
 * A control that changes something in place (a button of a page, not a link: links to changes are
 * withheld by AppLink). Not offered in a support user's view of a customer (lib/customer-view.ts).
 */
export const WriteAction = ({ children }: { children: ReactNode }) => (useCustomerView() ? null : children);
