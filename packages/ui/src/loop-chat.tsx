// LoopChat: the floating "Chat with Loop" button and the Loop, Virtual Assistant panel with a streamed conversation.
import {
  asksNearMe,
  chatCharacterCount,
  isChatInputWithinLimit,
  isChatSendKey,
  LOOP_CHAT_LAUNCHER_LABEL,
  MESSAGES,
} from '@dealloop/core';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { browserPosition, type ChatPosition } from './browser-position';
import { canSend, conversationReducer, EMPTY_CONVERSATION, historyWith } from './chat-conversation';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import { Icon } from './icons';
import * as styles from './loop-chat.css';
import { Markdown, type MarkdownProps } from './markdown';
import { VisuallyHidden } from './visually-hidden';

/** A message as it is sent to Loop. */
export interface LoopChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** What comes with a question besides the conversation. */
export interface LoopChatContext {
  /**
   * The browser's position, only for a "near me" question (core's `asksNearMe`) the visitor allowed the browser
   * to answer; null otherwise.
   */
  position: ChatPosition | null;
}

/** The label of the floating button that opens the chat (core's, re-exported for the site). */
export { LOOP_CHAT_LAUNCHER_LABEL };

export interface LoopChatProps {
  /**
   * Asks Loop: given the conversation (ending with the new question), calls `onDelta` with each piece of the
   * answer as it streams in and resolves when it is complete. A rejection removes the question again and calls
   * `onError`; one after `signal` aborted (the chat was unmounted) is ignored. `context.position` is the
   * browser's position for a "near me" question (asked of the browser only then), else null.
   */
  send: (
    messages: LoopChatMessage[],
    onDelta: (text: string) => void,
    signal: AbortSignal,
    context: LoopChatContext,
  ) => Promise<void>;
  /**
   * Called when an answer fails, with the HTTP status of the failure (the `status` of the rejection when it is a
   * positive number, else null), so the host can show core's `chatFailureMessage(status)` as a toast.
   */
  onError: (status: number | null) => void;
  /** How links in answers render (a router link for relative paths, for example). */
  renderLink?: MarkdownProps['renderLink'];
  /** Starts with the panel open. */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes (not for `defaultOpen`). */
  onOpenChange?: (open: boolean) => void;
  /** Class of the fixed container (a host can set `loopChatBottom` there to clear its own bars). */
  className?: string;
}

/** The HTTP status carried by a failure (ApiError and the like), or null. */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : null;
}

/**
 * The Loop chat: a launcher button and, once opened, a non-modal panel with the greeting, the conversation (a
 * polite live region) and the input. Enter sends, Shift+Enter adds a line; blank input, and any input while an
 * answer streams, is ignored; Escape or Close closes it and focus returns to the launcher.
 */
export function LoopChat({
  send,
  onError,
  renderLink,
  defaultOpen = false,
  onOpenChange,
  className,
}: LoopChatProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [draft, setDraft] = useState('');
  const stateRef = useRef(state);
  stateRef.current = state;
  const busyRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const wasOpen = useRef(open);
  const titleId = useId();
  const counterId = useId();
  const panelId = useId();

  // Focus moves into the panel when it opens and back to the launcher when it closes.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    if (open !== wasOpen.current) onOpenChangeRef.current?.(open);
    wasOpen.current = open;
  }, [open]);

  // An answer still streaming when the chat goes away is cancelled.
  useEffect(() => () => controllerRef.current?.abort(), []);

  // Keep the newest message in view as the answer streams in.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && state.messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [state.messages]);

  function submit() {
    const text = draft;
    if (busyRef.current || !canSend(stateRef.current, text)) return;
    const history = historyWith(stateRef.current, text);
    busyRef.current = true;
    dispatch({ type: 'send', text });
    setDraft('');
    const controller = new AbortController();
    controllerRef.current = controller;
    const onDelta = (piece: string) => {
      if (!controller.signal.aborted) dispatch({ type: 'delta', text: piece });
    };
    // The browser is asked where the visitor is only for a "near me" question, never before.
    const position = asksNearMe(text) ? browserPosition(controller.signal) : Promise.resolve(null);
    const answer = position.then((where) => {
      if (controller.signal.aborted) return;
      return send(history, onDelta, controller.signal, { position: where });
    });
    answer
      .then(
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'done' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'fail' });
          // The question comes back into an empty input, ready to try again.
          setDraft((current) => (current === '' ? text : current));
          onError(statusOf(error));
        },
      )
      .finally(() => {
        busyRef.current = false;
        if (controllerRef.current === controller) controllerRef.current = null;
      });
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent?.isComposing || !isChatSendKey(event)) return;
    event.preventDefault();
    submit();
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };

  const count = chatCharacterCount(draft);
  const tooLong = !isChatInputWithinLimit(draft);

  if (!open) {
    return (
      <div className={cx(styles.root, className)}>
        <button
          ref={launcherRef}
          type="button"
          className={styles.launcher}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          <Icon name="chat" size={22} />
          {LOOP_CHAT_LAUNCHER_LABEL}
        </button>
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)}>
      <section
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        className={styles.panel}
        onKeyDown={handlePanelKeyDown}
      >
        <div className={styles.header}>
          <span className={styles.badge} aria-hidden="true">
            <Icon name="chat" size={18} />
          </span>
          <h2 id={titleId} className={styles.title}>
            {MESSAGES.loopTitle}
          </h2>
          <IconButton
            icon="close"
            label={MESSAGES.loopClose}
            className={styles.close}
            onClick={() => setOpen(false)}
          />
        </div>
        <ol ref={listRef} className={styles.messages} aria-live="polite" aria-busy={state.busy}>
          <li className={styles.assistant}>
            <VisuallyHidden>Loop: </VisuallyHidden>
            {MESSAGES.loopGreeting}
          </li>
          {state.messages.map((message) =>
            message.role === 'user' ? (
              <li key={message.id} className={styles.user} data-role="user">
                <VisuallyHidden>You: </VisuallyHidden>
                {message.content}
              </li>
            ) : (
              <li key={message.id} className={styles.assistant} data-role="assistant">
                <VisuallyHidden>Loop: </VisuallyHidden>
                {message.content === '' ? (
                  <span className={styles.typing}>
                    <VisuallyHidden>Loop is typing</VisuallyHidden>
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.dot} aria-hidden="true" />
                  </span>
                ) : (
                  <Markdown text={message.content} renderLink={renderLink} />
                )}
              </li>
            ),
          )}
        </ol>
        <form className={styles.form} onSubmit={handleSubmit}>
          <textarea
            ref={inputRef}
            aria-label={MESSAGES.loopPlaceholder}
            className={styles.input}
            rows={1}
            value={draft}
            placeholder={MESSAGES.loopPlaceholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleInputKeyDown}
            aria-describedby={count ? counterId : undefined}
            aria-invalid={tooLong || undefined}
          />
          <IconButton
            type="submit"
            icon="send"
            variant="primary"
            label="Send"
            disabled={state.busy || !canSend(state, draft)}
          />
        </form>
        {count && (
          <p
            id={counterId}
            className={tooLong ? styles.counterOver : styles.counter}
            aria-live="polite"
            data-testid="loop-chat-counter"
          >
            {tooLong ? `${count}: ${MESSAGES.chatTooLong}` : count}
          </p>
        )}
      </section>
    </div>
  );
}
