// Loop, the chat assistant: input rules, failure texts, the launcher label and the server-written answers.

export {
  asksNearMe,
  CHAT_COUNTER_FROM,
  CHAT_MESSAGE_MAX_LENGTH,
  chatCharacterCount,
  chatFailureMessage,
  isChatInputWithinLimit,
  isChatSendKey,
  isSendableChatInput,
} from './chat';
export { LOOP_ANSWER_TEXTS } from './loop-answer-texts';
export { LOOP_CHAT_LAUNCHER_LABEL } from './loop-chat-label';
