// Builds the embeddable SDK into packages/embed/dist (`pnpm build:sdk`); the options live with the package.
import { sdkBuildOptions } from './packages/embed/scripts/sdk-build-config.mjs';

export default sdkBuildOptions();
