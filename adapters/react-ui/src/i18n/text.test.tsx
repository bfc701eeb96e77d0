// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from './catalogues.ts';
import { useText } from './text.tsx';

const Shown = ({ id, count }: { id: MessageId; count?: number }) => {
  const text = useText();
  return <p>{count === undefined ? text(id) : text(id, { count })}</p>;
};

const inLocale = (locale: string, messages: Record<string, string>, children: ReactNode) => (
  <IntlProvider locale={locale} defaultLocale="de-DE" messages={messages}>
    {children}
  </IntlProvider>
);

describe('texts of the catalogue', () => {
  it('shows the new language’s text after a switch, though the text was shown before', () => {
    const view = render(
      inLocale('de-DE', { 'fleet.cars.noDriver': 'Keine Fahrer*in' }, <Shown id="fleet.cars.noDriver" />),
    );
    expect(screen.queryByText('Keine Fahrer*in')).not.toBeNull();
    view.rerender(
      inLocale('en-DE', { 'fleet.cars.noDriver': 'No driver' }, <Shown id="fleet.cars.noDriver" />),
    );
    expect(screen.queryByText('No driver')).not.toBeNull();
  });

  it('formats a text with values on every call', () => {
    const messages = { 'fleet.cars.pages': 'Seite {count}' };
    const view = render(inLocale('de-DE', messages, <Shown id="fleet.cars.pages" count={1} />));
    expect(screen.queryByText('Seite 1')).not.toBeNull();
    view.rerender(inLocale('de-DE', messages, <Shown id="fleet.cars.pages" count={2} />));
    expect(screen.queryByText('Seite 2')).not.toBeNull();
  });
});
