import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a first `npm start`', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmail: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
  });

  it('derives PUBLIC_URL from PORT, and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://clinic.example.in/' }).publicUrl).toBe(
      'https://clinic.example.in',
    );
  });

  it('treats empty variables as unset (as a blank line in an env file gives them)', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: '', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/nutridesk',
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/nutridesk',
      ADMIN_EMAIL: 'owner@clinic.example.in',
      ADMIN_PASSWORD: 'Owner@Pune2024',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'Clinic <care@clinic.example.in>',
      PUBLIC_URL: 'https://clinic.example.in',
      SESSION_SECRET: 'a-long-enough-session-secret',
      FOOD_IMPORT_HOSTS: ' docs.google.com , Sheets.Example.in ,',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/var/lib/nutridesk',
      databaseUrl: 'postgres://app:pw@db.internal:5432/nutridesk',
      adminEmail: 'owner@clinic.example.in',
      adminPassword: 'Owner@Pune2024',
      smtpUrl: 'smtp://mail.internal:25',
      mailFrom: 'Clinic <care@clinic.example.in>',
      publicUrl: 'https://clinic.example.in',
      sessionSecret: 'a-long-enough-session-secret',
      foodImportHosts: ['docs.google.com', 'sheets.example.in'],
    });
  });

  it('fails fast with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:[\s\S]*PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SESSION_SECRET: 'tiny' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    try {
      loadConfig({ PORT: 'x', PUBLIC_URL: 'nope' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('PUBLIC_URL');
    }
  });
});
