// The wire-fraud guard at the API: free text a party writes on a deal that carries wire instructions is refused
// (422 wire_instructions_refused with core's warning) before anything is stored.
import { containsWireInstructions, WIRE_FRAUD_WARNING, WIRE_INSTRUCTIONS_REFUSED } from '@dealloop/core';
import { ApiError } from '../http/api-error';

/** Throws 422 `wire_instructions_refused` when any of `texts` carries wire instructions. */
export function refuseWireInstructions(...texts: (string | null | undefined)[]): void {
  if (texts.some((text) => containsWireInstructions(text))) {
    throw new ApiError(422, WIRE_INSTRUCTIONS_REFUSED, WIRE_FRAUD_WARNING);
  }
}
