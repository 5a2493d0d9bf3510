export declare const root: string;
export declare const webDist: string;
export declare function webBuildReason(): string | null;
export declare function buildWeb(options?: { force?: boolean; quiet?: boolean }): boolean;
