import { keyFromFragment, reentryLink, staffLink } from './access-links';

describe('access links', () => {
  it('carry the key in the fragment, never in the path or query', () => {
    const link = new URL(staffLink('http://192.168.1.20:3000', 'e-1', 'tok_EN-abc'));
    expect(link.pathname).toBe('/events/e-1/staff');
    expect(link.search).toBe('');
    expect(keyFromFragment(link.hash)).toBe('tok_EN-abc');
    const reentry = new URL(reentryLink('https://cantina.lan', 'ABCDE-FGHJK'));
    expect(reentry.pathname).toBe('/reentry');
    expect(keyFromFragment(reentry.hash)).toBe('ABCDE-FGHJK');
  });

  it('read nothing from an empty, oversized or odd fragment', () => {
    expect(keyFromFragment('')).toBeNull();
    expect(keyFromFragment('#')).toBeNull();
    expect(keyFromFragment(`#${'a'.repeat(300)}`)).toBeNull();
    expect(keyFromFragment('#%E0%A4%A')).toBeNull();
    expect(keyFromFragment('#a b')).toBeNull();
    expect(keyFromFragment('#<script>')).toBeNull();
    expect(keyFromFragment('abc')).toBe('abc');
  });
});
