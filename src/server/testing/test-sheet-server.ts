import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for a sheet host: serves fixed answers by path and counts every request. */
export type SheetServer = {
  base: string;
  port: number;
  hits: (path: string) => number;
  set: (path: string, answer: Answer) => void;
  close: () => Promise<void>;
};
export type Answer = {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  hang?: boolean;
};

export async function startSheetServer(answers: Record<string, Answer> = {}): Promise<SheetServer> {
  const routes = new Map(Object.entries(answers));
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = routes.get(path);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (answer.hang) return; // never answers: the importer's timeout must end it
    res.writeHead(answer.status ?? 200, {
      'content-type': answer.type ?? 'text/csv; charset=utf-8',
      ...answer.headers,
    });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    hits: (path) => counts.get(path) ?? 0,
    set: (path, answer) => routes.set(path, answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const FOODS_CSV = [
  'name,uom,quantity,calories,protein,carbohydrate,fat,fibre',
  'Sunrise Poha (home style),g,100,180,3.5,32,4.2,1.8',
  'Masala Chaas,ml,200,60,3.2,4.8,3.1,0',
  'Ragi Mudde,g,150,210,4.5,45,1.1,5.4',
  '"Idli, steamed",piece,1,58,2,12,0.2,0.6',
].join('\n');
