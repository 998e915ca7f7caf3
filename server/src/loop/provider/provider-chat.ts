// Loop through a model provider: streams the model's text, runs the tool calls it makes on the server (as the
// caller), appends their results and continues, for at most MAX_TOOL_ROUNDS rounds and at most the provider's
// answerTimeoutMs for the whole answer (then it ends with what it wrote, or says it took too long).

import type { ChatMessage } from '@dealloop/contract';
import { LOOP_ANSWER_TEXTS } from '@dealloop/core';
import type { LoopProviderConfig } from '../../config';
import type { AssistantContext } from '../assistant-context';
import { MAX_TOOL_ROUNDS } from '../chat-limits';
import { ASSISTANT_TOOLS, runAssistantTool } from './assistant-tools';
import { type ProviderMessage, streamCompletion } from './completion-stream';
import { ProviderError } from './provider-error';
import { LOOP_SYSTEM_PROMPT } from './system-prompt';

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

/** The answer's time limit ran out. */
class AnswerTimeout extends Error {
  constructor() {
    super('The answer took longer than LOOP_ANSWER_TIMEOUT_MS.');
    this.name = 'AnswerTimeout';
  }
}

/** `work`, or a rejection with the signal's reason as soon as it aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The model's answer to the conversation as pieces of text. Throws {@link ProviderError} on failure; the route
 * turns one before the first piece into an HTTP error and one after it into a short apology.
 */
export async function* providerAnswer(
  ctx: AssistantContext,
  provider: LoopProviderConfig,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new AnswerTimeout()), provider.answerTimeoutMs);
  const combined = AbortSignal.any([signal, deadline.signal]);
  let wrote = false;
  try {
    for await (const piece of rounds(ctx, provider, messages, combined)) {
      wrote = true;
      yield piece;
    }
  } catch (err) {
    if (!deadline.signal.aborted || signal.aborted) throw err;
    ctx.deps.logger.warn('the Loop answer hit its time limit', { answerTimeoutMs: provider.answerTimeoutMs });
    yield wrote ? LOOP_ANSWER_TEXTS.answerCutShort : LOOP_ANSWER_TEXTS.answerTimedOut;
  } finally {
    clearTimeout(timer);
  }
}

/** The completion rounds: text as it streams, tool calls run between rounds. */
async function* rounds(
  ctx: AssistantContext,
  provider: LoopProviderConfig,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const conversation: ProviderMessage[] = [
    { role: 'system', content: LOOP_SYSTEM_PROMPT },
    ...messages.map((message) => ({ role: message.role, content: message.content }) as ProviderMessage),
  ];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const calls: PendingCall[] = [];
    let text = '';
    const tools = round < MAX_TOOL_ROUNDS ? [...ASSISTANT_TOOLS] : undefined;
    for await (const chunk of streamCompletion(provider, { messages: conversation, tools }, signal)) {
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) {
        text += delta.content;
        yield delta.content;
      }
      for (const call of delta?.tool_calls ?? []) {
        calls[call.index] ??= { id: '', name: '', arguments: '' };
        const pending = calls[call.index]!;
        if (call.id) pending.id = call.id;
        if (call.function?.name) pending.name += call.function.name;
        if (call.function?.arguments) pending.arguments += call.function.arguments;
      }
    }
    const made = calls.filter((call) => call?.name);
    if (!made.length) return;
    conversation.push({
      role: 'assistant',
      content: text || null,
      tool_calls: made.map((call, i) => ({
        id: call.id || `call_${round}_${i}`,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const [i, call] of made.entries()) {
      ctx.deps.logger.debug('loop tool call', { tool: call.name });
      conversation.push({
        role: 'tool',
        tool_call_id: call.id || `call_${round}_${i}`,
        content: await untilAborted(runAssistantTool(ctx, call.name, call.arguments), signal),
      });
    }
  }
  throw new ProviderError('failed', 'The model kept calling tools without answering.');
}
