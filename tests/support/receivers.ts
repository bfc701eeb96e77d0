/**
 * Real local counterparts of the outboxes for tests and benchmarks: a minimal SMTP server that
 * accepts and records mails (nodemailer speaks to it as to any relay), and an HTTP receiver that
 * records the JSON posts of a webhook. Both can be made slow or failing.
 */
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';

export type ReceivedMail = { readonly from: string; readonly to: readonly string[]; readonly data: string };

export type SmtpSink = {
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** How long the sink waits before its greeting (a slow relay). */
  readonly slow: (ms: number) => void;
  /** When failing, every mail is refused with a temporary error (451). */
  readonly failing: (on: boolean) => void;
  readonly close: () => Promise<void>;
};

/** An SMTP server on loopback speaking just enough ESMTP (no TLS, no AUTH) to receive mails. */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let refusing = false;
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') {
        if (refusing) return reply('451 4.3.0 try again later');
        mail = { from: line.replace(/^MAIL FROM:\s*/i, ''), to: [], data: '' };
        reply('250 OK');
      } else if (verb === 'RCPT') {
        mail.to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1').toLowerCase());
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 go ahead');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else reply('502 not implemented');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ ...mail, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    setTimeout(() => reply('220 sink ESMTP'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mails,
    slow: (ms) => {
      delayMs = ms;
    },
    failing: (on) => {
      refusing = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

export type WebhookReceiver = {
  readonly url: string;
  /** The JSON bodies of the posts answered 2xx, in order of arrival. */
  readonly bodies: unknown[];
  /** How many posts arrived at all, answered or refused. */
  readonly arrivals: () => number;
  /** The status the next posts are answered with. */
  readonly answer: (status: number) => void;
  /** How long the next posts wait for their answer (a slow receiver). */
  readonly slow: (ms: number) => void;
  /** While silent, posts are taken and never answered (a receiver that hangs). */
  readonly silent: (on: boolean) => void;
  readonly close: () => Promise<void>;
};

/** An HTTP receiver on loopback standing in for an automation webhook. */
export const startWebhookReceiver = async (): Promise<WebhookReceiver> => {
  const bodies: unknown[] = [];
  let arrived = 0;
  let status = 204;
  let delayMs = 0;
  let hanging = false;
  const sockets = new Set<Socket>();
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived++;
      if (hanging) return;
      const answered = status;
      setTimeout(() => {
        if (answered < 300) bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(answered, { connection: 'close' }).end();
      }, delayMs);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/automation/newsletter`,
    bodies,
    arrivals: () => arrived,
    answer: (next) => {
      status = next;
    },
    slow: (ms) => {
      delayMs = ms;
    },
    silent: (on) => {
      hanging = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging post's socket would keep the server open.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
