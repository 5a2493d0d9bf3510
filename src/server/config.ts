import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().optional()),
  MAIL_FROM: z.string().default('Nutrition Practice <no-reply@localhost>'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default(''),
  FOOD_IMPORT_HOSTS: z.string().default('docs.google.com'),
  PRACTICE_NAME: z.string().default('NutriDesk'),
  /** WhatsApp Business Cloud API (decision 298): Meta's Graph API; tests point it at a local server. */
  WHATSAPP_API_BASE: z.preprocess(emptyToUndefined, z.string().url().default('https://graph.facebook.com')),
  WHATSAPP_API_VERSION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+\.\d+$/)
      .default('21.0'),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * The environment → the app's configuration, in one schema: AppConfig is what it outputs, so a
 * new setting is written once (the variable, its default and its place in the config).
 */
const configSchema = envSchema.transform((e) => ({
  port: e.PORT,
  host: e.HOST,
  dataDir: e.DATA_DIR,
  databaseUrl: e.DATABASE_URL,
  adminEmail: e.ADMIN_EMAIL,
  adminPassword: e.ADMIN_PASSWORD,
  smtpUrl: e.SMTP_URL,
  mailFrom: e.MAIL_FROM,
  publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  sessionSecret: e.SESSION_SECRET,
  foodImportHosts: e.FOOD_IMPORT_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
  /** Origins whose browsers may write: PUBLIC_URL's and ALLOWED_ORIGINS (decision 062). */
  allowedOrigins: [
    new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    ...e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ],
  /** Fastify's trustProxy: false unless TRUST_PROXY names the proxy (decision 062). */
  trustProxy: parseTrustProxy(e.TRUST_PROXY),
  practiceName: e.PRACTICE_NAME,
  whatsapp: { base: e.WHATSAPP_API_BASE, version: e.WHATSAPP_API_VERSION },
  logLevel: e.LOG_LEVEL as string,
}));

export type AppConfig = z.output<typeof configSchema>;

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * TRUST_PROXY: unset/false = the socket's address is the client's (X-Forwarded-For ignored);
 * true = trust every hop (only when a proxy always overwrites the header); a number = that many
 * hops; otherwise proxy addresses or CIDRs, comma-separated.
 */
function parseTrustProxy(raw: string): boolean | number | string {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return raw.trim();
}
