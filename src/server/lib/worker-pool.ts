import { Worker } from 'node:worker_threads';
import { type ServerWorker, workerBootstrap } from './server-files';

/**
 * Runs jobs in worker threads so heavy work (PDF layout, the plan solver) never blocks the event
 * loop. At most `size` jobs run at once; the others wait in line, which keeps memory bounded when
 * many are asked for together (docs/decisions/051, 092). A worker answers `{ id, output }` or
 * `{ id, error }` to each `{ id, input }` it is sent.
 */
export type WorkerPool<I, O> = { run: (input: I) => Promise<O>; close: () => Promise<void> };

export type WorkerReply<O> = { id: number; output?: O; error?: string };

type Job<I, O> = { id: number; input: I; resolve: (o: O) => void; reject: (e: Error) => void };
type Slot<I, O> = { worker: Worker; job: Job<I, O> | null };

export function createWorkerPool<I, O>(
  worker: ServerWorker,
  { name, size = 2 }: { name: string; size?: number },
): WorkerPool<I, O> {
  const code = workerBootstrap(worker);
  const slots: Slot<I, O>[] = [];
  const queue: Job<I, O>[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot<I, O> {
    const worker = new Worker(code, { eval: true });
    const slot: Slot<I, O> = { worker, job: null };
    worker.unref();
    worker.on('message', (msg: WorkerReply<O>) => {
      const job = slot.job;
      slot.job = null;
      if (job && job.id === msg.id) {
        if (msg.output !== undefined) job.resolve(msg.output);
        else job.reject(new Error(msg.error ?? `${name} failed`));
      }
      pump();
    });
    worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = null;
    });
    worker.on('exit', () => {
      slot.job?.reject(new Error(`${name} worker stopped`));
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
      const job = queue.shift() as Job<I, O>;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, input: job.input });
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new Error(`${name} closed`));
      return new Promise<O>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error(`${name} closed`));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
