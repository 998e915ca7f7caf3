// Where the Loop calls are (no schemas: the site and SDK import this at run time).

/** Loop, the assistant: its streamed chat answer. */
export const loopEndpoints = {
  chat: { method: 'post', path: '/functions/chat-with-loop' },
} as const;
