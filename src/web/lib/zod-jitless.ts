/**
 * Imported first by main.tsx. Zod 4 probes `new Function('')` to decide whether to compile fast
 * parsers; under our CSP (no 'unsafe-eval') the probe is caught but Chromium still reports a CSP
 * violation (Lighthouse best practices). `jitless` skips the probe. Set through the global Zod reads,
 * so the login page does not load Zod to set it.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
