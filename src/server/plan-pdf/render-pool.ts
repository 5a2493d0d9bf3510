import { Worker } from 'node:worker_threads';
import type { PlanPdfProps } from './plan-pdf.document';

/**
 * Renders PDFs in worker threads so a 28-day plan (about a second of layout) never blocks the
 * event loop. At most `size` renders run at once; the others wait in line, which keeps memory
 * bounded when many PDFs are asked for together (docs/decisions/051).
 */
export type RenderPool = { render: (props: PlanPdfProps) => Promise<Buffer>; close: () => Promise<void> };

type Job = { id: number; props: PlanPdfProps; resolve: (b: Buffer) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; job: Job | null };

const WORKER_URL = new URL('./render.worker.ts', import.meta.url).href;
/** Workers don't inherit the tsx loader; the bootstrap registers it, then loads the worker. */
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;

export function createRenderPool(size = 2): RenderPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, { eval: true });
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (msg: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      if (job && job.id === msg.id) {
        if (msg.bytes) job.resolve(Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength));
        else job.reject(new Error(msg.error ?? 'PDF rendering failed'));
      }
      pump();
    });
    worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = null;
    });
    worker.on('exit', () => {
      slot.job?.reject(new Error('PDF worker stopped'));
      slots.splice(slots.indexOf(slot), 1);
      if (!closed) pump();
    });
    slots.push(slot);
    return slot;
  }

  function pump() {
    while (queue.length) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, props: job.props });
    }
  }

  return {
    render(props) {
      if (closed) return Promise.reject(new Error('PDF renderer closed'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, props, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('PDF renderer closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
