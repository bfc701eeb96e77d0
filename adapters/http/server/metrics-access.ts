import { BlockList, isIP } from 'node:net';

/**
 * Who may read /metrics: the machine itself (loopback) and the addresses or CIDRs of
 * PORTAL_METRICS_ALLOW (comma-separated, e.g. "10.0.0.0/8, 192.0.2.7"). Judged by the connection's
 * own remote address, never by X-Forwarded-For: behind a trusted proxy request.ip is whatever the
 * client wrote there, and anybody could claim to be 127.0.0.1.
 */
export type MetricsAccess = (remoteAddress: string | undefined) => boolean;

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; judged as the IPv4 address. */
const plainAddress = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

const addEntry = (list: BlockList, entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
};

/** The rule for a setting; throws naming the entry that is neither an address nor a CIDR. */
export const metricsAccessOf = (setting: string | undefined): MetricsAccess => {
  const list = new BlockList();
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of [...LOOPBACK, ...entries])
    if (!addEntry(list, entry))
      throw new Error(`PORTAL_METRICS_ALLOW: "${entry}" is neither an IP address nor a CIDR.`);
  return (remoteAddress) => {
    if (!remoteAddress) return false;
    const address = plainAddress(remoteAddress);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
};
