// The JSON of offers and contracts as the API answers them (the deal flow API contract): the server's serializers
// produce these shapes and the site reads them.

import type { ListingStatus, PropertyStatus } from '../listings/listing-vocabulary';
import type {
  ContractAction,
  ContractStatus,
  FinancingType,
  OfferAction,
  OfferStatus,
  SellerApprovalStatus,
} from './deal-flow';

/** A party of an offer or a contract. */
export interface PartySummary {
  id: string;
  fullName: string | null;
}

/** The listing an offer or a contract is about, in short, as its parties may see it. */
export interface ListingSummary {
  id: string;
  title: string;
  /** The full location (parties are signed in). */
  location: string;
  /** The listing page's path. */
  path: string;
  price: number;
  status: PropertyStatus;
  listingStatus: ListingStatus;
  /** The first photo's thumb URL. */
  image: string | null;
}

/** An offer as GET /api/v1/offers/{id} answers it. */
export interface OfferView {
  id: string;
  propertyId: string;
  property: ListingSummary;
  buyer: PartySummary;
  seller: PartySummary;
  amount: number;
  earnestMoney: number;
  /** YYYY-MM-DD. */
  closingDate: string;
  financingType: FinancingType;
  message: string | null;
  /** Where the offer's parties and admins download the proof of funds. */
  proofOfFunds: { url: string; name: string } | null;
  /** The status at this moment (an open offer past its time reads expired). */
  status: OfferStatus;
  counterAmount: number | null;
  counterMessage: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  contractId: string | null;
  /** What the caller may do now. */
  allowedActions: OfferAction[];
}

/** A contract as GET /api/v1/contracts/{id} answers it. */
export interface ContractView {
  id: string;
  offerId: string;
  propertyId: string;
  property: ListingSummary;
  investor: PartySummary;
  seller: PartySummary;
  price: number;
  earnestMoney: number;
  /** YYYY-MM-DD. */
  closingDate: string;
  financingType: FinancingType;
  status: ContractStatus;
  sellerApprovalStatus: SellerApprovalStatus;
  createdAt: string;
  updatedAt: string;
  /** What the caller may do now. */
  allowedActions: ContractAction[];
}
