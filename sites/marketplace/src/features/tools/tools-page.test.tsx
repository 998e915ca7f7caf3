// /tools: the calculator's inputs live in the address (read on load, written as one types, shared by Copy link),
// its figures come from core's analysis, and the cards lead to the other tools.
import { MESSAGES, DEAL_CALCULATOR_TEXTS as TEXTS, TOOL_CARDS, TOOLS_TEXTS } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, within } from '../../test/dom';
import { renderApp } from '../../test/render-app';

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Tools page', () => {
  it('shows the figures of the inputs in the address', async () => {
    renderApp(
      '/tools?arv=250000&repairs=40000&holding=6000&closing=9000&profit=30000&fee=10000&price=150000',
    );
    expect(await screen.findByRole('heading', { level: 1, name: TOOLS_TEXTS.title })).toBeTruthy();
    expect((screen.getByLabelText(TEXTS.arv) as HTMLInputElement).value).toBe('250000');
    expect(figure(TEXTS.mao)).toBe('$125,000');
    expect(figure(TEXTS.maoItemised)).toBe('$155,000');
    expect(figure(TEXTS.buyerProfit)).toBe('$45,000');
    expect(figure(TEXTS.roi)).toBe('22.0%');
  });

  it('writes what is typed into the address and copies a link that gives the same result', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tools?ref=card');
    await user.type(await screen.findByLabelText(TEXTS.arv), '200,000');
    await user.type(screen.getByLabelText(TEXTS.repairs), '30000');
    await user.type(screen.getByLabelText(TEXTS.fee), '10000');
    expect(figure(TEXTS.mao)).toBe('$100,000');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      ref: 'card',
      arv: '200,000',
      repairs: '30000',
      fee: '10000',
    });

    await user.click(screen.getByRole('button', { name: TOOLS_TEXTS.copyLink }));
    const link = new URL(await navigator.clipboard.readText());
    expect(`${link.origin}${link.pathname}`).toBe('https://dealloop.test/tools');
    expect(link.searchParams.get('arv')).toBe('200,000');
    expect(link.searchParams.get('fee')).toBe('10000');
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: TOOLS_TEXTS.clear }));
    expect(figure(TEXTS.mao)).toBe('—');
    expect(router.state.location.search).toBe('?ref=card');
  });

  it('follows the address when it changes (back and forward)', async () => {
    const { router } = renderApp('/tools?arv=100000');
    expect(await screen.findByText(TEXTS.mao, { selector: 'dt' })).toBeTruthy();
    expect(figure(TEXTS.mao)).toBe('$70,000');
    await router.navigate('/tools?arv=200000&repairs=30000');
    expect(await screen.findByDisplayValue('200000')).toBeTruthy();
    expect(figure(TEXTS.mao)).toBe('$110,000');
  });

  it('links to the other tools', async () => {
    renderApp('/tools');
    await screen.findByRole('heading', { level: 1, name: TOOLS_TEXTS.title });
    const main = screen.getByRole('main');
    for (const card of TOOL_CARDS.filter((tool) => tool.path !== null)) {
      expect(within(main).getByRole('heading', { level: 2, name: card.title })).toBeTruthy();
      expect(within(main).getByRole('link', { name: card.action! }).getAttribute('href')).toBe(card.path);
    }
    expect(within(main).getByRole('heading', { level: 2, name: TEXTS.title })).toBeTruthy();
  });
});
