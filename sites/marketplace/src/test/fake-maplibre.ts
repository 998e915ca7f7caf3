// A stand-in for maplibre-gl in jsdom (no WebGL): a map of 800x600 px with a plain linear projection of its
// longitude/latitude box, the camera calls the interactive map makes (zoom in/out, fit, drag by pixels) and the
// events it listens to. Use: vi.mock('maplibre-gl', () => import('../test/fake-maplibre')).
type Listener = () => void;

/** The fake's screen size in pixels. */
export const FAKE_MAP_SIZE = { width: 800, height: 600 };

/** Every map made, newest last. */
export const fakeMaps: FakeMap[] = [];

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A fitted box with a margin of a tenth of its size on each side (MapLibre's fit padding). */
function padded(box: Box): Box {
  const [w, h] = [(box.east - box.west) / 10 || 0.01, (box.north - box.south) / 10 || 0.01];
  return { west: box.west - w, east: box.east + w, south: box.south - h, north: box.north + h };
}

/** A map whose camera is a longitude/latitude box. */
export class FakeMap {
  box: Box;
  readonly options: Record<string, unknown>;
  readonly listeners = new Map<string, Listener[]>();
  removed = false;
  readonly touchZoomRotate = { disableRotation() {} };
  readonly keyboard = { disableRotation() {} };
  readonly container: HTMLElement;

  constructor(options: Record<string, unknown>) {
    this.options = options;
    this.container = options.container as HTMLElement;
    const bounds = options.bounds as [[number, number], [number, number]] | undefined;
    if (bounds) {
      this.box = padded({ west: bounds[0][0], south: bounds[0][1], east: bounds[1][0], north: bounds[1][1] });
    } else {
      const [lng, lat] = options.center as [number, number];
      const span = 360 / 2 ** (options.zoom as number);
      this.box = { west: lng - span / 2, east: lng + span / 2, south: lat - span / 4, north: lat + span / 4 };
    }
    fakeMaps.push(this);
    queueMicrotask(() => this.fire('load'));
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  fire(event: string) {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }

  /** Moves the camera as a gesture would: move events, then one moveend. */
  moveTo(box: Box) {
    this.box = box;
    this.fire('move');
    this.fire('moveend');
  }

  /** A drag by pixels (positive dx moves the view east). */
  drag(dx: number, dy: number) {
    const { west, east, south, north } = this.box;
    const lng = (dx / FAKE_MAP_SIZE.width) * (east - west);
    const lat = (dy / FAKE_MAP_SIZE.height) * (north - south);
    this.moveTo({ west: west + lng, east: east + lng, south: south - lat, north: north - lat });
  }

  private scale(factor: number) {
    const { west, east, south, north } = this.box;
    const [x, y] = [(west + east) / 2, (south + north) / 2];
    const [w, h] = [((east - west) * factor) / 2, ((north - south) * factor) / 2];
    this.moveTo({ west: x - w, east: x + w, south: y - h, north: y + h });
  }

  zoomIn() {
    this.scale(0.5);
  }

  zoomOut() {
    this.scale(2);
  }

  fitBounds(bounds: [[number, number], [number, number]]) {
    this.moveTo(padded({ west: bounds[0][0], south: bounds[0][1], east: bounds[1][0], north: bounds[1][1] }));
  }

  getZoom() {
    return Math.log2(360 / (this.box.east - this.box.west));
  }

  getBounds() {
    const { west, south, east, north } = this.box;
    return { getWest: () => west, getSouth: () => south, getEast: () => east, getNorth: () => north };
  }

  project([lng, lat]: [number, number]) {
    const { west, south, east, north } = this.box;
    return {
      x: ((lng - west) / (east - west)) * FAKE_MAP_SIZE.width,
      y: ((north - lat) / (north - south)) * FAKE_MAP_SIZE.height,
    };
  }

  getContainer() {
    return { clientWidth: FAKE_MAP_SIZE.width, clientHeight: FAKE_MAP_SIZE.height };
  }

  stop() {}

  remove() {
    this.removed = true;
  }
}

// maplibre-gl's `Map` (exported under that name without shadowing the global Map inside this module).
export { FakeMap as Map };
export const setWorkerUrl = () => {};
export const addProtocol = () => {};
export default { Map: FakeMap, setWorkerUrl, addProtocol };
