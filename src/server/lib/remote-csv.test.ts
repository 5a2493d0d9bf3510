import { describe, expect, it } from 'vitest';
import { fetchCsv, isHostAllowed, isInternalAddress, sourceUrlProblem } from './remote-csv';

// Issue 15: the allow-list includes the port, and names that resolve inside the network are refused.
describe('FOOD_IMPORT_HOSTS', () => {
  it('allows the default port only unless the entry names one', () => {
    expect(isHostAllowed('docs.google.com', ['docs.google.com'])).toBe(true);
    expect(isHostAllowed('docs.google.com', ['docs.google.com'], '8443')).toBe(false);
    expect(isHostAllowed('sheets.example.in', ['sheets.example.in:8443'], '8443')).toBe(true);
    expect(isHostAllowed('sheets.example.in', ['sheets.example.in:8443'])).toBe(false);
    expect(sourceUrlProblem('https://docs.google.com:8443/x.csv', ['docs.google.com'])).toBe(
      'The port 8443 of docs.google.com is not allowed. Allowed hosts: docs.google.com',
    );
  });

  it('knows loopback, private and link-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.1.9',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '142.250.183.14', '2404:6800:4009::200e'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('refuses a listed name that resolves to a loopback address, unless that address is listed', async () => {
    await expect(fetchCsv('https://localhost/foods.csv', { hosts: ['localhost'] })).rejects.toThrow(
      /points to an internal address \((127\.0\.0\.1|::1)\)/,
    );
  });
});
