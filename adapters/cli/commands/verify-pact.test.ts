import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../program.ts';
import { memoryIo } from '../test-io.ts';

const SESSION_INTERACTION = 'getSession: customer kunde@demo.example is signed in';

/** A pact of the session call, as the consumer test writes them; `alsoProfile` adds a second interaction. */
const pactFile = ({ alsoProfile = false } = {}) => {
  const file = join(mkdtempSync(join(tmpdir(), 'verify-pact-')), 'pact.json');
  writeFileSync(
    file,
    JSON.stringify({
      consumer: { name: 'portal-ui' },
      provider: { name: 'portal-bff' },
      interactions: [
        {
          type: 'Synchronous/HTTP',
          description: 'getSession: customer kunde@demo.example is signed in',
          providerStates: [{ name: 'customer kunde@demo.example is signed in' }],
          request: { method: 'GET', path: '/portal/api/bff/auth/session' },
          response: {
            status: 200,
            headers: { 'Content-Type': ['application/json'] },
            body: {
              content: { data: { email: 'kunde@demo.example', name: 'Kim Kunde', kind: 'consumer' } },
              contentType: 'application/json',
              encoded: false,
            },
            matchingRules: { body: { '$.data.name': { combine: 'AND', matchers: [{ match: 'type' }] } } },
          },
        },
        ...(alsoProfile
          ? [
              {
                type: 'Synchronous/HTTP',
                description: 'getProfile: customer neu@demo.example is signed in',
                providerStates: [{ name: 'customer neu@demo.example is signed in' }],
                request: { method: 'GET', path: '/portal/api/bff/profile' },
                response: { status: 200 },
              },
            ]
          : []),
      ],
      metadata: { pactSpecification: { version: '4.0' } },
    }),
  );
  return file;
};

let server: Server | undefined;
afterEach(() => server?.close());

/**
 * A provider that records the states it is asked to set up and the paths it is called on, and
 * answers the session call as given; without provider states it answers their setup 404.
 */
const provider = async (session: { status: number; body: unknown }, { providerStates = true } = {}) => {
  const states: string[] = [];
  const paths: string[] = [];
  const listening = createServer((request, response) => {
    paths.push(request.url ?? '');
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/portal/api/test/provider-states' && !providerStates) {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":"not_found"}}');
        return;
      }
      if (request.url === '/portal/api/test/provider-states') {
        states.push(JSON.parse(body).state);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        return;
      }
      response
        .writeHead(session.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(session.body));
    });
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, states, paths };
};

const verify = async (args: string[]) => {
  const { io, stdout, stderr } = memoryIo();
  const code = await runCli(['verify-pact', ...args], io);
  return { code, stdout: stdout(), stderr: stderr() };
};

