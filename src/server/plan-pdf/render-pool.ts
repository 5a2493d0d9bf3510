import { createWorkerPool } from '../lib/worker-pool';
import type { PlanPdfProps } from './plan-pdf.document';

/**
 * Renders PDFs in worker threads so a 28-day plan (about a second of layout) never blocks the
 * event loop; at most `size` at once (docs/decisions/051).
 */
export type RenderPool = { render: (props: PlanPdfProps) => Promise<Buffer>; close: () => Promise<void> };

export function createRenderPool(size = 2): RenderPool {
  const pool = createWorkerPool<PlanPdfProps, Uint8Array>(
    new URL('./render.worker.ts', import.meta.url).href,
    { name: 'PDF rendering', size },
  );
  return {
    render: async (props) => {
      const bytes = await pool.run(props);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: pool.close,
  };
}
