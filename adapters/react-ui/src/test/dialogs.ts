import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { PATIENT_WAIT_MS } from './patient-waits.ts';

/**
 * The first dialog of a test file may take its time on a busy machine: its lazy chunk is loaded and
 * transformed then. The same patient deadline as every wait (patient-waits.ts).
 */
export const SLOW = { timeout: PATIENT_WAIT_MS } as const;

/**
 * The open dialog of that name, ready to use. Under happy-dom, Fluent's focus manager (tabster)
 * may keep a dialog opened by a click marked aria-hidden until focus enters one of its controls,
 * which a browser does at once; the helper moves the focus in as the browser would. (A hidden
 * element has no accessible name, so the dialog is found by its label first.)
 */
export const dialogNamed = async (name: string) => {
  const dialog = await waitFor(() => {
    const found = screen
      .queryAllByRole('dialog', { hidden: true })
      .find((candidate) => candidate.getAttribute('aria-label') === name);
    expect(found).toBeDefined();
    return found as HTMLElement;
  }, SLOW);
  // A dialog whose form is a lazy chunk (login, newsletter) shows a spinner until the form is there.
  await waitFor(() => expect(dialog.querySelector('[data-loading], .fui-Spinner')).toBeNull(), SLOW);
  const controls = [...dialog.querySelectorAll<HTMLElement>('input, textarea, button')];
  (controls.find((control) => !control.hasAttribute('aria-label')) ?? controls[0])?.focus();
  await waitFor(() => expect(dialog).not.toHaveAttribute('aria-hidden'));
  expect(screen.getByRole('dialog', { name })).toBe(dialog);
  return within(dialog);
};

/** Waits until every dialog is gone, hidden ones included (the page is then given back). */
export const dialogsClosed = () =>
  waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toEqual([]), SLOW);
