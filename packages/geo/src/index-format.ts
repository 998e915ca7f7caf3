// The gazetteer index written by build-index.ts and read by loadGazetteer(): column arrays, stored as a small
// binary file (a JSON header for the strings, then the typed arrays as raw little-endian bytes).

/** Bumped whenever the builder's output changes meaning, so an older index on disk is rebuilt. */
export const INDEX_VERSION = 3;

/** Coordinates are stored as integers in units of 1e-5 degree (about 1 metre). */
export const COORDINATE_SCALE = 1e5;

/** What a place entry is. */
export const PLACE_KIND = Object.freeze({
  /** A populated place from GeoNames (city, town, village, borough). */
  city: 0,
  /** A neighbourhood (GeoNames PPLX): found by name, never the answer of reverse(). */
  neighborhood: 1,
  /** A post-office town that only the ZIP data knows (GeoNames lists places of 1,000 people and more). */
  postal: 2,
  /**
   * A post-office town within a few miles of a large city: a neighbourhood station ("Roxbury"), a firm's own ZIP
   * ("Philip Morris") or an abbreviation ("Atl"). Found by name, never the answer of reverse().
   */
  station: 3,
});

/**
 * County outlines on the us-atlas integer grid (degrees = value * scale + translate): the number of rings of
 * each county, the number of points of each ring, and the points as x, y pairs.
 */
export interface StoredShapes {
  scale: [number, number];
  translate: [number, number];
  rings: Uint16Array;
  points: Uint32Array;
  coordinates: Int32Array;
}

/**
 * The index: one entry per position in each table. States are positions in US_STATES, counties positions in
 * `counties`, places positions in `places`; -1 means none. Coordinates are in 1e-5 degree (COORDINATE_SCALE).
 */
export interface GeoIndex {
  version: number;
  /** Versions of the data packages the index was built from, by package name. */
  sources: Record<string, string>;
  places: {
    names: string[];
    /** Other names a place is found by (e.g. "New York City"): [place, name] pairs. */
    aliases: [number, string][];
    states: Uint8Array;
    lat: Int32Array;
    lng: Int32Array;
    /** GeoNames population (0 for neighbourhoods and post-office towns, whose figures are unreliable or missing). */
    population: Uint32Array;
    /** PLACE_KIND values. */
    kinds: Uint8Array;
    /** Number of ZIP codes whose post-office town is this place. */
    zipCounts: Uint16Array;
    counties: Int16Array;
  };
  zips: {
    /** All ZIP codes, 5 digits each, ascending, run together in one string. */
    codes: string;
    lat: Int32Array;
    lng: Int32Array;
    /** The ZIP's post-office town. */
    places: Int32Array;
    counties: Int16Array;
  };
  counties: {
    fips: string[];
    names: string[];
    states: Uint8Array;
    /** Centroids. */
    lat: Int32Array;
    lng: Int32Array;
    /** Sum of the populations of the GeoNames cities inside (a ranking weight, not a census figure). */
    population: Uint32Array;
  };
  /** Parallel to US_STATES: a representative point inside each state, and its summed city population. */
  states: { lat: Int32Array; lng: Int32Array; population: Uint32Array };
  /**
   * The name search keys of all entities (places, then counties, then states, numbered in that order), in
   * code-unit order and joined by newlines; `entities` gives each key's entity, or ~entity for a later-word key.
   */
  names: { keys: string; entities: Int32Array };
  /** County outlines, in the order of `counties.fips`. */
  shapes: StoredShapes;
  /** The places reverse() may answer, and a KDBush tree over them (its data buffer; item i is places[i]). */
  reverse: { places: Int32Array; tree: Uint8Array };
}

/** A typed column of integers; throws when a value does not fit the type (rather than wrapping silently). */
export function column<T extends TypedArray>(
  Type: { from(values: ArrayLike<number>): T },
  values: readonly number[],
): T {
  const array = Type.from(values);
  values.forEach((value, i) => {
    if (array[i] !== value) throw new RangeError(`${value} does not fit a ${array.constructor.name}`);
  });
  return array;
}

