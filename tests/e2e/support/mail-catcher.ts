import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

export type CaughtMail = { readonly to: string; readonly subject: string; readonly text: string };

export type MailCatcher = {
  /** smtp://127.0.0.1:<port>, for the portal's SMTP_URL. */
  readonly url: string;
  /** Waits until a mail to `to` arrives (the portal's sender delivers the outbox every few seconds). */
  readonly mailTo: (to: string, timeoutMs?: number) => Promise<CaughtMail>;
  readonly stop: () => Promise<void>;
};

/** A quoted-printable body (what nodemailer sends for German text) as its text. */
const quotedPrintable = (body: string): string =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header with RFC 2047 encoded words (`=?UTF-8?Q?Gesch=C3=A4ft?=`) as its text. */
const headerText = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, encoded: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : quotedPrintable(encoded.replace(/_/g, ' ')),
    );

const parse = (message: string): CaughtMail => {
  const split = message.indexOf('\r\n\r\n');
  const head = message.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = message.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: header('To'), subject: headerText(header('Subject')), text };
};

/**
 * A tiny SMTP server that keeps what the portal sends (the portal's mails leave the outbox through
 * SMTP_URL), so a browser test can follow a link from a mail as the recipient would.
 */
export const startMailCatcher = async (): Promise<MailCatcher> => {
  const mails: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 mail-catcher ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(parse(message));
          for (const wake of waiting) wake();
          socket.write('250 OK\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 mail-catcher\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const mailTo = (to: string, timeoutMs = 30_000) =>
    new Promise<CaughtMail>((resolve, reject) => {
      const find = () => mails.find((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
      const check = () => {
        const mail = find();
        if (!mail) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(
          new Error(`no mail to ${to} within ${timeoutMs} ms; caught: ${mails.map((m) => m.to).join(', ')}`),
        );
      }, timeoutMs);
      waiting.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    mailTo,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
