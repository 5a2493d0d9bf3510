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

  it('reads the port of every kind of entry: names, wildcards, IPv4 and IPv6 addresses', () => {
    expect(isHostAllowed('sheets.example.in', ['*.example.in:8443'], '8443')).toBe(true);
    expect(isHostAllowed('sheets.example.in', ['*.example.in:8443'], '22')).toBe(false);
    expect(isHostAllowed('10.0.0.5', ['10.0.0.5:8080'], '8080')).toBe(true);
    expect(isHostAllowed('10.0.0.5', ['10.0.0.5:8080'], '22')).toBe(false);
    expect(isHostAllowed('10.0.0.5', ['10.0.0.5'], '22')).toBe(false);
    // A bare IPv6 address is the address at the default port, not `:` with port 1.
    expect(isHostAllowed('[fd00::1]', ['fd00::1'])).toBe(true);
    expect(isHostAllowed('[fd00::1]', ['fd00::1'], '1')).toBe(false);
    expect(isHostAllowed('[fd00::1]', ['[fd00::1]:8443'], '8443')).toBe(true);
    expect(isHostAllowed('[fd00::1]', ['[fd00::1]:8443'], '22')).toBe(false);
    expect(sourceUrlProblem('https://[fd00::1]:22/x.csv', ['[fd00::1]:8443'])).toBe(
      'The port 22 of [fd00::1] is not allowed. Allowed hosts: [fd00::1]:8443',
    );
  });

  it('opens a listed internal address only at the listed port, whatever name points to it', async () => {
    // localhost:* is listed, 127.0.0.1 only at port 8080: port 9 of localhost stays closed.
    await expect(
      fetchCsv('http://localhost:9/foods.csv', { hosts: ['localhost:*', '127.0.0.1:8080', '[::1]:8080'] }),
    ).rejects.toThrow(/points to an internal address/);
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
