// The public API of @dealloop/client: the client factory, its error type and the types it is programmed against.
export { ApiError } from './api-error';
export {
  API_BASE,
  type ApiCall,
  type BoundEndpoints,
  bindEndpoints,
  type CallOptions,
  fillPath,
} from './bind-endpoints';
export { CHAT_PATH } from './chat-path';
export type { ChatStreamDeps } from './chat-stream';
export { sendChat } from './chat-stream';
export { createApiClient } from './create-api-client';
export type {
  AlertNotification,
  AlertStream,
  AlertStreamOptions,
  AlertStreamStatus,
  ApiClient,
  ApiClientOptions,
  AuthState,
  ChatMessage,
  ChatSendOptions,
  CurrentUser,
  ProofOfFundsUpload,
  RequestOptions,
  Session,
  SignOutReason,
  Upload,
  UploadOptions,
  UploadProgress,
  UploadPurpose,
  UploadResult,
} from './types';
