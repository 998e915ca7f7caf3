// Typed tables of the closing pipeline (migration 20261127_0210): every move of a deal, and the deadline notices sent.
import type { ClosingActor, ClosingStage } from '@dealloop/core';
import type { Selectable } from 'kysely';

/** One move of a deal through the pipeline: who took it from which stage to which, and why. */
export interface ClosingMovesTable {
  id: string;
  contract_id: string;
  from_stage: ClosingStage;
  to_stage: ClosingStage;
  actor_kind: ClosingActor;
  /** The user who moved it; null for the title officer's link and the system. */
  actor_user_id: string | null;
  reason: string | null;
  closing_date: string | null;
  created_at: string;
}

/** The deadline notices of a contract, one row each (the key makes each once). */
export type ClosingNoticeKind = 'earnest_24h' | 'earnest_2h' | 'earnest_late';
export interface ClosingNoticesTable {
  contract_id: string;
  kind: ClosingNoticeKind;
  created_at: string;
}

export type ClosingMoveRow = Selectable<ClosingMovesTable>;
