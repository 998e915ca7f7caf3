// Loop through a model provider: streams the model's text, runs the tool calls it makes on the server (as the
// caller), appends their results and continues, for at most MAX_TOOL_ROUNDS rounds.
import type { LoopProviderConfig } from '../../config';
import type { AssistantContext } from '../assistant-context';
import { MAX_TOOL_ROUNDS } from '../chat-limits';
import type { ChatMessage } from '../chat-request';
import { ASSISTANT_TOOLS, runAssistantTool } from './assistant-tools';
import { type ProviderMessage, streamCompletion } from './completion-stream';
import { ProviderError } from './provider-error';
import { LOOP_SYSTEM_PROMPT } from './system-prompt';

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
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
        content: await runAssistantTool(ctx, call.name, call.arguments),
      });
    }
  }
  throw new ProviderError('failed', 'The model kept calling tools without answering.');
}
