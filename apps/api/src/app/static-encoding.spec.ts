import { pickPrecompressed } from './static-encoding';

const files =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('pickPrecompressed', () => {
  it('prefers brotli, then gzip, among the copies the client accepts', () => {
    const both = files('/d/a.js.br', '/d/a.js.gz');
    expect(pickPrecompressed('/d/a.js', () => true, both)).toEqual({ encoding: 'br', path: '/d/a.js.br' });
    expect(pickPrecompressed('/d/a.js', (e) => e === 'gzip', both)).toEqual({ encoding: 'gzip', path: '/d/a.js.gz' });
  });

  it('uses what exists: only a gzip copy is sent as gzip even to a brotli client', () => {
    expect(pickPrecompressed('/d/a.js', () => true, files('/d/a.js.gz'))).toEqual({
      encoding: 'gzip',
      path: '/d/a.js.gz',
    });
  });

  it('says null when copies exist but none is accepted, undefined when there are none', () => {
    expect(pickPrecompressed('/d/a.js', () => false, files('/d/a.js.br', '/d/a.js.gz'))).toBeNull();
    expect(pickPrecompressed('/d/a.js', () => true, files())).toBeUndefined();
  });
});
