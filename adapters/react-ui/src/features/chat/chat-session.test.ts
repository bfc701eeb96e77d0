import { describe, expect, it, vi } from 'vitest';
import type { ChatToken, ChatVendor } from './chat-environment.ts';
import { createChatSession } from './chat-session.ts';

const token: ChatToken = { user_id: 'u-kunde', signature: '9f2c5d0e8a', epoch: 1_764_000_000 };

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const fakeVendor = () => {
  const calls: string[] = [];
  const vendor: ChatVendor = {
    authenticate: (t) => calls.push(`authenticate ${t.user_id} ${t.signature} ${t.epoch}`),
    open: () => calls.push('open'),
  };
  return { vendor, calls };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat session', () => {
  it('loads nothing until the chat is first opened', () => {
    const load = vi.fn(() => Promise.resolve(fakeVendor().vendor));
    const session = createChatSession({ load, token: () => Promise.resolve(token), log: () => {} });
    expect(load).not.toHaveBeenCalled();
    expect(session.state()).toBe('idle');
  });

  it('authenticates the user before the chat opens, and opens queued requests once when ready', async () => {
    const script = deferred<ChatVendor>();
    const { vendor, calls } = fakeVendor();
    const load = vi.fn(() => script.promise);
    const session = createChatSession({ load, token: () => Promise.resolve(token), log: () => {} });
    session.open();
    session.open();
    expect(session.state()).toBe('loading');
    expect(calls).toEqual([]);
    script.resolve(vendor);
    await settle();
    expect(session.state()).toBe('ready');
    expect(calls).toEqual(['authenticate u-kunde 9f2c5d0e8a 1764000000', 'open']);
    expect(load).toHaveBeenCalledTimes(1);
    session.open();
    expect(calls.at(-1)).toBe('open');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed token and opens the chat without the user', async () => {
    const { vendor, calls } = fakeVendor();
    const log = vi.fn();
    const session = createChatSession({
      load: () => Promise.resolve(vendor),
      token: () => Promise.reject(new Error('500')),
      log,
    });
    session.open();
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['open']);
    expect(session.state()).toBe('ready');
  });

  it('opens without authenticating when nobody is signed in', async () => {
    const { vendor, calls } = fakeVendor();
    const session = createChatSession({
      load: () => Promise.resolve(vendor),
      token: () => Promise.resolve(null),
      log: () => {},
    });
    session.open();
    await settle();
    expect(calls).toEqual(['open']);
  });

  it('reports a widget that did not load as failed, and tells its listeners', async () => {
    const log = vi.fn();
    const session = createChatSession({
      load: () => Promise.reject(new Error('blocked')),
      token: () => Promise.resolve(token),
      log,
    });
    const states: string[] = [];
    session.subscribe(() => states.push(session.state()));
    session.open();
    await settle();
    expect(states).toEqual(['loading', 'failed']);
    expect(log).toHaveBeenCalledWith('the chat widget did not load', expect.any(Error));
  });
});
