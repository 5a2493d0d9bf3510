import { Worker } from 'node:worker_threads';
import type { PlanJob, SolvedDay } from './solve-plan';

/**
 * Runs the solver in worker threads (the render pool's pattern, plan-pdf/render-pool.ts): the
 * request thread stays responsive, at most `size` generations solve at once and the others wait in
 * line, so five concurrent generations hold two HiGHS instances, not five (decision 092).
 */
export type SolverPool = { solve: (job: PlanJob) => Promise<SolvedDay[]>; close: () => Promise<void> };

type Job = { id: number; job: PlanJob; resolve: (d: SolvedDay[]) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; job: Job | null };

const WORKER_URL = new URL('./solver.worker.ts', import.meta.url).href;
/** Workers don't inherit the tsx loader; the bootstrap registers it, then loads the worker. */
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;

export function createSolverPool(size = 2): SolverPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, { eval: true });
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (msg: { id: number; days?: SolvedDay[]; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      if (job && job.id === msg.id) {
        if (msg.days) job.resolve(msg.days);
        else job.reject(new Error(msg.error ?? 'Plan solver failed'));
      }
      pump();
    });
    worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = null;
    });
    worker.on('exit', () => {
      slot.job?.reject(new Error('Plan solver stopped'));
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
      slot.worker.postMessage({ id: job.id, job: job.job });
    }
  }

  return {
    solve(job) {
      if (closed) return Promise.reject(new Error('Plan solver closed'));
      return new Promise<SolvedDay[]>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('Plan solver closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