/** Degrees as integers of 1e-5 degree. */
export function scaleCoordinates(degrees: readonly number[]): Int32Array {
  return column(
    Int32Array,
    degrees.map((value) => Math.round(value * COORDINATE_SCALE)),
  );
}

/** Degrees back from {@link scaleCoordinates}. */
export function unscaleCoordinates(scaled: Int32Array): Float64Array {
  const degrees = new Float64Array(scaled.length);
  for (let i = 0; i < scaled.length; i++) degrees[i] = scaled[i]! / COORDINATE_SCALE;
  return degrees;
}

const MAGIC = 'DLGZ';
const TYPED_ARRAYS = { Int16Array, Int32Array, Uint8Array, Uint16Array, Uint32Array } as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;
type TypedArray = InstanceType<(typeof TYPED_ARRAYS)[TypedArrayName]>;
interface ArrayReference {
  $array: TypedArrayName;
  offset: number;
  length: number;
}

const typedArrayName = (value: unknown): TypedArrayName | null => {
  for (const [name, Type] of Object.entries(TYPED_ARRAYS)) {
    if (value instanceof Type) return name as TypedArrayName;
  }
  return null;
};

/**
 * The index as bytes: "DLGZ", the header length (uint32), a JSON header in which every typed array (always an
 * object property) is replaced by a reference { $array, offset, length }, then the arrays' bytes, each starting
 * on an 8-byte boundary.
 * Byte order is the platform's (little-endian on every platform Node supports).
 */
export function serializeIndex(index: GeoIndex): Uint8Array {
  const arrays: TypedArray[] = [];
  let offset = 0;
  const header = JSON.stringify(index, (_key, value: unknown) => {
    const name = typedArrayName(value);
    if (!name) return value;
    const array = value as TypedArray;
    const reference: ArrayReference = { $array: name, offset, length: array.length };
    arrays.push(array);
    offset += Math.ceil(array.byteLength / 8) * 8;
    return reference;
  });
  const headerBytes = new TextEncoder().encode(header);
  const dataStart = Math.ceil((8 + headerBytes.length) / 8) * 8;
  const bytes = new Uint8Array(dataStart + offset);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(bytes.buffer).setUint32(4, headerBytes.length, true);
  bytes.set(headerBytes, 8);
  let position = dataStart;
  for (const array of arrays) {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), position);
    position += Math.ceil(array.byteLength / 8) * 8;
  }
  return bytes;
}

/** The index back from {@link serializeIndex}; throws on bytes that are not an index. */
export function deserializeIndex(bytes: Uint8Array): GeoIndex {
  if (bytes.length < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) {
    throw new Error('Not a gazetteer index');
  }
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const dataStart = Math.ceil((8 + headerLength) / 8) * 8;
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as unknown;
  const toArray = ({ $array, offset, length }: ArrayReference): TypedArray => {
    const Type = TYPED_ARRAYS[$array] as unknown as {
      new (buffer: ArrayBuffer): TypedArray;
      BYTES_PER_ELEMENT: number;
    };
    const start = dataStart + offset;
    const end = start + length * Type.BYTES_PER_ELEMENT;
    if (end > bytes.length) throw new Error('Truncated gazetteer index');
    // A copy of the bytes (never a view, even of a Node Buffer): aligned whatever the offset, and the file
    // buffer can be released.
    return new Type(new Uint8Array(bytes.subarray(start, end)).buffer);
  };
  // Typed arrays are always object properties, never array elements, so arrays (of names) are not walked.
  const revive = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    if ('$array' in value) return toArray(value as ArrayReference);
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) object[key] = revive(object[key]);
    return object;
  };
  return revive(header) as GeoIndex;
}
