/**
 * A TCP relay in front of a server that a test can shut: while shut it accepts connections and never
 * answers (a dependency that hangs, the worst case for a caller), and cuts those it was relaying.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export type TcpGate = {
  readonly port: number;
  readonly shut: () => void;
  readonly reopen: () => void;
  readonly close: () => Promise<void>;
};

export const startTcpGate = async (targetPort: number): Promise<TcpGate> => {
  let open = true;
  const relayed = new Set<Socket>();
  const held = new Set<Socket>();
  const server = createServer((socket) => {
    socket.on('error', () => {});
    if (!open) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    const target = createConnection({ host: '127.0.0.1', port: targetPort });
    target.on('error', () => socket.destroy());
    socket.on('close', () => target.destroy());
    target.on('close', () => socket.destroy());
    relayed.add(socket);
    socket.on('close', () => relayed.delete(socket));
    socket.pipe(target).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the gate has no port');
  return {
    port: address.port,
    shut: () => {
      open = false;
      for (const socket of relayed) socket.destroy();
    },
    reopen: () => {
      open = true;
      for (const socket of held) socket.destroy();
    },
    close: async () => {
      for (const socket of [...relayed, ...held]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
