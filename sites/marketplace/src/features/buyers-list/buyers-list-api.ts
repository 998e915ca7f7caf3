// The buyers list calls of the contract bound to a client, and the buyers list shapes as the contract types them.
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { BuyersListContract, BuyerView, CallOutput } from '@dealloop/contract';
import { buyersListEndpoints } from '@dealloop/contract/endpoints';
import type { BuyerFields } from '@dealloop/core';

/**
 * The buyers list calls made with `client`: the join page's `owner` and `join`, the owner's `list`, `setTags`,
 * `remove`, `import` and `sendDeal`, and the email links' `leaving`, `leave`, `confirmation` and `confirm`.
 */
export const buyersListApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<BuyersListContract>(client, buyersListEndpoints);

/**
 * One buyer as GET /api/v1/me/buyers-list answers it; its property types are core's (the server keeps only those,
 * and core's CSV writer takes them typed so).
 */
export type Buyer = Omit<BuyerView, 'propertyTypes'> & { propertyTypes: BuyerFields['propertyTypes'] };

/** What "Send this deal" did. */
export type SendDealResult = CallOutput<BuyersListContract['sendDeal']>;

/** A join's confirmation link as GET /api/v1/buyers-list/confirm answers it. */
export type BuyersListConfirmation = CallOutput<BuyersListContract['confirmation']>;

/** A buyer of the API with its property types as core's (the server keeps only those). */
const asBuyer = (buyer: BuyerView) => buyer as Buyer;

/** The owner's buyers, newest first. */
export const listBuyers = async (client: Pick<ApiClient, 'request'>): Promise<Buyer[]> =>
  (await buyersListApi(client).list()).items.map(asBuyer);

/** Replaces one buyer's tags; answers the buyer. */
export const setBuyerTags = async (
  client: Pick<ApiClient, 'request'>,
  id: string,
  tags: string[],
): Promise<Buyer> => asBuyer(await buyersListApi(client).setTags({ params: { id }, json: { tags } }));
