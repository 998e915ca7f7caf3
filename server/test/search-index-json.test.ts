// The search index's compact JSON store: packed text round-trips whatever it holds; listings stored, replaced and
// removed (through compactions of the arena) give back their exact bytes; shared photos' JSON is freed with its
// last user.
import { describe, expect, it } from 'vitest';
import { Arena, ListingJsonStore, PHRASES, packText, unpackInto } from '../src/search/search-index-json';
import { type ListingText, PageBuffer } from '../src/search/search-listing-json';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

function listing(n: number, images: string): ListingText {
  const before = `{"id":"id-${n}","title":"Lot ${n} — café ☕ ${'x'.repeat(n % 50)}","city":"Dallas","lat":32.7,"lng":-96.8,"distance":`;
  const after = `,"price":${n},"images":${images},"status":"active","archivedAt":null}`;
  return {
    anonymousBefore: before,
    signedInBefore: before.replace('"lat":32.7', `"lat":32.7${n}`),
    after,
    // Some listings read differently after the distance when signed in.
    signedInAfter:
      n % 7 ? after : after.replace('"status":"active"', '"status":"active","note":"ÿ signed in"'),
    imagesAt: after.indexOf(images),
    imagesLength: images.length,
    lat: [32.7, n % 3 ? 32.7 + n / 1000 : null],
    lng: [-96.8, -96.8],
  };
}

/** The JSON of a stored listing for each viewer class, with `D` where the distance goes. */
function rendered(store: ListingJsonStore, slot: number): [string, string] {
  const json = store.view(slot);
  const out = new PageBuffer();
  return ([0, 1] as const).map((viewer) => {
    json.writeTo(out, viewer, 'D');
    return text(out.take());
  }) as [string, string];
}

describe('packed text', () => {
  it('round-trips any text, phrases, non-ASCII and characters near the escape byte included', () => {
    const samples = [
      '',
      'null',
      PHRASES.join(''),
      `${PHRASES[0]}ÿ\u00ff\u00f8 — 😀 "quoted" ${PHRASES[5]}`,
      'no phrase here at all',
    ];
    const out = new PageBuffer();
    for (const sample of samples) {
      const packed = packText(sample);
      unpackInto(out, packed, 0, packed.length);
      expect(text(out.take())).toBe(sample);
    }
  });

  it('stores the repeated keys in two bytes each', () => {
    const json = `${PHRASES[0]}abc${PHRASES[1]}def${PHRASES[2]}`;
    expect(packText(json).length).toBe(6 + 6);
  });
});

describe('the listing JSON store', () => {
  it('gives back each listing as it was stored, through replacements, removals and compactions', () => {
    const store = new ListingJsonStore();
    const expected = new Map<number, [string, string]>();
    const put = (slot: number, n: number) => {
      const value = listing(n, `[{"thumb":"/photo-${n % 4}.webp"}]`);
      store.remove(slot);
      store.put(slot, value);
      expected.set(slot, [
        `${value.anonymousBefore}D${value.after}`,
        `${value.signedInBefore}D${value.signedInAfter}`,
      ]);
    };
    store.reserve(512);
    for (let slot = 0; slot < 512; slot++) put(slot, slot);
    // Replace and remove most of them, so that the arena fills with dead bytes and compacts.
    for (let round = 1; round < 20; round++) {
      for (let slot = 0; slot < 512; slot += 1 + (round % 3)) put(slot, slot * round + 7);
    }
    for (let slot = 0; slot < 512; slot += 5) {
      store.remove(slot);
      expected.delete(slot);
    }
    store.trim();
    for (const [slot, views] of expected) expect(rendered(store, slot), `slot ${slot}`).toEqual(views);
  });

  it('stores a shared photos JSON once and frees it with its last user', () => {
    const store = new ListingJsonStore();
    store.reserve(4);
    store.put(0, listing(0, '[{"thumb":"/a.webp"}]'));
    store.put(1, listing(1, '[{"thumb":"/a.webp"}]'));
    store.put(2, listing(2, '[{"thumb":"/b.webp"}]'));
    expect([0, 1].map((viewer) => store.view(2).lat(viewer as 0 | 1))).toEqual([32.7, 32.7 + 2 / 1000]);
    expect([0, 1].map((viewer) => store.view(0).lat(viewer as 0 | 1))).toEqual([32.7, null]);
    expect(store.images[0]).toBe(store.images[1]);
    expect(store.images[2]).not.toBe(store.images[0]);
    const shared = store.images[0]!;
    store.remove(0);
    expect(store.sharedUsers[shared]).toBe(1);
    store.remove(1);
    expect(store.sharedUsers[shared]).toBe(0);
    expect(store.shared.at[shared]).toBe(-1);
    store.put(3, listing(3, '[{"thumb":"/c.webp"}]'));
    expect(rendered(store, 3)[0]).toContain('"images":[{"thumb":"/c.webp"}]');
  });
});

describe('the arena', () => {
  it('compacts dead bytes away and keeps the live strings', () => {
    const arena = new Arena();
    arena.reserve(3);
    arena.write(0, [Buffer.from('first')]);
    arena.write(1, [Buffer.from('second'), Buffer.from('!')]);
    arena.free(0);
    arena.write(2, [Buffer.from('third')]);
    arena.compact();
    expect(arena.dead).toBe(0);
    expect(arena.used).toBe('second!third'.length);
    expect(text(arena.get(1))).toBe('second!');
    expect(text(arena.get(2))).toBe('third');
  });
});
