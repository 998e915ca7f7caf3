// A contract's status timeline: created, seller approval, admin approval, completed (or where it was cancelled).

import { CONTRACT_TEXTS } from '@dealloop/core';
import type { Contract } from './contract';
import * as styles from './contract-timeline.css';

type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

interface Step {
  label: string;
  state: StepState;
}

/** The steps of a contract and where it stands on each. */
export function timelineSteps(contract: Pick<Contract, 'status' | 'sellerApprovalStatus'>): Step[] {
  const { status, sellerApprovalStatus: seller } = contract;
  const sellerStep: Step =
    seller === 'approved'
      ? { label: 'Seller approved', state: 'done' }
      : seller === 'declined'
        ? { label: 'Seller declined', state: 'stopped' }
        : { label: 'Seller approval', state: status === 'cancelled' ? 'upcoming' : 'current' };
  const approved = status === 'approved' || status === 'completed';
  const steps: Step[] = [
    { label: 'Contract created', state: 'done' },
    sellerStep,
    {
      label: approved ? 'Approved by DealLoop' : 'DealLoop approval',
      state: approved ? 'done' : status === 'pending' && seller === 'approved' ? 'current' : 'upcoming',
    },
    {
      label: status === 'completed' ? 'Completed' : 'Closing',
      state: status === 'completed' ? 'done' : status === 'approved' ? 'current' : 'upcoming',
    },
  ];
  if (status === 'cancelled' && seller !== 'declined') steps.push({ label: 'Cancelled', state: 'stopped' });
  return status === 'cancelled' ? steps.filter((step) => step.state !== 'upcoming') : steps;
}

const STATE_TEXT: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  upcoming: 'to come',
  stopped: 'stopped',
};

/** The timeline as an ordered list; each step says its state to screen readers too. */
export function ContractTimeline({ contract }: { contract: Contract }) {
  return (
    <ol className={styles.timeline} aria-label={CONTRACT_TEXTS.timelineLabel}>
      {timelineSteps(contract).map((step) => (
        <li
          key={step.label}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span>
            {step.label} <span className={styles.state}>({STATE_TEXT[step.state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
