// Where the title and deal document calls are (no schemas: the site and SDK import this at run time).

/** Title and escrow: the contract's title contact, the title officer's link, the deal's documents. */
export const titleEndpoints = {
  getContact: { method: 'get', path: '/contracts/{id}/title-contact' },
  setContact: { method: 'put', path: '/contracts/{id}/title-contact' },
  officerDeal: { method: 'get', path: '/title-links/{token}' },
  officerConfirmEarnest: { method: 'post', path: '/title-links/{token}/earnest-money-received' },
  officerSetClosingDate: { method: 'post', path: '/title-links/{token}/closing-date' },
  listDocuments: { method: 'get', path: '/contracts/{id}/documents' },
  uploadDocument: { method: 'post', path: '/contracts/{id}/documents' },
  downloadDocument: { method: 'get', path: '/contracts/{id}/documents/{documentId}' },
} as const;
