// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPage } from './AfterFirstPage.tsx';

afterEach(cleanup);

const renderLatePart = (load?: () => Promise<unknown>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AfterFirstPage load={load}>
        <p>Chat starten</p>
      </AfterFirstPage>
    </QueryClientProvider>,
  );

describe("the frame's late parts", () => {
  it("asks for a late part's chunks once the first page has settled and shows the part only once they are here", async () => {
    let loaded = (): void => undefined;
    const load = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          loaded = resolve;
        }),
    );
    renderLatePart(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Chat starten')).toBeNull();
    loaded();
    expect(await screen.findByText('Chat starten')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still mounts a late part whose chunks failed to load, so that its own render meets the error', async () => {
    renderLatePart(() => Promise.reject(new Error('chunk missing')));
    expect(await screen.findByText('Chat starten')).toBeTruthy();
  });

  it('mounts a late part without a loader once the first page has settled', async () => {
    renderLatePart();
    expect(await screen.findByText('Chat starten')).toBeTruthy();
  });
});
