// The deal calculator with its inputs kept in the address (?arv=…&repairs=…), so a reload keeps them and
// Copy link shares the result; /tools and /profile/:userId/calculator render it.
import {
  DEAL_INPUT_KEYS,
  type DealCalculatorInputs,
  dealCalculatorParams,
  EMPTY_DEAL_INPUTS,
  MESSAGES,
  TOOLS_TEXTS,
} from '@dealloop/core';
import { Button, DealCalculator, Icon } from '@dealloop/ui';
import { useState } from 'react';
import { useRuntimeConfig, useToast } from '../../app/services-context';
import { copyText } from '../../components/copy-text';
import { useLocation, useSearchParams } from '../../router';
import * as styles from './url-deal-calculator.css';

/** The address parameters with the calculator's replaced by `inputs` (other parameters are kept). */
export function paramsWithInputs(params: URLSearchParams, inputs: DealCalculatorInputs): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of DEAL_INPUT_KEYS) next.delete(key);
  for (const [key, value] of dealCalculatorParams.serialise(inputs)) next.set(key, value);
  return next;
}

/** The calculator over the address's inputs; `title` replaces the component's heading. */
export function UrlDealCalculator({ title }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { publicUrl } = useRuntimeConfig();
  const toast = useToast();
  const fromUrl = dealCalculatorParams.parse(params);
  const urlKey = dealCalculatorParams.serialise(fromUrl).toString();
  // Typing goes to local state at once (the caret stays put) and to the address; an address changed from
  // elsewhere (back, forward, a link) replaces what was typed.
  const [inputs, setInputs] = useState(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setInputs(fromUrl);
  }

  const change = (next: DealCalculatorInputs) => {
    setInputs(next);
    setSeenKey(dealCalculatorParams.serialise(next).toString());
    setParams(paramsWithInputs(params, next), { replace: true });
  };

  const copyLink = async () => {
    const search = paramsWithInputs(params, inputs).toString();
    try {
      await copyText(`${publicUrl}${location.pathname}${search ? `?${search}` : ''}`);
      toast.success(MESSAGES.linkCopied);
    } catch (error) {
      console.warn('DealLoop: copying the calculator link failed.', error);
      toast.error(MESSAGES.linkCopyFailed);
    }
  };

  return (
    <DealCalculator
      value={inputs}
      onChange={change}
      title={title}
      actions={
        <div className={styles.actions}>
          <Button variant="primary" icon={<Icon name="link" size={18} />} onClick={copyLink}>
            {TOOLS_TEXTS.copyLink}
          </Button>
          <Button variant="ghost" onClick={() => change(EMPTY_DEAL_INPUTS)}>
            {TOOLS_TEXTS.clear}
          </Button>
          <p className={styles.hint}>{TOOLS_TEXTS.copyLinkHint}</p>
        </div>
      }
    />
  );
}
