// Deal documents: a purchase agreement or an assignment (PDF only, without active content, the proof-of-funds
// checks) uploaded by a party of the contract into the private `deal-documents` bucket, listed and read back by
// the deal's parties and admins only.
import { randomBytes } from 'node:crypto';
import type { DealDocumentView } from '@dealloop/contract';
import { DEAL_DOCUMENT_MAX_BYTES, type DealDocumentKind, DEAL_DOCUMENT_MESSAGES as M } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { uuidv7 } from '../db/ids';
import type { Contract, DealDocument } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { findPdfActiveContent } from '../offers/pdf-active-content';
import { sniffProofType } from '../offers/proof-of-funds';
import type { Bucket } from '../storage/file-store';

const BUCKET: Bucket = 'deal-documents';

/** The path of the deal document upload route, which has its own body limit. */
export const DEAL_DOCUMENT_UPLOAD_PATH = /^\/api\/v1\/contracts\/[^/]+\/documents$/;
/** Room for the multipart framing around the file. */
export const DEAL_DOCUMENT_BODY_LIMIT = DEAL_DOCUMENT_MAX_BYTES + 64 * 1024;

/** A display name from the uploaded file's name: printable characters, at most 120, ending in .pdf. */
function displayName(name: string, kind: DealDocumentKind): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned || `${kind.replace('_', '-')}.pdf`;
}

/** A document row as the API answers it. */
export const dealDocumentView = (row: DealDocument): DealDocumentView => ({
  id: row.id,
  kind: row.kind,
  name: row.file_name,
  bytes: row.bytes,
  uploadedBy: row.uploaded_by,
  createdAt: row.created_at,
});

/** Checks and stores a PDF for the contract; 413, 415 or 422 for a bad file. */
export async function storeDealDocument(
  deps: Pick<AppDeps, 'db' | 'files'>,
  contract: Contract,
  userId: string,
  kind: DealDocumentKind,
  file: File,
): Promise<DealDocumentView> {
  if (file.size > DEAL_DOCUMENT_MAX_BYTES) throw new ApiError(413, 'file_too_large', M.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffProofType(bytes) !== 'pdf') throw new ApiError(415, 'unsupported_file', M.notPdf);
  if (findPdfActiveContent(bytes)) throw new ApiError(422, 'pdf_active_content', M.activeContent);
  const id = uuidv7();
  const objectName = `private-${id}-${randomBytes(6).toString('hex')}.pdf`;
  await deps.files.put(BUCKET, objectName, bytes);
  const row: DealDocument = {
    id,
    contract_id: contract.id,
    kind,
    uploaded_by: userId,
    object_name: objectName,
    file_name: displayName(file.name, kind),
    bytes: bytes.length,
    created_at: new Date().toISOString(),
  };
  await deps.db.insertInto('deal_documents').values(row).execute();
  return dealDocumentView(row);
}

/** The documents of a contract, oldest first. */
export async function listDealDocuments(deps: Pick<AppDeps, 'db'>, contractId: string) {
  const rows = await deps.db
    .selectFrom('deal_documents')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(dealDocumentView);
}

/** A document's bytes and name (404 when it is not this contract's or its file is gone). */
export async function readDealDocument(
  deps: Pick<AppDeps, 'db' | 'files'>,
  contractId: string,
  documentId: string,
): Promise<{ bytes: Buffer; name: string }> {
  const row = await deps.db
    .selectFrom('deal_documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  const bytes = row && (await deps.files.get(BUCKET, row.object_name));
  if (!row || !bytes) throw notFound(M.notFound);
  return { bytes, name: row.file_name };
}
