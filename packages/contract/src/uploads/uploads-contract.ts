// The upload route: an image for an avatar, a company logo or a listing (checked by its bytes and re-encoded), or a
// proof of funds (kept private).
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { uploadsEndpoints as at } from './uploads-endpoints';

const UploadBody = z
  .object({
    file: z.instanceof(File, { message: 'Attach an image file as "file".' }).openapi({
      type: 'string',
      format: 'binary',
    }),
    purpose: z.enum(['avatar', 'logo', 'listing', 'proof_of_funds']).openapi({
      description: 'What the file is for; proof_of_funds also takes a PDF (up to 10 MB), kept private.',
    }),
  })
  .openapi('UploadBody');

const VariantSchema = z.object({ name: z.string(), url: z.string(), width: z.number(), height: z.number() });

/** A stored image, with its variants. */
export const UploadSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(['avatar', 'logo', 'listing']),
    url: z.string().openapi({ description: 'Public URL of the largest variant.' }),
    width: z.number(),
    height: z.number(),
    variants: z.array(VariantSchema),
  })
  .openapi('Upload');
/** A stored image, with its variants. */
export type UploadView = z.infer<typeof UploadSchema>;

/** A stored proof of funds (private: no URL). */
export const ProofUploadSchema = z
  .object({
    id: z.string(),
    purpose: z.literal('proof_of_funds'),
    name: z.string(),
    contentType: z.string(),
    bytes: z.number(),
  })
  .openapi('ProofOfFundsUpload');
/** A stored proof of funds. */
export type ProofUploadView = z.infer<typeof ProofUploadSchema>;

/** The upload route (multipart: the site sends it with its own form-data upload, not a bound JSON call). */
export const uploadsContract = {
  upload: createRoute({
    ...at.upload,
    summary: 'Upload an image (avatar, company logo or listing photo) or a proof of funds',
    security: bearer,
    request: { body: { content: { 'multipart/form-data': { schema: UploadBody } }, required: true } },
    responses: {
      201: { description: 'Stored', content: json(z.union([UploadSchema, ProofUploadSchema])) },
      ...errors(400, 401, 413, 415, 422, 429),
    },
  }),
};

/** The upload route's types (import type only). */
export type UploadsContract = typeof uploadsContract;
