// The public API of @dealloop/client: the client factory, its error type and the types it is programmed against.
export { ApiError } from './api-error';
export { createApiClient } from './create-api-client';
export type {
  ApiClient,
  ApiClientOptions,
  AuthState,
  CurrentUser,
  RequestOptions,
  Session,
  Upload,
} from './types';
