import { SET_FILE_MAX_BYTES, readSetFile } from './set-file';

describe('readSetFile', () => {
  it('detects the swu-db API answer and takes anything else as the Cantina format', () => {
    expect(readSetFile('{"data":[]}', 11, 'auto')).toEqual({ ok: true, body: { data: [] }, format: 'swudb' });
    expect(readSetFile('{"game":"swu","cards":[]}', 25, 'auto')).toMatchObject({ ok: true, format: 'cantina' });
  });

  it('keeps the format the admin chose', () => {
    expect(readSetFile('{"data":[]}', 11, 'cantina')).toMatchObject({ ok: true, format: 'cantina' });
  });

  it('refuses a file that is too big, empty or not JSON', () => {
    expect(readSetFile('{}', SET_FILE_MAX_BYTES + 1, 'auto')).toEqual({ ok: false, reason: 'too-big' });
    expect(readSetFile('  ', 2, 'auto')).toEqual({ ok: false, reason: 'empty' });
    expect(readSetFile('{"game":', 8, 'auto')).toEqual({ ok: false, reason: 'not-json' });
  });
});
