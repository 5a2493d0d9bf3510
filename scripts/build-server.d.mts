/** Bundles the server into `outDir` (default dist/server); answers the path of its main.mjs. */
export declare function buildServer(options?: { outDir?: string }): string;
