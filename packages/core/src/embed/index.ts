// The embeddable SDK: embed keys and origins, and the texts of its widgets (one module per widget).

export { EMBED_CHAT_TEXTS } from './embed-chat-texts';
export { EMBED_GRID_TEXTS } from './embed-grid-texts';
export type { OriginCheck, OriginsCheck } from './embed-keys';
export {
  checkAllowedOrigins,
  checkOrigin,
  EMBED_KEY_HEADER,
  EMBED_KEY_MAX_ORIGINS,
  EMBED_KEY_MESSAGES,
  EMBED_KEY_NAME_MAX,
  EMBED_KEY_PATTERN,
  EMBED_KEY_PREFIX,
  embedKeyNameProblem,
  normalizeOrigin,
  originMessages,
  originNotAllowedMessage,
} from './embed-keys';
export { EMBED_TEXTS } from './embed-page-texts';
export { EMBED_API_MISSING, EMBED_WIDGET_LOAD_FAILED } from './embed-widget-texts';
