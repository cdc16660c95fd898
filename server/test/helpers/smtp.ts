/**
 * A mail server inside the test suite (the `smtp-server` package, nodemailer's own): it takes
 * what Posada sends through the hotel's SMTP settings, checks the user and password, and keeps
 * each message raw for the tests to parse. `down` makes it refuse every message with a 421, as a
 * server out of service does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface TTestSmtp {
  port: number;
  received: TReceivedMail[];
  down(isDown: boolean): void;
  close(): Promise<void>;
}

export async function startSmtp(credentials: { user: string; pass: string }): Promise<TTestSmtp> {
  const received: TReceivedMail[] = [];
  let isDown = false;
  const server = new SMTPServer({
    // Plain TCP on the loopback (no certificate in the suite): STARTTLS is not offered.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    // No reverse DNS of the client (127.0.0.1) before the greeting: the suite stays on the loopback.
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Usuario o contraseña inválidos'));
      }
    },
    onMailFrom(_address, _session, callback) {
      if (!isDown) return callback();
      const refused = new Error('Servicio no disponible') as Error & { responseCode: number };
      refused.responseCode = 421;
      callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    down: (d) => {
      isDown = d;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
