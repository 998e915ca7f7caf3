// The snippets and live preview of the Embed page: choose a key, a widget, its theme and options; copy the
// loader tag, the widget tag, the queue stub and the mount() variant (all from @dealloop/embed's snippet
// functions, with the site's public address as the SDK base) and see the widget live.

import type { EmbedKey } from '@dealloop/contract';
import { loaderScriptTag, mountSnippet, queueStubSnippet, WIDGETS, widgetTag } from '@dealloop/embed';
import { SelectField } from '@dealloop/ui';
import { useId, useState } from 'react';
import { useRuntimeConfig } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { businessCardsApi } from '../business-cards/business-cards-api';
import * as styles from './embed.css';
import { EmbedOptionsFields } from './embed-options-fields';
import { EmbedPreview } from './embed-preview';
import { EMBED_TEXTS } from './embed-texts';
import {
  EMBED_THEMES,
  EMBED_WIDGET_LABELS,
  EMBED_WIDGETS,
  type EmbedOptions,
  type EmbedTheme,
  type EmbedWidget,
  INITIAL_EMBED_OPTIONS,
  mountOptionsOf,
  widgetAttributes,
} from './embed-widgets';
import { SnippetBlock } from './snippet-block';

export interface EmbedSnippetsProps {
  /** The user's keys (at least one). */
  keys: readonly EmbedKey[];
  /** The signed-in user's id. */
  userId: string;
  /** Copies a snippet (and tells the user). */
  onCopy: (code: string) => void;
}

const THEME_LABELS: Readonly<Record<EmbedTheme, string>> = { auto: 'Auto', light: 'Light', dark: 'Dark' };
const isWidget = (value: string): value is EmbedWidget =>
  (EMBED_WIDGETS as readonly string[]).includes(value);
const isTheme = (value: string): value is EmbedTheme => (EMBED_THEMES as readonly string[]).includes(value);

/** The snippet builder with its preview. */
export function EmbedSnippets({ keys, userId, onCopy }: EmbedSnippetsProps) {
  const { publicUrl } = useRuntimeConfig();
  const previewId = useId();
  const [keyId, setKeyId] = useState(keys[0]?.id ?? '');
  const [widget, setWidget] = useState<EmbedWidget>('property-grid');
  const [typed, setTyped] = useState<EmbedOptions>(INITIAL_EMBED_OPTIONS);
  const cards = useApiResource(
    `embed-cards:${userId}`,
    async (client) => (await businessCardsApi(client).mine()).items,
  );

  const chosenKey = keys.find((key) => key.id === keyId) ?? keys[0];
  if (!chosenKey) return null;
  const activeCards = cards.state.status === 'ready' ? cards.state.data.filter((card) => card.isActive) : [];
  // The card shown is the one chosen, else the first active card.
  const card = activeCards.some((item) => item.cardUrl === typed.card)
    ? typed.card
    : (activeCards[0]?.cardUrl ?? '');
  const options = { ...typed, card };
  const attributes = widgetAttributes(widget, { embedKey: chosenKey.key, userId }, options);
  const change = (changes: Partial<EmbedOptions>) => setTyped((current) => ({ ...current, ...changes }));
  // A card widget needs a card: without one, the options say how to make one and nothing else shows.
  const mountTarget = `#dealloop-${widget}`;
  const complete = widget !== 'business-card' || card !== '';

  return (
    <div className={styles.builder}>
      <div className={styles.snippets}>
        <div className={styles.options}>
          <SelectField
            label={EMBED_TEXTS.keyChoice}
            name="embedKey"
            options={keys.map((key) => ({ value: key.id, label: key.name }))}
            value={chosenKey.id}
            onChange={(event) => setKeyId(event.target.value)}
          />
          <SelectField
            label={EMBED_TEXTS.widgetChoice}
            name="widget"
            options={EMBED_WIDGETS.map((value) => ({ value, label: EMBED_WIDGET_LABELS[value] }))}
            value={widget}
            onChange={(event) => isWidget(event.target.value) && setWidget(event.target.value)}
          />
          <SelectField
            label={EMBED_TEXTS.themeChoice}
            name="theme"
            options={EMBED_THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))}
            value={typed.theme}
            onChange={(event) => isTheme(event.target.value) && change({ theme: event.target.value })}
          />
        </div>
        <EmbedOptionsFields widget={widget} options={options} onChange={change} cards={cards.state} />
        {complete ? (
          <>
            <SnippetBlock
              label={EMBED_TEXTS.loaderSnippet}
              code={loaderScriptTag(publicUrl)}
              onCopy={onCopy}
            />
            <SnippetBlock
              label={EMBED_TEXTS.tagSnippet}
              code={widgetTag(widget, attributes)}
              onCopy={onCopy}
            />
            <SnippetBlock label={EMBED_TEXTS.stubSnippet} code={queueStubSnippet()} onCopy={onCopy} />
            <SnippetBlock
              label={EMBED_TEXTS.mountSnippet(mountTarget)}
              code={mountSnippet(widget, mountOptionsOf(attributes), mountTarget)}
              onCopy={onCopy}
            />
          </>
        ) : null}
      </div>
      {complete ? (
        <section className={styles.section} aria-labelledby={previewId}>
          <h3 id={previewId} className={styles.sectionTitle}>
            {EMBED_TEXTS.previewHeading}
          </h3>
          <EmbedPreview
            tag={WIDGETS[widget].tag}
            attributes={attributes}
            note={widget === 'chat' ? EMBED_TEXTS.previewChatNote : undefined}
          />
        </section>
      ) : null}
    </div>
  );
}
