// A verification request as its owner and reviewers see it (nobody else reads one).
import type { FundsVerificationView } from '@dealloop/contract';
import type { FundsSource } from '@dealloop/core';
import type { FundsVerificationRow } from './funds-verifications-repo';

/** The URL the owner and reviewers download a request's document from. */
export const fundsDocumentUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/api/v1/proof-of-funds/verifications/${id}/document`;

/** Serializes one request. */
export function serializeFundsVerification(
  row: FundsVerificationRow,
  publicUrl: string,
): FundsVerificationView {
  return {
    id: row.id,
    userId: row.user_id,
    uploadId: row.upload_id,
    documentName: row.document_name,
    status: row.status,
    amount: row.amount === null ? null : Number(row.amount),
    source: (row.source as FundsSource | null) ?? null,
    expiresAt: row.expires_at,
    reason: row.reason,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    documentUrl: fundsDocumentUrl(publicUrl, row.id),
  };
}
