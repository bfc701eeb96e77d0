import { describe, expect, it } from 'vitest';
import { newPageNonce, pagePolicy } from './security-headers.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the content policy of a page', () => {
  it('admits the configured chat widget by its origin only, where the widget needs it', () => {
    const policy = pagePolicy('abc', { chatScriptUrl: 'https://chat.vendor.example/widget/v2.js?key=1' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://chat.vendor.example']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://chat.vendor.example']);
    expect(directive(policy, 'frame-src')).toEqual(['https://chat.vendor.example']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc'"]);
  });

  it('admits nothing more for a chat script address that is none', () => {
    for (const chatScriptUrl of ['', 'javascript:alert(1)', 'kein Link'])
      expect(pagePolicy('abc', { chatScriptUrl })).toBe(pagePolicy('abc'));
  });

  it('makes a new nonce of 128 random bits every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newPageNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
