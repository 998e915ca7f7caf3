// Offers: the deal flow vocabulary, the offer state machine and the offers/contracts wire shapes.

export {
  BACKUP_FROM_STATUSES,
  BACKUP_MESSAGES,
  BACKUP_TEXTS,
  backupRanks,
  DECLINED_BACKUP_STATUS,
  MAX_BACKUP_OFFERS,
} from './backup-offers';
export type {
  ContractAction,
  ContractStatus,
  FinancingType,
  OfferAction,
  OfferStatus,
  SellerApprovalStatus,
} from './deal-flow';
export {
  CONTRACT_ACTION_LABELS,
  CONTRACT_ACTIONS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  FINANCING_TYPE_LABELS,
  FINANCING_TYPES,
  LIVE_CONTRACT_STATUSES,
  OFFER_ACTION_LABELS,
  OFFER_ACTIONS,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  OPEN_OFFER_STATUSES,
  SELLER_APPROVAL_LABELS,
  SELLER_APPROVAL_STATUSES,
} from './deal-flow';
export type { OfferActor, OfferRuleFields, OfferViewer } from './offer-rules';
export {
  effectiveOfferStatus,
  isOfferExpired,
  isOfferStatus,
  isOpenOffer,
  nextOfferStatus,
  OFFER_MAX_CLOSING_DAYS,
  OFFER_MESSAGES,
  offerActionsFor,
  offerActorOf,
  offerRefusal,
  PROOF_OF_FUNDS_MAX_BYTES,
} from './offer-rules';
export { OFFER_TEXTS } from './offer-texts';
