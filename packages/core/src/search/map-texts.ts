// The interactive map's texts (search's map and split views, a listing's Location section): its pins list, clusters,
// zoom buttons and loading states.

/** Every text the map shows or reads out. */
export const MAP_TEXTS = Object.freeze({
  pinsLabel: 'Listings on the map',
  cluster: (count: number) => `${count} listings here: zoom in`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  loading: 'Loading the map…',
  failed: 'The map could not be loaded.',
  tryAgain: 'Try again',
});
