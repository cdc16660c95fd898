/**
 * The benches' fake DIAN in its own process (forked by `forkFakeDian`), so checking the documents'
 * signatures does not share the measured server's event loop. Takes the test chain to trust (the
 * parent's), sends its URL, then on each 'counts' message what it received and accepted.
 */
import { startBenchDian } from './e-invoicing-setup';

const pki = await new Promise<{ roots: string[]; dianP12: string; password: string }>((resolve) =>
  process.once('message', (m) => resolve(m as { roots: string[]; dianP12: string; password: string })),
);
const fake = await startBenchDian({ pki: { ...pki, dianP12: Buffer.from(pki.dianP12, 'base64') } });
process.on('message', (message) => {
  if (message !== 'counts') return;
  const sent = fake.received.filter((r) => r.operation === 'SendBillSync');
  const cpu = process.cpuUsage();
  process.send?.({
    received: sent.length,
    accepted: sent.filter((r) => r.answer?.isValid).length,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
});
process.on('disconnect', () => {
  void fake.close().then(() => process.exit(0));
});
process.send?.({ url: fake.url });
