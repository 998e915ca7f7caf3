// Paths a request-wide middleware leaves alone (routes that read their own bodies, such as multipart uploads).

/** Exact paths, or patterns for paths with parameters. */
export type PathList = string | readonly (string | RegExp)[];

/** Whether `path` is one of `paths`. */
export function matchesPathList(paths: PathList | undefined): (path: string) => boolean {
  const list = typeof paths === 'string' ? [paths] : (paths ?? []);
  return (path) => list.some((entry) => (typeof entry === 'string' ? path === entry : entry.test(path)));
}
