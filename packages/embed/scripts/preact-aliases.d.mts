// Types of preact-aliases.mjs.

/** One alias entry: imports matching `find` load `replacement` (an absolute file). */
export interface PreactAlias {
  find: RegExp;
  replacement: string;
}

/** The alias entries: react, react-dom, react-dom/client and the JSX runtimes to preact's files. */
export function preactAliases(): PreactAlias[];
