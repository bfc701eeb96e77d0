import { describe, expect, it, vi } from 'vitest';
import { browserChatEnvironment } from './chat-environment.ts';

const URL = 'https://chat.example/widget.js';

type FakeScript = { src?: string; async?: boolean; onload?: () => void; onerror?: () => void };

/** A page whose script tags are only collected: the test plays the browser loading them. */
const fakePage = () => {
  const scripts: FakeScript[] = [];
  const page = {
    document: {
      createElement: () => ({}) as FakeScript,
      head: { append: (script: FakeScript) => scripts.push(script) },
    },
  } as unknown as Window & { decagon?: unknown };
  return { page, scripts };
};

describe('the browser’s chat', () => {
  it('has no chat without a configured script URL', () => {
    const { page } = fakePage();
    expect(browserChatEnvironment(page, undefined).scriptUrl).toBeUndefined();
    expect(browserChatEnvironment(page, '  ').scriptUrl).toBeUndefined();
    expect(browserChatEnvironment(page, URL).scriptUrl).toBe(URL);
  });

  it('adds the vendor’s script once and drives the widget it installs', async () => {
    const { page, scripts } = fakePage();
    const chat = browserChatEnvironment(page, URL);
    const first = chat.load(URL);
    const second = chat.load(URL);
    expect(scripts.map((script) => [script.src, script.async])).toEqual([[URL, true]]);
    const widget = { setUserId: vi.fn(), setMetadata: vi.fn(), open: vi.fn() };
    page.decagon = widget;
    scripts[0]?.onload?.();
    const vendor = await first;
    expect(await second).toBe(vendor);
    vendor.authenticate({ user_id: 'u-kunde', signature: 'abc', epoch: 1764000000 });
    vendor.open();
    expect(widget.setUserId).toHaveBeenCalledWith('u-kunde');
    expect(widget.setMetadata).toHaveBeenCalledWith({ signature: 'abc', epoch: 1764000000 });
    expect(widget.open).toHaveBeenCalledTimes(1);
  });

  it('fails when the script installs no widget', async () => {
    const { page, scripts } = fakePage();
    const loading = browserChatEnvironment(page, URL).load(URL);
    scripts[0]?.onload?.();
    await expect(loading).rejects.toThrow('installed no widget');
  });

  it('fails when the script does not load, and tries again on the next open', async () => {
    const { page, scripts } = fakePage();
    const chat = browserChatEnvironment(page, URL);
    const failed = chat.load(URL);
    scripts[0]?.onerror?.();
    await expect(failed).rejects.toThrow('did not load');
    void chat.load(URL);
    expect(scripts).toHaveLength(2);
  });
});
