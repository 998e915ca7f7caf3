// Stories of Markdown: a help article excerpt, an assistant answer with links, and HTML shown as text.
import { findKnowledgeArticle } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './markdown';

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  args: { text: findKnowledgeArticle('mao-and-the-70-percent-rule')?.body ?? '' },
  argTypes: { text: { control: 'text' } },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A knowledge base article: headings, a formula in code, lists and a link to another article. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Worked example' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'ARV and repair estimates' })).toHaveAttribute(
      'href',
      '/knowledge-base/arv-and-repair-estimates',
    );
  },
};

/** An answer from Loop: a short list of deals with internal links and one external link. */
export const AssistantAnswer: Story = {
  args: {
    text: [
      'I found **2 deals** near Dallas under $150,000:',
      '',
      '1. [3 bed brick ranch, Garland](/properties?location=Garland%2C%20TX): $128,000, ROI *21.4%*',
      '2. [Duplex near Fair Park](/properties?location=Dallas%2C%20TX): $145,000, ROI *17.9%*',
      '',
      'Fair Housing questions? See https://www.hud.gov/program_offices/fair_housing_equal_opp.',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const hud = within(canvasElement).getByRole('link', { name: /hud\.gov/ });
    await expect(hud).toHaveAttribute('target', '_blank');
    await expect(hud).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** HTML and script addresses in the text show as plain text: nothing runs, nothing links. */
export const UntrustedText: Story = {
  args: {
    text: 'Try <img src=x onerror=alert(1)> or <script>alert(1)</script>, or [click me](javascript:alert(1)).',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script, a')).toBeNull();
    await expect(canvasElement).toHaveTextContent('<script>alert(1)</script>');
  },
};
