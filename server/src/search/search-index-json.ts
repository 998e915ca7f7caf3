// The search index's JSON of every listing, compact: each listing's own bytes in one shared byte arena (no object
// or Buffer per listing), with the text every listing repeats (keys, common values) packed into two bytes; their
// piece lengths and shown coordinates in typed arrays; and the photos' JSON, which the listings of one owner often
// share, stored once with a count of its users. A page's listings are written from these straight into its buffer.
import type { ListingJson, ListingText, PageBuffer, ViewerClass } from './search-listing-json';

const encoder = new TextEncoder();
const EMPTY = new Uint8Array(0);

/**
 * Text every listing's JSON repeats (the serializer's keys and common values), each stored as two bytes: ESCAPE and
 * its number. ESCAPE (0xff) never occurs in UTF-8, so any text round-trips, whatever the serializer writes.
 * Changing the list changes the snapshot format (the list is saved with a snapshot and compared when read).
 */
export const PHRASES: readonly string[] = [
  '{"id":"',
  '","shortId":"',
  '","path":"/real-estate-wholesale-investment-property-',
  '","ownerId":"',
  '","title":"',
  '","description":"',
  '","location":"',
  '","locationTruncated":',
  ',"city":"',
  '","state":"',
  '","zip":"',
  '","county":"',
  ' County","lat":',
  '","lat":',
  ',"lng":',
  ',"distance":',
  ',"price":',
  ',"beds":',
  ',"baths":',
  ',"sqft":',
  ',"lotSize":',
  ',"propertyType":"',
  '","images":',
  ',"arv":',
  ',"repairCost":',
  ',"profitPotential":',
  ',"roi":',
  ',"status":"',
  '","listingStatus":"published","archivedAt":null,"createdAt":"',
  '","listingStatus":"',
  '","archivedAt":',
  ',"createdAt":"',
  '","updatedAt":"',
  '","requiresVerifiedFunds":false}',
  '","requiresVerifiedFunds":',
  'single_family',
  'multi_family',
  'null',
  'true',
  'false',
  '. Double close available. ',
  ' inspection period ',
  'T00:00:00.000Z',
];
const ESCAPE = 0xff;
const PHRASE_BYTES = PHRASES.map((phrase) => encoder.encode(phrase));
const PHRASE_CODES = new Map(PHRASES.map((phrase, code) => [phrase, code]));
// Longest first, so that a phrase is not cut short by one it begins with.
const PHRASE_PATTERN = new RegExp(
  [...PHRASES]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** A text in UTF-8 with the phrases it contains replaced by their two bytes. */
export function packText(text: string): Uint8Array {
  const parts: Uint8Array[] = [];
  let length = 0;
  let from = 0;
  for (const match of text.matchAll(PHRASE_PATTERN)) {
    if (match.index > from) {
      const gap = encoder.encode(text.slice(from, match.index));
      parts.push(gap);
      length += gap.length;
    }
    parts.push(Uint8Array.of(ESCAPE, PHRASE_CODES.get(match[0])!));
    length += 2;
    from = match.index + match[0].length;
  }
  if (from === 0) return encoder.encode(text);
  if (from < text.length) {
    const rest = encoder.encode(text.slice(from));
    parts.push(rest);
    length += rest.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Segments this short are copied byte by byte: cheaper than a subarray and a set. */
const SHORT_COPY = 48;

/** Appends `source[from, to)` to `out`, which has room. */
function copyInto(out: PageBuffer, source: Uint8Array, from: number, to: number): void {
  const { bytes } = out;
  let at = out.at;
  if (to - from < SHORT_COPY) {
    for (let i = from; i < to; i++) bytes[at++] = source[i]!;
  } else {
    bytes.set(source.subarray(from, to), at);
    at += to - from;
  }
  out.at = at;
}

/** The longest phrase: packed bytes expand at most this many times over, which sizes the room a write needs. */
const MAX_EXPANSION = Math.max(...PHRASE_BYTES.map((phrase) => Math.ceil(phrase.length / 2)));

/** Appends the UTF-8 text of the packed bytes `packed[from, to)` to `out`. */
export function unpackInto(out: PageBuffer, packed: Uint8Array, from: number, to: number): void {
  out.room((to - from) * MAX_EXPANSION);
  let phraseAt = packed.indexOf(ESCAPE, from);
  while (phraseAt >= 0 && phraseAt < to) {
    copyInto(out, packed, from, phraseAt);
    const phrase = PHRASE_BYTES[packed[phraseAt + 1]!]!;
    copyInto(out, phrase, 0, phrase.length);
    from = phraseAt + 2;
    phraseAt = packed.indexOf(ESCAPE, from);
  }
  copyInto(out, packed, from, to);
}

/**
 * Byte strings by id in one growing buffer: `at[id]` and `size[id]` locate each; a freed string's bytes are dead
 * until the next compaction (when the dead bytes are over half the buffer and it must grow).
 */
export class Arena {
  bytes = new Uint8Array(1 << 16);
  used = 0;
  dead = 0;
  at = new Float64Array(0);
  size = new Uint32Array(0);

  /** Makes room for ids below `capacity`. */
  reserve(capacity: number): void {
    if (capacity <= this.at.length) return;
    const at = new Float64Array(capacity).fill(-1);
    at.set(this.at);
    const size = new Uint32Array(capacity);
    size.set(this.size);
    [this.at, this.size] = [at, size];
  }

  /** Stores the concatenation of `parts` as string `id` (which must be free). */
  write(id: number, parts: readonly Uint8Array[]): void {
    let total = 0;
    for (const part of parts) total += part.length;
    if (this.used + total > this.bytes.length) {
      if (this.dead * 2 > this.used) this.compact(total);
      if (this.used + total > this.bytes.length)
        this.resize(Math.max(this.used + total, this.bytes.length * 1.5));
    }
    let offset = this.used;
    this.at[id] = offset;
    this.size[id] = total;
    for (const part of parts) {
      this.bytes.set(part, offset);
      offset += part.length;
    }
    this.used = offset;
  }

  /** Frees string `id`. */
  free(id: number): void {
    if (this.at[id]! < 0) return;
    this.dead += this.size[id]!;
    this.at[id] = -1;
    this.size[id] = 0;
  }

  /** The bytes of string `id`. */
  get(id: number): Uint8Array {
    const at = this.at[id]!;
    return this.bytes.subarray(at, at + this.size[id]!);
  }

  /** Copies the live strings, in id order, into a buffer just large enough plus `room`. */
  compact(room = 0): void {
    const bytes = new Uint8Array(Math.ceil(this.used - this.dead + room));
    let offset = 0;
    for (let id = 0; id < this.at.length; id++) {
      const at = this.at[id]!;
      if (at < 0) continue;
      const size = this.size[id]!;
      bytes.set(this.bytes.subarray(at, at + size), offset);
      this.at[id] = offset;
      offset += size;
    }
    [this.bytes, this.used, this.dead] = [bytes, offset, 0];
  }

  resize(length: number): void {
    const bytes = new Uint8Array(Math.ceil(length));
    bytes.set(this.bytes.subarray(0, this.used));
    this.bytes = bytes;
  }
}

/** Piece lengths per listing, packed (packText): anonymous before the distance, then (unpacked) the part of it
 * signed-in viewers share, then packed: their own rest of it, the text after the distance before the photos and
 * after them, and the signed-in text after the distance when it differs (SAME when it does not). */
const LENGTHS = 6;
const SAME = 0xffffffff;

/** A 32-bit FNV-1a hash of a string: the key photos' JSON is shared by (bytes compared on a hit). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

const shown = (value: number) => (Number.isNaN(value) ? null : value);

/** The JSON of the listings in an index's slots. */
export class ListingJsonStore {
  /** Each slot's own bytes. */
  readonly own = new Arena();
  lengths = new Uint32Array(0);
  /** The shared photos' JSON of each slot (-1: none). */
  images = new Int32Array(0);
  /** The shown coordinates of each slot: anonymous lat, lng, signed-in lat, lng (NaN for null). */
  points = new Float64Array(0);
  /** The shared photos' JSON strings, their hash and how many slots use each. */
  readonly shared = new Arena();
  sharedHash: number[] = [];
  sharedUsers: number[] = [];
  readonly #sharedByHash = new Map<number, number>();
  #sharedFree: number[] = [];

  /** Makes room for slots below `capacity`. */
  reserve(capacity: number): void {
    if (capacity <= this.images.length) return;
    this.own.reserve(capacity);
    const lengths = new Uint32Array(capacity * LENGTHS);
    lengths.set(this.lengths);
    const images = new Int32Array(capacity).fill(-1);
    images.set(this.images);
    const points = new Float64Array(capacity * 4);
    points.set(this.points);
    [this.lengths, this.images, this.points] = [lengths, images, points];
  }

  /** Stores a listing's JSON in `slot` (free). */
  put(slot: number, text: ListingText): void {
    const head = commonPrefixLength(text.anonymousBefore, text.signedInBefore);
    const before = packText(text.anonymousBefore);
    const headBytes = encoder.encode(text.anonymousBefore.slice(0, head)).length;
    const middle = packText(text.signedInBefore.slice(head));
    let afterA: Uint8Array;
    let afterB: Uint8Array = EMPTY;
    let image = -1;
    if (text.imagesAt >= 0) {
      const imagesText = text.after.slice(text.imagesAt, text.imagesAt + text.imagesLength);
      image = this.#share(imagesText);
      afterA = packText(text.after.slice(0, text.imagesAt));
      afterB = packText(text.after.slice(text.imagesAt + text.imagesLength));
    } else {
      afterA = packText(text.after);
    }
    const signedInAfter: Uint8Array =
      text.signedInAfter === text.after ? EMPTY : packText(text.signedInAfter);
    this.own.write(slot, [before, middle, afterA, afterB, signedInAfter]);
    this.lengths.set(
      [
        before.length,
        headBytes,
        middle.length,
        afterA.length,
        afterB.length,
        text.signedInAfter === text.after ? SAME : signedInAfter.length,
      ],
      slot * LENGTHS,
    );
    this.images[slot] = image;
    this.points.set(
      [
        text.lat[0] ?? Number.NaN,
        text.lng[0] ?? Number.NaN,
        text.lat[1] ?? Number.NaN,
        text.lng[1] ?? Number.NaN,
      ],
      slot * 4,
    );
  }

  /** Frees `slot`'s JSON. */
  remove(slot: number): void {
    this.own.free(slot);
    const image = this.images[slot]!;
    this.images[slot] = -1;
    if (image >= 0 && --this.sharedUsers[image]! === 0) {
      this.shared.free(image);
      this.#sharedByHash.delete(this.sharedHash[image]!);
      this.#sharedFree.push(image);
    }
  }

  /** The id of the shared string `text`, stored now if needed, with one more user; -1 when its hash is taken. */
  #share(text: string): number {
    const bytes = encoder.encode(text);
    const hash = hashOf(text);
    const found = this.#sharedByHash.get(hash);
    if (found !== undefined) {
      if (!sameBytes(this.shared.get(found), bytes)) return -1;
      this.sharedUsers[found]!++;
      return found;
    }
    const id = this.#sharedFree.pop() ?? this.sharedUsers.length;
    if (id >= this.shared.at.length) this.shared.reserve(Math.max(16, this.shared.at.length * 2));
    this.shared.write(id, [bytes]);
    this.sharedHash[id] = hash;
    this.sharedUsers[id] = 1;
    this.#sharedByHash.set(hash, id);
    return id;
  }

  /** Restores the lookups of shared strings after their arrays were set from a snapshot. */
  restoreShared(): void {
    this.#sharedByHash.clear();
    this.#sharedFree = [];
    for (let id = 0; id < this.sharedUsers.length; id++) {
      if (this.sharedUsers[id]! > 0) this.#sharedByHash.set(this.sharedHash[id]!, id);
      else this.#sharedFree.push(id);
    }
  }

  /** Trims the arenas to what they hold (after filling a new index). */
  trim(): void {
    this.own.compact();
    this.shared.compact();
  }

  /** The listing in `slot` as a page writes it. */
  view(slot: number): ListingJson {
    return new PackedListing(this, slot);
  }
}

/**
 * A stored listing as a page writes it: its viewer class's pieces unpacked into the page's buffer, the request's
 * distance between them. Where each piece starts: before, signed-in middle, after (before and after the photos),
 * signed-in after.
 */
class PackedListing implements ListingJson {
  constructor(
    private readonly store: ListingJsonStore,
    private readonly slot: number,
  ) {}

  writeTo(out: PageBuffer, viewer: ViewerClass, distance: string): void {
    const { store, slot } = this;
    const bytes = store.own.bytes;
    const lengths = store.lengths;
    const l = slot * LENGTHS;
    const start = store.own.at[slot]!;
    const middleAt = start + lengths[l]!;
    const afterAt = middleAt + lengths[l + 2]!;
    const afterPhotosAt = afterAt + lengths[l + 3]!;
    const signedInAfterAt = afterPhotosAt + lengths[l + 4]!;
    if (viewer === 0) unpackInto(out, bytes, start, middleAt);
    else unpackPrefixInto(out, bytes, start, middleAt, lengths[l + 1]!);
    if (viewer === 1) unpackInto(out, bytes, middleAt, afterAt);
    out.ascii(distance);
    if (viewer === 1 && lengths[l + 5] !== SAME) {
      unpackInto(out, bytes, signedInAfterAt, signedInAfterAt + lengths[l + 5]!);
      return;
    }
    unpackInto(out, bytes, afterAt, afterPhotosAt);
    const image = store.images[slot]!;
    if (image >= 0) out.append(store.shared.get(image));
    unpackInto(out, bytes, afterPhotosAt, signedInAfterAt);
  }

  lat(viewer: ViewerClass): number | null {
    return shown(this.store.points[this.slot * 4 + viewer * 2]!);
  }

  lng(viewer: ViewerClass): number | null {
    return shown(this.store.points[this.slot * 4 + viewer * 2 + 1]!);
  }
}

/** Appends the first `length` bytes of the UTF-8 text of `packed[from, to)`: the part both viewer classes share. */
function unpackPrefixInto(
  out: PageBuffer,
  packed: Uint8Array,
  from: number,
  to: number,
  length: number,
): void {
  const end = out.at + length;
  unpackInto(out, packed, from, to);
  out.at = end;
}
