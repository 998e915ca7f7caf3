// The SDK's version: the "version" of packages/embed/package.json (the build and a test check they agree).

/** The SDK version, printed in every built file's banner and exposed as `DealLoop.version`. */
export const SDK_VERSION = '1.3.2';
