// Support tickets: categories, statuses, limits, the form's rules and every text of support.

export type {
  SupportCategory,
  SupportTicketField,
  SupportTicketInput,
  SupportTicketStatus,
} from './support-tickets';
export {
  isSupportCategory,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TEXTS,
  supportAnswerProblem,
  supportTicketPath,
  supportTicketProblem,
  supportTicketProblems,
} from './support-tickets';
