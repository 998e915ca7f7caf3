// Uploads a proof of funds file (POST /api/v1/uploads with purpose proof_of_funds, stored privately).
import type { ApiClient, ProofOfFundsUpload } from '@dealloop/client';

/** Uploads the file and answers the upload (its id goes into the offer as proofOfFundsUploadId). */
export function proofOfFundsUpload(client: ApiClient, file: File): Promise<ProofOfFundsUpload> {
  return client.uploads.upload(file, 'proof_of_funds', file.name);
}
