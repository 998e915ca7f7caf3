// Fitting the map's view: padding, the smallest span, the frame's shape, staying inside the frame.
import { describe, expect, it } from 'vitest';
import {
  ATLAS_FRAME,
  circleViewBox,
  fitViewBox,
  inViewBox,
  percentInViewBox,
  viewBoxAttribute,
} from './map-view-box';

const aspect = ATLAS_FRAME.width / ATLAS_FRAME.height;

describe('fitViewBox', () => {
  it('shows the whole frame without points', () => {
    expect(fitViewBox([], { padding: 0.1, minWidth: 10 })).toEqual(ATLAS_FRAME);
  });

  it('pads the extent of the points and keeps the frame shape', () => {
    const box = fitViewBox(
      [
        [100, 100],
        [200, 120],
      ],
      { padding: 0.1, minWidth: 0 },
    );
    expect(box.width).toBeCloseTo(120);
    expect(box.width / box.height).toBeCloseTo(aspect);
    expect(box.x + box.width / 2).toBeCloseTo(150);
    expect(box.y + box.height / 2).toBeCloseTo(110);
  });

  it('widens a tall extent to the frame shape', () => {
    const box = fitViewBox(
      [
        [300, 100],
        [310, 300],
      ],
      { padding: 0, minWidth: 0 },
    );
    expect(box.height).toBeCloseTo(200);
    expect(box.width).toBeCloseTo(200 * aspect);
  });

  it('never zooms closer than the smallest span: one point gets a box of minWidth around it', () => {
    const box = fitViewBox([[500, 300]], { padding: 0.2, minWidth: 12 });
    expect(box).toMatchObject({ width: 12 });
    expect(box.x + box.width / 2).toBeCloseTo(500);
    expect(box.y + box.height / 2).toBeCloseTo(300);
  });

  it('stays inside the frame near its edge, and answers the frame when the points span more', () => {
    const edge = fitViewBox([[2, 3]], { padding: 0, minWidth: 100 });
    expect(edge.x).toBe(0);
    expect(edge.y).toBe(0);
    const wide = fitViewBox(
      [
        [0, 0],
        [975, 610],
      ],
      { padding: 0.1, minWidth: 0 },
    );
    expect(wide).toEqual(ATLAS_FRAME);
  });
});

describe('circleViewBox', () => {
  it('fits a circle: its diameter is the height of the box, centred on it', () => {
    const box = circleViewBox([400, 200], 8, { padding: 0, minWidth: 0 });
    expect(box.height).toBeCloseTo(16);
    expect(box.x + box.width / 2).toBeCloseTo(400);
    expect(box.y + box.height / 2).toBeCloseTo(200);
  });
});

describe('helpers', () => {
  const box = { x: 100, y: 50, width: 200, height: 100 };

  it('tells whether a point is in the box and where, in percent', () => {
    expect(inViewBox(box, [150, 60])).toBe(true);
    expect(inViewBox(box, [99, 60])).toBe(false);
    expect(percentInViewBox(box, [150, 75])).toEqual({ left: 25, top: 25 });
  });

  it('writes the viewBox attribute with at most two decimals', () => {
    expect(viewBoxAttribute({ x: 1.23456, y: 0, width: 10, height: 6.25 })).toBe('1.23 0 10 6.25');
  });
});
