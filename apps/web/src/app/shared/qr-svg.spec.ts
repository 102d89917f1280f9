import { qrDataUrl, qrSvg } from './qr-svg';

describe('qrSvg', () => {
  it('draws dark modules on a white square with a quiet zone', () => {
    const svg = qrSvg('https://cantina.example/join/ABC234');
    // Version 3 (29 modules) plus 4 modules of quiet zone on each side.
    expect(svg).toMatch(/viewBox="0 0 37 37"/);
    expect(svg).toContain('fill="#fff"');
    // The top-left finder pattern starts right after the quiet zone.
    expect(svg).toContain('M4 4h1v1h-1z');
    expect(svg).not.toContain('M0 0h1');
  });

  it('makes an image data URL', () => {
    const url = qrDataUrl('x');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1])).toContain('<svg');
  });
});
