// Where the closing pipeline calls are (no schemas: the site imports this at run time).

/** The closing pipeline: a contract's pipeline, a move, its deadlines as .ics, the wholesaler's closing desk, and a listing's earnest money terms. */
export const closingEndpoints = {
  get: { method: 'get', path: '/contracts/{id}/closing' },
  move: { method: 'post', path: '/contracts/{id}/closing/moves' },
  ics: { method: 'get', path: '/contracts/{id}/closing/ics' },
  desk: { method: 'get', path: '/closing-desk' },
  earnestTerms: { method: 'get', path: '/properties/{id}/earnest-terms' },
  setEarnestTerms: { method: 'put', path: '/properties/{id}/earnest-terms' },
} as const;
