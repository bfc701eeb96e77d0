import { describe, expect, it } from 'vitest';
import { metricsAccessOf } from './metrics-access.ts';

describe('who may read the metrics', () => {
  it('lets the machine itself in, over IPv4, IPv6 and IPv4 on a dual-stack socket', () => {
    const allows = metricsAccessOf(undefined);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(allows(address), address).toBe(true);
  });

  it('keeps every other address out unless the setting names it', () => {
    const allows = metricsAccessOf('');
    for (const address of ['10.0.0.5', '192.0.2.7', '::ffff:10.0.0.5', '2001:db8::1', '', undefined, 'x'])
      expect(allows(address), String(address)).toBe(false);
  });

  it('lets in the addresses and networks of the setting', () => {
    const allows = metricsAccessOf(' 10.0.0.0/8 , 192.0.2.7,2001:db8::/32');
    expect(allows('10.200.3.4')).toBe(true);
    expect(allows('::ffff:10.1.1.1')).toBe(true);
    expect(allows('192.0.2.7')).toBe(true);
    expect(allows('192.0.2.8')).toBe(false);
    expect(allows('2001:db8:1::9')).toBe(true);
    expect(allows('2001:db9::1')).toBe(false);
  });

  it('refuses a setting that is not addresses or networks, naming the entry', () => {
    expect(() => metricsAccessOf('10.0.0.0/8,prometheus.internal')).toThrow(/prometheus\.internal/);
    expect(() => metricsAccessOf('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => metricsAccessOf('10.0.0.0/x')).toThrow();
  });
});
