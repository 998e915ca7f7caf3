// The search index saved to a file and read back, so that a restart need not rebuild it from SQL: its typed arrays
// and byte arenas as they are, the ids, dates and codes as text, the database marker (generation and revision of
// migration 0006) it was in step with, and a SHA-256 of it all. Reading answers null for a missing, foreign-format
// or corrupt file; search-service.ts validates what it reads against the database and catches up.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { ListingIndex, RECORD, RECORD_SIZE } from './search-index';
import { PHRASES } from './search-index-json';
import { PageBuffer } from './search-listing-json';

const MAGIC = 'DEALLOOP-SEARCH-INDEX';
/** Changes whenever the layout of the file or of the index changes: an older file is then ignored. */
const FORMAT = 1;
const HASH_BYTES = 32;
/** Bytes read or written per system call. */
const IO_CHUNK = 64 * 1024 * 1024;

type Typed =
  | Float64Array<ArrayBuffer>
  | Int32Array<ArrayBuffer>
  | Uint32Array<ArrayBuffer>
  | Uint8Array<ArrayBuffer>;
const TYPES = { f64: Float64Array, i32: Int32Array, u32: Uint32Array, u8: Uint8Array } as const;
type TypeName = keyof typeof TYPES;

interface Header {
  magic: string;
  format: number;
  publicUrl: string;
  generation: string;
  revision: number;
  strings: string[];
  kinds: string[];
  /** The phrases the JSON was packed with (search-index-json.ts): another list cannot read it. */
  phrases: string[];
  /** Length in bytes of the text part (ids, then dates, each line by slot; an empty line for a free slot). */
  textBytes: number;
  /** How many slots the index has used (ids and dates in the text part). */
  slots: number;
  sections: [name: string, type: TypeName, length: number][];
}

/** What a snapshot holds: the index and the database marker it was in step with. */
export interface Snapshot {
  index: ListingIndex;
  generation: string;
  revision: number;
}

const pad8 = (n: number) => (8 - (n % 8)) % 8;

/** The index's arrays by name, in file order. */
function sectionsOf(index: ListingIndex): [string, Typed][] {
  const { json } = index;
  return [
    ['records', index.records],
    ['city', index.city],
    ['zip', index.zip],
    ['county', index.county],
    ['owner', index.owner],
    ['newest', Int32Array.from(index.newest)],
    ['lengths', json.lengths],
    ['images', json.images],
    ['points', json.points],
    ['ownAt', json.own.at],
    ['ownSize', json.own.size],
    ['ownBytes', json.own.bytes.subarray(0, json.own.used)],
    ['sharedAt', json.shared.at],
    ['sharedSize', json.shared.size],
    ['sharedBytes', json.shared.bytes.subarray(0, json.shared.used)],
    ['sharedHash', Float64Array.from(json.sharedHash)],
    ['sharedUsers', Float64Array.from(json.sharedUsers)],
  ];
}

const typeNameOf = (array: Typed): TypeName =>
  array instanceof Float64Array
    ? 'f64'
    : array instanceof Int32Array
      ? 'i32'
      : array instanceof Uint32Array
        ? 'u32'
        : 'u8';

