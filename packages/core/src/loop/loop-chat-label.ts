// The label of the Loop chat's floating button, alone in its module so the SDK's launcher carries nothing else.

/** The label of the floating button that opens the Loop chat (the site's and the SDK's). */
export const LOOP_CHAT_LAUNCHER_LABEL = 'Chat with Loop';
