// The path of the Loop chat function, alone so the client can name it without loading the chat stream's reader.

/** The path of the chat function. */
export const CHAT_PATH = '/api/v1/functions/chat-with-loop';
