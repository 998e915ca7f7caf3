// The Loop chat as the root layout mounts it: its own chunk (the chat panel, Markdown and the streaming client),
// loaded beside the page's instead of inside the first page's JavaScript. The launcher floats, so nothing moves
// when it appears.
import { lazy, Suspense } from 'react';

const LoopChatHost = lazy(() =>
  import('./loop-chat-host').then((module) => ({ default: module.LoopChatHost })),
);

/** The floating Loop chat, once its chunk has loaded. */
export function LazyLoopChatHost() {
  return (
    <Suspense fallback={null}>
      <LoopChatHost />
    </Suspense>
  );
}