describe('portal verify-pact', () => {
  it('passes a BFF that answers every interaction, after setting up each provider state', async () => {
    const bff = await provider({
      status: 200,
      body: { data: { email: 'kunde@demo.example', name: 'Another Name', kind: 'consumer' } },
    });
    const result = await verify([
      '--provider-base-url',
      bff.url,
      '--pact',
      pactFile(),
      '--log-level',
      'error',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('honours every interaction');
    expect(result.stdout).toContain('1 interaction, 1 passed, 0 failed');
    expect(bff.states).toContain('customer kunde@demo.example is signed in');
  }, 30_000);

  it('fails with exit code 1 against a BFF that answers otherwise', async () => {
    const bff = await provider({ status: 500, body: { error: { code: 'general_error', message: 'x' } } });
    const result = await verify([
      '--provider-base-url',
      bff.url,
      '--pact',
      pactFile(),
      '--log-level',
      'error',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('does not honour the contract');
  }, 30_000);

  it('writes every interaction as a JUnit test case with --junit, a failed one with what did not match', async () => {
    const bff = await provider({ status: 500, body: { error: { code: 'general_error', message: 'x' } } });
    const junit = join(mkdtempSync(join(tmpdir(), 'verify-pact-junit-')), 'reports', 'pact.xml');
    const result = await verify([
      '--provider-base-url',
      bff.url,
      '--pact',
      pactFile(),
      '--junit',
      junit,
      '--log-level',
      'error',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('1 interaction, 0 passed, 1 failed');
    expect(result.stderr).toContain('expected 200 but was 500');

    const window = new Window();
    try {
      const report = new window.DOMParser().parseFromString(readFileSync(junit, 'utf8'), 'application/xml');
      expect(report.querySelector('parsererror')).toBeNull();
      const cases = [...report.querySelectorAll('testcase')];
      expect(cases.map((testCase) => testCase.getAttribute('name'))).toEqual([
        'getSession: customer kunde@demo.example is signed in',
      ]);
      const failure = cases[0]?.querySelector('failure');
      expect(failure?.textContent).toContain('Given customer kunde@demo.example is signed in');
      expect(failure?.textContent).toContain('expected 200 but was 500');
      expect(report.documentElement.getAttribute('failures')).toBe('1');
    } finally {
      await window.happyDOM.close();
    }
  }, 30_000);

  it('says in one line that the BFF needs PORTAL_PROVIDER_STATES=on when its setup URL answers 404', async () => {
    const bff = await provider({ status: 200, body: {} }, { providerStates: false });
    const junit = join(mkdtempSync(join(tmpdir(), 'verify-pact-junit-')), 'pact.xml');
    const result = await verify(['--provider-base-url', bff.url, '--pact', pactFile(), '--junit', junit]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `verify-pact: no provider-state endpoint at POST ${bff.url}/portal/api/test/provider-states (HTTP 404): start the BFF with PORTAL_PROVIDER_STATES=on, or give its setup URL with --provider-states-setup-url\n`,
    );
    // No interaction was replayed: the one setup was the only call.
    expect(bff.paths).toEqual(['/portal/api/test/provider-states']);
    expect(readFileSync(junit, 'utf8')).toContain('PORTAL_PROVIDER_STATES=on');
  }, 30_000);

  it('names the setup URL it tried when nothing answers there', async () => {
    const result = await verify(['--provider-base-url', 'http://127.0.0.1:1', '--pact', pactFile()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('POST http://127.0.0.1:1/portal/api/test/provider-states');
    expect(result.stderr).toContain('PORTAL_PROVIDER_STATES=on');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  }, 30_000);

  it('replays only the interaction named with --interaction, or the state named with --state', async () => {
    const bff = await provider({
      status: 200,
      body: { data: { email: 'kunde@demo.example', name: 'Kim Kunde', kind: 'consumer' } },
    });
    const pact = pactFile({ alsoProfile: true });
    const base = ['--provider-base-url', bff.url, '--pact', pact, '--log-level', 'error'];
    const one = await verify([...base, '--interaction', SESSION_INTERACTION]);
    expect(one.code).toBe(0);
    expect(one.stdout).toContain('1 interaction, 1 passed, 0 failed');
    expect(bff.paths).not.toContain('/portal/api/bff/profile');

    const byState = await verify([...base, '--state', 'customer kunde@demo.example is signed in']);
    expect(byState.code).toBe(0);
    expect(byState.stdout).toContain('1 interaction, 1 passed, 0 failed');
    expect(bff.states).not.toContain('customer neu@demo.example is signed in');
    expect(bff.paths).not.toContain('/portal/api/bff/profile');

    // A part of a description names every interaction that contains it.
    const both = await verify([...base, '--interaction', 'customer']);
    expect(both.stdout + both.stderr).toContain('2 interactions');
    expect(bff.paths).toContain('/portal/api/bff/profile');

    const none = await verify([...base, '--state', 'no such state']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no interaction of');
  }, 60_000);

  it('refuses a missing pact file and a base URL that is no URL', async () => {
    expect(
      (await verify(['--provider-base-url', 'http://127.0.0.1:1', '--pact', '/nonexistent.json'])).code,
    ).toBe(2);
    expect((await verify(['--provider-base-url', 'localhost'])).code).toBe(2);
  });
});
