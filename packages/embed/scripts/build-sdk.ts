// Builds the SDK with rollup's JS API into a directory (the size test and `pnpm bench` use a temporary one).
import { rollup } from 'rollup';
import { sdkBuildOptions } from './sdk-build-config.mjs';

/** Runs the whole SDK build (loader and widgets) into `outDir`. */
export async function buildSdk(outDir: string): Promise<void> {
  for (const options of sdkBuildOptions({ outDir })) {
    const bundle = await rollup(options);
    try {
      const outputs = Array.isArray(options.output) ? options.output : [options.output ?? {}];
      for (const output of outputs) await bundle.write(output);
    } finally {
      await bundle.close();
    }
  }
}