/** Writes the index to `file` (through a temporary file and a rename, so a reader never sees half of one). */
export function writeSnapshot(
  file: string,
  index: ListingIndex,
  marker: { generation: string; revision: number },
): void {
  // Dead bytes are not saved: the arenas are compacted first (their content stays the same).
  if (index.json.own.dead) index.json.own.compact();
  if (index.json.shared.dead) index.json.shared.compact();
  const text = Buffer.from(
    `${index.ids.map((id) => id ?? '').join('\n')}\n${index.createdAt.map((date, slot) => (index.ids[slot] === undefined ? '' : date)).join('\n')}`,
  );
  const sections = sectionsOf(index);
  const header: Header = {
    magic: MAGIC,
    format: FORMAT,
    publicUrl: index.publicUrl,
    generation: marker.generation,
    revision: marker.revision,
    strings: index.strings.values(),
    kinds: index.kinds.values(),
    phrases: [...PHRASES],
    textBytes: text.length,
    slots: index.ids.length,
    sections: sections.map(([name, array]) => [name, typeNameOf(array), array.length]),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32LE(headerBytes.length);
  const parts: Uint8Array[] = [
    prefix,
    headerBytes,
    text,
    Buffer.alloc(pad8(4 + headerBytes.length + text.length)),
  ];
  for (const [, array] of sections) {
    parts.push(
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
      Buffer.alloc(pad8(array.byteLength)),
    );
  }
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  parts.push(hash.digest());

  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  try {
    for (const part of parts) {
      for (let at = 0; at < part.length; )
        at += fs.writeSync(fd, part, at, Math.min(IO_CHUNK, part.length - at));
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/** Reads `length` bytes at `position` of `fd` into a new buffer, hashing them; null when the file ends first. */
function readInto(fd: number, position: number, length: number, hash: ReturnType<typeof createHash> | null) {
  const buffer = Buffer.allocUnsafeSlow(length);
  for (let at = 0; at < length; ) {
    const read = fs.readSync(fd, buffer, at, Math.min(IO_CHUNK, length - at), position + at);
    if (read === 0) return null;
    at += read;
  }
  hash?.update(buffer);
  return buffer;
}

/**
 * The index saved in `file` for `publicUrl`, or null when there is no such file, it was written for another
 * address or layout, or it is damaged (its hash does not match).
 */
export function readSnapshot(file: string, publicUrl: string): Snapshot | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const size = fs.fstatSync(fd).size;
    if (size < 4 + HASH_BYTES) return null;
    const hash = createHash('sha256');
    const prefix = readInto(fd, 0, 4, hash);
    const headerLength = prefix?.readUInt32LE(0) ?? Number.POSITIVE_INFINITY;
    if (4 + headerLength + HASH_BYTES > size) return null;
    const headerBytes = readInto(fd, 4, headerLength, hash)!;
    let header: Header;
    try {
      header = JSON.parse(headerBytes.toString());
    } catch {
      return null;
    }
    if (header.magic !== MAGIC || header.format !== FORMAT || header.publicUrl !== publicUrl) return null;
    if (JSON.stringify(header.phrases) !== JSON.stringify(PHRASES)) return null;
    const textStart = 4 + headerLength;
    const dataStart = textStart + header.textBytes + pad8(textStart + header.textBytes);
    const sizes = header.sections.map(([, type, length]) => length * TYPES[type].BYTES_PER_ELEMENT);
    const dataBytes = sizes.reduce((sum, bytes) => sum + bytes + pad8(bytes), 0);
    if (dataStart + dataBytes + HASH_BYTES !== size) return null;
    const text = readInto(fd, textStart, dataStart - textStart, hash)!;
    const data = readInto(fd, dataStart, dataBytes, hash)!;
    const expected = readInto(fd, dataStart + dataBytes, HASH_BYTES, null)!;
    if (!hash.digest().equals(expected)) return null;

    const arrays = new Map<string, Typed>();
    let at = 0;
    header.sections.forEach(([name, type], i) => {
      const Type = TYPES[type];
      arrays.set(name, new Type(data.buffer, data.byteOffset + at, sizes[i]! / Type.BYTES_PER_ELEMENT));
      at += sizes[i]! + pad8(sizes[i]!);
    });
    const lines = text.subarray(0, header.textBytes).toString().split('\n');
    return {
      index: indexOf(header, arrays, lines),
      generation: header.generation,
      revision: header.revision,
    };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** The index from a snapshot's parts: its arrays as they were, then its lookups and buckets rebuilt. */
function indexOf(header: Header, arrays: Map<string, Typed>, lines: string[]): ListingIndex {
  const index = new ListingIndex(header.publicUrl);
  const array = <T extends Typed>(name: string) => arrays.get(name) as unknown as T;
  index.strings.restore(header.strings);
  index.kinds.restore(header.kinds);
  const slots = header.slots;
  if (lines.length !== slots * 2 && !(slots === 0 && lines.length === 2)) throw new Error('snapshot text');
  index.ids = lines.slice(0, slots).map((id) => id || undefined);
  index.createdAt = lines.slice(slots);
  index.records = array<Float64Array<ArrayBuffer>>('records');
  index.city = array<Int32Array<ArrayBuffer>>('city');
  index.zip = array<Int32Array<ArrayBuffer>>('zip');
  index.county = array<Int32Array<ArrayBuffer>>('county');
  index.owner = array<Int32Array<ArrayBuffer>>('owner');
  const { json } = index;
  json.lengths = array<Uint32Array<ArrayBuffer>>('lengths');
  json.images = array<Int32Array<ArrayBuffer>>('images');
  json.points = array<Float64Array<ArrayBuffer>>('points');
  json.own.at = array<Float64Array<ArrayBuffer>>('ownAt');
  json.own.size = array<Uint32Array<ArrayBuffer>>('ownSize');
  json.own.bytes = array<Uint8Array<ArrayBuffer>>('ownBytes');
  json.own.used = json.own.bytes.length;
  json.shared.at = array<Float64Array<ArrayBuffer>>('sharedAt');
  json.shared.size = array<Uint32Array<ArrayBuffer>>('sharedSize');
  json.shared.bytes = array<Uint8Array<ArrayBuffer>>('sharedBytes');
  json.shared.used = json.shared.bytes.length;
  json.sharedHash = Array.from(array<Float64Array<ArrayBuffer>>('sharedHash'));
  json.sharedUsers = Array.from(array<Float64Array<ArrayBuffer>>('sharedUsers'));
  json.restoreShared();
  for (let slot = 0; slot < slots; slot++) {
    const id = index.ids[slot];
    if (id === undefined) {
      index.free.push(slot);
      continue;
    }
    index.slotById.set(id, slot);
    index.link(slot, true);
  }
  // The date order as it was saved (the buckets above were filled unordered, in slot order).
  index.newest.length = 0;
  for (const slot of array<Int32Array<ArrayBuffer>>('newest')) index.newest.push(slot);
  index.ordered = true;
  return index;
}

const compared = new PageBuffer();

/** A listing's JSON for one viewer class as one byte string (with no distance). */
function jsonBytes(index: ListingIndex, slot: number, viewer: 0 | 1): Buffer {
  index.jsonOf(slot).writeTo(compared, viewer, '');
  return Buffer.from(compared.take());
}

/**
 * Whether slot `a` of index `x` and slot `b` of index `y` hold the same listing: the same JSON for both viewer
 * classes, shown points, figures, place, owner, type and status, and date.
 */
export function sameListing(x: ListingIndex, a: number, y: ListingIndex, b: number): boolean {
  if (x.ids[a] !== y.ids[b] || x.createdAt[a] !== y.createdAt[b]) return false;
  for (const viewer of [0, 1] as const) {
    if (!jsonBytes(x, a, viewer).equals(jsonBytes(y, b, viewer))) return false;
    const [jx, jy] = [x.jsonOf(a), y.jsonOf(b)];
    if (jx.lat(viewer) !== jy.lat(viewer) || jx.lng(viewer) !== jy.lng(viewer)) return false;
  }
  const same = (p: number, q: number) => p === q || (Number.isNaN(p) && Number.isNaN(q));
  const kinds = new Set<number>([RECORD.type, RECORD.status]);
  for (let field = 0; field < RECORD_SIZE; field++) {
    const [p, q] = [x.records[a * RECORD_SIZE + field]!, y.records[b * RECORD_SIZE + field]!];
    if (field === RECORD.state) {
      if (x.strings.valueOf(p) !== y.strings.valueOf(q)) return false;
    } else if (kinds.has(field)) {
      if (x.kinds.valueOf(p) !== y.kinds.valueOf(q)) return false;
    } else if (!same(p, q)) return false;
  }
  for (const column of ['city', 'zip', 'county', 'owner'] as const) {
    if (x.strings.valueOf(x[column][a]!) !== y.strings.valueOf(y[column][b]!)) return false;
  }
  return true;
}
