// Where the upload call is (no schemas: the site imports this at run time).

/** An image (avatar, company logo, listing photo) or a proof of funds. */
export const uploadsEndpoints = {
  upload: { method: 'post', path: '/uploads' },
} as const;
