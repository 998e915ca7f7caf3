// Closing: the pipeline after acceptance (state machine, who moves it), earnest money terms and deadlines, texts.

export type {
  AvailableClosingMove,
  ClosingActor,
  ClosingDecision,
  ClosingMove,
  ClosingStage,
  ClosingState,
} from './closing-pipeline';
export {
  CLOSING_ACTORS,
  CLOSING_REASON_MAX_LENGTH,
  CLOSING_STAGES,
  CONTRACT_ACTIONS_WITH_REASON,
  closingActorFor,
  closingActorsOf,
  closingMoveProblem,
  closingMovesFor,
  contractActionProblem,
  EARNEST_MONEY_LATE_REASON,
  earnestDeadlinePassed,
  nextClosingStage,
  OPEN_CLOSING_STAGES,
} from './closing-pipeline';
export {
  CLOSING_DESK_TEXTS,
  CLOSING_ICS_TEXTS,
  CLOSING_MESSAGES,
  CLOSING_MOVE_LABELS,
  CLOSING_PANEL_TEXTS,
  CLOSING_STAGE_LABELS,
  EARNEST_TERMS_FORM_TEXTS,
  formatCountdown,
} from './closing-texts';
export type { EarnestTerms } from './earnest-money';
export {
  DEFAULT_EARNEST_WINDOW_HOURS,
  EARNEST_AMOUNT_MAX,
  EARNEST_REMINDER_HOURS,
  EARNEST_TERMS_MESSAGES,
  EARNEST_WINDOW_MAX_HOURS,
  EARNEST_WINDOW_MIN_HOURS,
  earnestDueAt,
  earnestRemindersDue,
  earnestTermsProblem,
  earnestTimeLeft,
  isStaleDeal,
  STALE_DEAL_DAYS,
} from './earnest-money';
