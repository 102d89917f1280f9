import fc from 'fast-check';
import { chooseJoinBase, isLoopbackHost } from './join-address';

describe('chooseJoinBase', () => {
  const lan = { publicUrl: null, lanUrls: ['http://192.168.1.20:3000', 'http://10.0.0.5:3000'] };
  const none = { publicUrl: null, lanUrls: [] };

  it('uses PUBLIC_URL first, whatever the page and the LAN', () => {
    for (const page of ['http://localhost:3000', 'http://192.168.1.20:3000', 'https://store.example']) {
      expect(chooseJoinBase({ ...lan, publicUrl: 'https://cantina.example.com' }, page)).toEqual({
        origin: 'https://cantina.example.com',
        source: 'public-url',
      });
    }
  });

  it("uses the page's own origin when it is not loopback (a LAN IP or a domain)", () => {
    expect(chooseJoinBase(lan, 'http://192.168.1.77:3000')).toEqual({
      origin: 'http://192.168.1.77:3000',
      source: 'page',
    });
    expect(chooseJoinBase(null, 'https://cantina.store.example')).toEqual({
      origin: 'https://cantina.store.example',
      source: 'page',
    });
  });

  it('uses the first LAN address when the page is on loopback', () => {
    for (const page of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(chooseJoinBase(lan, page)).toEqual({ origin: 'http://192.168.1.20:3000', source: 'lan' });
    }
  });

  it('flags loopback when nothing else exists (no LAN address, or no answer from the server)', () => {
    expect(chooseJoinBase(none, 'http://localhost:3000')).toEqual({
      origin: 'http://localhost:3000',
      source: 'loopback',
    });
    expect(chooseJoinBase(null, 'http://127.0.0.1:4200')).toEqual({
      origin: 'http://127.0.0.1:4200',
      source: 'loopback',
    });
  });

  it('never answers a loopback origin unless it flags it', () => {
    const host = fc.constantFrom('localhost', '127.0.0.1', '[::1]', '192.168.0.2', 'shop.example', '10.1.1.1');
    const origin = fc.tuple(fc.constantFrom('http', 'https'), host).map(([scheme, name]) => `${scheme}://${name}`);
    const server = fc.option(
      fc.record({ publicUrl: fc.option(origin, { nil: null }), lanUrls: fc.array(origin, { maxLength: 3 }) }),
      { nil: null },
    );
    fc.assert(
      fc.property(server, origin, (answer, page) => {
        // The server only ever lists LAN (non-loopback) URLs; PUBLIC_URL is the operator's word.
        const realistic = answer && {
          ...answer,
          lanUrls: answer.lanUrls.filter((url) => !isLoopbackHost(new URL(url).hostname)),
        };
        const choice = chooseJoinBase(realistic, page);
        if (choice.source !== 'loopback' && choice.source !== 'public-url') {
          expect(isLoopbackHost(new URL(choice.origin).hostname)).toBe(false);
        }
      }),
    );
  });
});

describe('isLoopbackHost', () => {
  it('knows the names and addresses of this computer', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
      '::1',
      '0.0.0.0',
    ]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['192.168.1.20', '10.0.0.1', 'cantina.example.com', 'localhost.example.com', '[fe80::1]']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
