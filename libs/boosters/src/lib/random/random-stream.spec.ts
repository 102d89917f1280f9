import fc from 'fast-check';
import { openStream } from './random-stream';
import { hashSeed, mix32 } from './seed-words';

describe('seeded random streams', () => {
  it('hash a seed the same way every time, and different seeds differently', () => {
    expect(hashSeed('event-1')).toEqual(hashSeed('event-1'));
    expect(hashSeed('event-1')).not.toEqual(hashSeed('event-2'));
    expect(hashSeed('')).not.toEqual(hashSeed('\u0000'));
    expect(hashSeed('ab')).not.toEqual(hashSeed('ba'));
    fc.assert(fc.property(fc.string(), (seed) => hashSeed(seed).every((word) => word >>> 0 === word)));
  });

  it('keep a fixed mixing function (part of algorithm version 1)', () => {
    expect([mix32(0), mix32(1), mix32(0xffffffff)]).toEqual([0, 1364076727, 2180083513]);
    expect(hashSeed('cantina')).toEqual(hashSeed('cantina'));
  });

  it('give each pack index its own stream', () => {
    const seed = hashSeed('streams');
    const firsts = Array.from({ length: 1000 }, (_, index) => openStream(seed, 'pack', index).unit());
    expect(new Set(firsts).size).toBe(1000);
    expect(openStream(seed, 'pack', 0).unit()).not.toBe(openStream(seed, 'layout', 0).unit());
  });

  it('draw integers in range and units in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.integer({ min: 1, max: 1000 }), (seed, index, size) => {
        const stream = openStream(hashSeed(seed), 'pack', index);
        for (let i = 0; i < 20; i++) {
          const value = stream.below(size);
          expect(Number.isInteger(value) && value >= 0 && value < size).toBe(true);
          const unit = stream.unit();
          expect(unit >= 0 && unit < 1).toBe(true);
        }
      }),
    );
  });
});
