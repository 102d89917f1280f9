import fc from 'fast-check';
import { loadConfig } from '../config/app-config';
import { lanAddresses, serverAddress, type NetworkInterfaces } from './public-address';

const v4 = (address: string, internal = false) => ({ address, family: 'IPv4', internal });
const v6 = (address: string) => ({ address, family: 'IPv6', internal: false });

describe('lanAddresses', () => {
  it('keeps non-internal IPv4 addresses, private ranges first: 192.168, then 10, then 172.16/12, then others', () => {
    const interfaces: NetworkInterfaces = {
      lo: [v4('127.0.0.1', true), { address: '::1', family: 'IPv6', internal: true }],
      eth1: [v4('203.0.113.7')],
      eth0: [v4('172.20.0.5'), v6('fe80::1')],
      wlan0: [v4('10.1.2.3'), v4('192.168.1.20')],
    };
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.1.2.3', '172.20.0.5', '203.0.113.7']);
  });

  it('skips link-local 169.254/16, loopback on a non-internal interface, and Docker/VM/VPN bridges', () => {
    expect(
      lanAddresses({
        eth0: [v4('169.254.10.1'), v4('127.0.0.2')],
        docker0: [v4('172.17.0.1')],
        'br-4f2a9c': [v4('172.18.0.1')],
        veth12ab: [v4('172.19.0.1')],
        virbr0: [v4('192.168.122.1')],
        tailscale0: [v4('100.64.0.3')],
        wlp2s0: [v4('192.168.0.42')],
      }),
    ).toEqual(['192.168.0.42']);
  });

  it('reads the numeric family of older Node versions and lists an address once', () => {
    expect(lanAddresses({ en0: [{ address: '10.0.0.9', family: 4, internal: false }], en1: [v4('10.0.0.9')] })).toEqual(
      ['10.0.0.9'],
    );
  });

  it('finds nothing on a machine with only loopback (or no interfaces)', () => {
    expect(lanAddresses({ lo: [v4('127.0.0.1', true)] })).toEqual([]);
    expect(lanAddresses({})).toEqual([]);
  });

  it('only ever returns addresses it was given, never loopback or link-local', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const address = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
    const entry = fc.record({ address, family: fc.constantFrom('IPv4', 'IPv6', 4, 6), internal: fc.boolean() });
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.array(entry, { maxLength: 4 })), (interfaces) => {
        const given = Object.values(interfaces)
          .flat()
          .map((e) => e.address);
        for (const found of lanAddresses(interfaces)) {
          expect(given).toContain(found);
          expect(found).not.toMatch(/^(127\.|169\.254\.|0\.)/);
        }
      }),
    );
  });
});

describe('serverAddress', () => {
  const interfaces: NetworkInterfaces = { eth0: [v4('192.168.1.20')], lo: [v4('127.0.0.1', true)] };

  it('gives the LAN URLs with the protocol and port, and PUBLIC_URL when set', () => {
    expect(serverAddress({ interfaces, publicUrl: undefined, protocol: 'http', port: 3000 })).toEqual({
      publicUrl: null,
      lanUrls: ['http://192.168.1.20:3000'],
    });
    expect(
      serverAddress({ interfaces, publicUrl: 'https://cantina.example.com', protocol: 'https', port: 443 }),
    ).toEqual({ publicUrl: 'https://cantina.example.com', lanUrls: ['https://192.168.1.20'] });
  });
});

describe('PUBLIC_URL configuration', () => {
  const paths = { webDistDir: '/srv/web', demoSetsDir: '/srv/demo' };

  it('is unset by default and accepts an absolute http(s) origin, dropping a trailing slash', () => {
    expect(loadConfig({}, paths).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://cantina.example.com/' }, paths).publicUrl).toBe(
      'https://cantina.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }, paths).publicUrl).toBe('http://192.168.1.20:3000');
  });

  it('refuses anything that is not an absolute http(s) URL without a path', () => {
    for (const bad of ['cantina.example.com', 'ftp://a.com', 'https://a.com/join', 'https://a.com?x=1', '/relative']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }, paths)).toThrow(/PUBLIC_URL/);
    }
  });
});
