// Contracts: the contract state machine, who acts on a contract, its refusal texts and the screens' texts.

export { ADMIN_CONTRACTS_TEXTS } from './admin-contracts-texts';
export type { ContractActor, ContractState, ContractViewer } from './contract-rules';
export {
  CONTRACT_MESSAGES,
  contractActionsFor,
  contractActorFor,
  contractActorsOf,
  contractRefusal,
  nextContractState,
} from './contract-rules';
export { CONTRACT_TEXTS } from './contract-texts';
