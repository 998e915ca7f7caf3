// Where the platform calls are (no schemas: the site and SDK import this at run time).

/** The platform: health, the OpenAPI document and the API reference page with its files. */
export const platformEndpoints = {
  health: { method: 'get', path: '/health' },
  openApiDocument: { method: 'get', path: '/openapi.json' },
  referencePage: { method: 'get', path: '/docs' },
  referenceScript: { method: 'get', path: '/docs/init.js' },
  referenceAsset: { method: 'get', path: '/docs/assets/{name}' },
} as const;
