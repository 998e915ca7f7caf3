// Guards what the site and SDK may import at run time: the endpoint modules are plain data (no zod, no schemas,
// nothing but other endpoint modules), and every feature's endpoints are reachable from endpoints.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiContract } from './api-contract';
import * as endpoints from './endpoints';

const srcDir = new URL('./', import.meta.url);
const endpointModules = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  (name) => name.endsWith('-endpoints.ts') || name === 'endpoints.ts',
);

const importsOf = (source: string) =>
  [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2],
  );

describe('contract package boundaries', () => {
  it('has endpoint modules to check', () => {
    expect(endpointModules).toContain('endpoints.ts');
  });

  it.each(endpointModules)('%s imports only endpoint modules (plain data for browsers)', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    for (const specifier of importsOf(source))
      expect(specifier).toMatch(/^\.\/.*-endpoints$|^\.\/[a-z-]+\/[a-z-]+-endpoints$/);
  });

  it('re-exports by name only, never with export *', () => {
    for (const name of ['index.ts', 'endpoints.ts']) {
      expect(readFileSync(new URL(name, srcDir), 'utf8')).not.toMatch(/export\s+\*/);
    }
  });

  it("gives every feature of the contract its endpoints, with each route's method and path", () => {
    const byName = endpoints as Record<string, Record<string, { method: string; path: string }>>;
    for (const [feature, routes] of Object.entries(apiContract)) {
      const featureEndpoints = byName[`${feature}Endpoints`];
      expect(featureEndpoints, feature).toBeDefined();
      for (const [call, route] of Object.entries(routes)) {
        expect(featureEndpoints?.[call], `${feature}.${call}`).toEqual({
          method: route.method,
          path: route.path,
        });
      }
    }
  });
});
