// Every migration, by timestamped name; Kysely runs them in name order. Add new ones at the end.
import type { Migration } from 'kysely';
import * as accounts from './20261122_0001_accounts';
import * as propertiesUploads from './20261122_0002_properties_uploads';
import * as userConsent from './20261122_0003_user_consent';
import * as propertySearchIndexes from './20261122_0004_property_search_indexes';
import * as propertyCountyIndex from './20261122_0005_property_county_index';
import * as listingRevisions from './20261122_0006_listing_revisions';
import * as publicListingIndexes from './20261122_0007_public_listing_indexes';
import * as alerts from './20261123_0008_alerts';
import * as offersContracts from './20261123_0009_offers_contracts';
import * as streamTickets from './20261123_0010_stream_tickets';
import * as favorites from './20261123_0011_favorites';
import * as email from './20261123_0012_email';
import * as savedSearches from './20261123_0013_saved_searches';
import * as profilesCards from './20261123_0014_profiles_cards';
import * as embedKeys from './20261123_0015_embed_keys';
import * as moderation from './20261123_0016_moderation';
import * as admin from './20261123_0017_admin';
import * as openHouses from './20261123_0018_open_houses';
import * as buyersList from './20261123_0019_buyers_list';
import * as billingSupport from './20261123_0020_billing_support';
import * as oneLiveContract from './20261126_0021_one_live_contract';
import * as listingEdits from './20261126_0022_listing_edits';
import * as publicListingPoints from './20261126_0024_public_listing_points';
import * as emailSecrets from './20261126_0025_a_email_secrets';
import * as buyersListConfirmations from './20261126_0040_buyers_list_confirmations';
import * as sms from './20261127_0120_sms';
import * as proofOfFundsVerification from './20261127_0200_proof_of_funds_verification';
import * as closingPipeline from './20261127_0210_closing_pipeline';
import * as titleLinksDocuments from './20261127_0220_title_links_documents';
import * as backupOffers from './20261127_0230_backup_offers';
import * as listingChangeNotify from './20261127_0250_listing_change_notify';
import * as listingSpatialIndex from './20261127_0300_listing_spatial_index';
import * as alertSequences from './20261127_0310_alert_sequences';
import * as coveringPlaceIndexes from './20261127_0320_covering_place_indexes';

/** The migrations known to this build of the server. */
export const migrations: Record<string, Migration> = {
  '20261122_0001_accounts': accounts,
  '20261122_0002_properties_uploads': propertiesUploads,
  '20261122_0003_user_consent': userConsent,
  '20261122_0004_property_search_indexes': propertySearchIndexes,
  '20261122_0005_property_county_index': propertyCountyIndex,
  '20261122_0006_listing_revisions': listingRevisions,
  '20261122_0007_public_listing_indexes': publicListingIndexes,
  '20261123_0008_alerts': alerts,
  '20261123_0009_offers_contracts': offersContracts,
  '20261123_0010_stream_tickets': streamTickets,
  '20261123_0011_favorites': favorites,
  '20261123_0012_email': email,
  '20261123_0013_saved_searches': savedSearches,
  '20261123_0014_profiles_cards': profilesCards,
  '20261123_0015_embed_keys': embedKeys,
  '20261123_0016_moderation': moderation,
  '20261123_0017_admin': admin,
  '20261123_0018_open_houses': openHouses,
  '20261123_0019_buyers_list': buyersList,
  '20261123_0020_billing_support': billingSupport,
  '20261126_0021_one_live_contract': oneLiveContract,
  '20261126_0022_listing_edits': listingEdits,
  '20261126_0024_public_listing_points': publicListingPoints,
  '20261126_0025_a_email_secrets': emailSecrets,
  '20261126_0040_buyers_list_confirmations': buyersListConfirmations,
  '20261127_0120_sms': sms,
  '20261127_0200_proof_of_funds_verification': proofOfFundsVerification,
  '20261127_0210_closing_pipeline': closingPipeline,
  '20261127_0220_title_links_documents': titleLinksDocuments,
  '20261127_0230_backup_offers': backupOffers,
  '20261127_0250_listing_change_notify': listingChangeNotify,
  '20261127_0300_listing_spatial_index': listingSpatialIndex,
  '20261127_0310_alert_sequences': alertSequences,
  '20261127_0320_covering_place_indexes': coveringPlaceIndexes,
};
