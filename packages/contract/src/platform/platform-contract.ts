// The platform routes: the health check, the OpenAPI document and the API reference page (Swagger UI) with its files.
import { createRoute, z } from '@hono/zod-openapi';
import { errors, json } from '../http-schemas';
import { platformEndpoints as at } from './platform-endpoints';

/** Version, database dialect and migration state. */
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    dialect: z.enum(['sqlite', 'postgres']),
    database: z.enum(['up', 'down']),
    migrations: z.object({
      applied: z.number(),
      latest: z.string().nullable(),
      pending: z.array(z.string()),
      upToDate: z.boolean(),
    }),
  })
  .openapi('Health');
/** The health check's answer (GET /health). */
export type Health = z.infer<typeof HealthSchema>;

/** A file of the reference page. */
const AssetParam = z.object({ name: z.string() });

/** The platform routes. */
export const platformContract = {
  health: createRoute({
    ...at.health,
    summary: 'Server version, database dialect and migration state',
    responses: {
      200: { description: 'Healthy', content: json(HealthSchema) },
      503: { description: 'Database unreachable or migrations pending', content: json(HealthSchema) },
    },
  }),
  // The document does not list itself or the page that shows it: they are how the API is read, not calls of it.
  openApiDocument: createRoute({
    ...at.openApiDocument,
    hide: true,
    summary: 'This OpenAPI 3.1 document',
    responses: {
      200: { description: 'The document', content: json(z.record(z.string(), z.unknown())) },
    },
  }),
  referencePage: createRoute({
    ...at.referencePage,
    hide: true,
    summary: 'The API reference page (Swagger UI)',
    responses: { 200: { description: 'The page', content: { 'text/html': { schema: z.string() } } } },
  }),
  referenceScript: createRoute({
    ...at.referenceScript,
    hide: true,
    summary: "The reference page's start-up script",
    responses: {
      200: { description: 'The script', content: { 'text/javascript': { schema: z.string() } } },
    },
  }),
  referenceAsset: createRoute({
    ...at.referenceAsset,
    hide: true,
    summary: "A file of the reference page (Swagger UI's stylesheet or bundle)",
    request: { params: AssetParam },
    responses: {
      200: {
        description: 'The file',
        content: { 'text/css': { schema: z.string() }, 'text/javascript': { schema: z.string() } },
      },
      ...errors(404),
    },
  }),
};

/** The platform routes' types. */
export type PlatformContract = typeof platformContract;
