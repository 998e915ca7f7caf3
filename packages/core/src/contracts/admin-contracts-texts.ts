// The /admin/contracts page's texts (spec "Contracts management"): its header, filters, empty state and table.

/** Every text of the contracts management page. */
export const ADMIN_CONTRACTS_TEXTS = Object.freeze({
  title: 'Contracts management',
  noAccess: "You don't have access to this page.",
  lead: 'Approve contracts the seller approved, mark them completed, or cancel them.',
  filtersLabel: 'Filter contracts',
  any: 'Any',
  status: 'Status',
  sellerApproval: 'Seller approval',
  search: 'Search',
  searchPlaceholder: 'Title, location or name',
  noMatchTitle: 'No contracts match',
  noMatchHint: 'Change the filters or the search.',
  columns: Object.freeze([
    'Listing',
    'Investor',
    'Seller',
    'Price',
    'Closing',
    'Status',
    'Seller approval',
    'Actions',
  ]),
});
