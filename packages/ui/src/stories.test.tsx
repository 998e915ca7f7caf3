// Every story of the package renders in jsdom as Storybook renders it (with .storybook/preview) and passes its play.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import * as alert from './alert.stories';
import * as avatar from './avatar.stories';
import * as barChart from './bar-chart.stories';
import * as button from './button.stories';
import * as card from './card.stories';
import * as dealCalculator from './deal-calculator.stories';
import * as dialog from './dialog.stories';
import * as fieldGroup from './field-group.stories';
import * as fieldMessages from './field-messages.stories';
import * as fileButton from './file-button.stories';
import * as iconButton from './icon-button.stories';
import * as icons from './icons.stories';
import * as listingNumbers from './listing-numbers.stories';
import * as loopChat from './loop-chat.stories';
import * as markdown from './markdown.stories';
import * as menu from './menu.stories';
import * as pageHeader from './page-header.stories';
import * as contactFields from './profile-contact-fields.stories';
import * as progressBar from './progress-bar.stories';
import * as propertyCard from './property-card.stories';
import * as qrCode from './qr-code.stories';
import * as selectField from './select-field.stories';
import * as stack from './stack.stories';
import * as switchField from './switch-field.stories';
import * as tabs from './tabs.stories';
import * as textAreaField from './text-area-field.stories';
import * as textField from './text-field.stories';
import * as toaster from './toaster.stories';
import * as visuallyHidden from './visually-hidden.stories';

/** Each stories file by name (a new one must be added here: the first test says so). */
const STORY_FILES: Record<string, Parameters<typeof composeStories>[0]> = {
  'alert.stories.tsx': alert,
  'avatar.stories.tsx': avatar,
  'bar-chart.stories.tsx': barChart,
  'button.stories.tsx': button,
  'card.stories.tsx': card,
  'deal-calculator.stories.tsx': dealCalculator,
  'dialog.stories.tsx': dialog,
  'field-group.stories.tsx': fieldGroup,
  'field-messages.stories.tsx': fieldMessages,
  'file-button.stories.tsx': fileButton,
  'icon-button.stories.tsx': iconButton,
  'icons.stories.tsx': icons,
  'listing-numbers.stories.tsx': listingNumbers,
  'loop-chat.stories.tsx': loopChat,
  'markdown.stories.tsx': markdown,
  'menu.stories.tsx': menu,
  'page-header.stories.tsx': pageHeader,
  'profile-contact-fields.stories.tsx': contactFields,
  'progress-bar.stories.tsx': progressBar,
  'property-card.stories.tsx': propertyCard,
  'qr-code.stories.tsx': qrCode,
  'select-field.stories.tsx': selectField,
  'stack.stories.tsx': stack,
  'switch-field.stories.tsx': switchField,
  'tabs.stories.tsx': tabs,
  'text-area-field.stories.tsx': textAreaField,
  'text-field.stories.tsx': textField,
  'toaster.stories.tsx': toaster,
  'visually-hidden.stories.tsx': visuallyHidden,
};

/** The colour schemes every story is run in. */
const THEMES = ['light', 'dark'] as const;

/** A composed story: `run` mounts it into the document, as Storybook's canvas does, and runs its play. */
interface RunnableStory {
  run: () => Promise<void>;
}

const annotations = setProjectAnnotations(preview);
beforeAll(annotations.beforeAll);

const files = readdirSync(dirname(fileURLToPath(import.meta.url)));

/** What a person or a screen reader gets from the page: its text and the names given by aria-label. */
function perceivable(root: HTMLElement): string {
  const labels = [...root.querySelectorAll('[aria-label]')].map((element) =>
    element.getAttribute('aria-label'),
  );
  return [root.textContent, ...labels].join(' ').trim();
}

describe('stories', () => {
  it('exist for every component module, and each stories file is checked here', () => {
    const components = files.filter((name) => name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(name));
    const missing = components.filter((name) => !files.includes(name.replace(/\.tsx$/, '.stories.tsx')));
    expect(missing).toEqual([]);
    expect(Object.keys(STORY_FILES)).toEqual(files.filter((name) => name.endsWith('.stories.tsx')).sort());
  });

  describe.each(Object.entries(STORY_FILES))('%s', (_file, module) => {
    const stories = Object.entries(composeStories(module)) as [string, RunnableStory][];

    it('has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    // Each story in the light theme (the default) and again in the dark one, as the toolbar shows them.
    const cases = THEMES.flatMap((theme) => {
      const composed = Object.entries(composeStories(module, { initialGlobals: { theme } })) as [
        string,
        RunnableStory,
      ][];
      return composed.map(([name, story]) => [`${name} (${theme})`, theme, story] as const);
    });

    it.each(cases)('%s renders, passes its play checks and shows something', async (_name, theme, story) => {
      const consoleError = vi.spyOn(console, 'error');
      try {
        await story.run();
        expect(document.documentElement.getAttribute('data-theme')).toBe(theme);
        expect(perceivable(document.body)).not.toBe('');
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
    });
  });
});
