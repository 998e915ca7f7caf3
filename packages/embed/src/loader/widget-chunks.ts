// The chunks each widget module imports statically (its static import closure), as paths relative to the SDK's
// base URL: the loader asks for them together with the module. The build writes the widget build's lists here
// (`widgetChunkLists` in scripts/sdk-build-config.mjs); in the sources, where nothing is built, there are none.

/** Module file (`grid.js`) -> the chunk files it imports (`chunks/preact-1a2b3c4d.js`...). */
export const WIDGET_CHUNKS: Readonly<Record<string, readonly string[]>> = {};
