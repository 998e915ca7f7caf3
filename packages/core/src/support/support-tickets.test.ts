// The support form's rule and the ticket page address.
import { describe, expect, it } from 'vitest';
import {
  SUPPORT_LIMITS,
  SUPPORT_TEXTS,
  supportAnswerProblem,
  supportTicketPath,
  supportTicketProblem,
} from './support-tickets';

const good = { subject: 'Cannot upload photos', category: 'bug', message: 'The upload stops at 50 percent.' };

describe('supportTicketProblem', () => {
  it('accepts a complete request, signed in without an email', () => {
    expect(supportTicketProblem(good, true)).toBeNull();
    expect(supportTicketProblem({ ...good, email: 'ann@example.com' }, false)).toBeNull();
  });

  it('names the first problem', () => {
    expect(supportTicketProblem({ ...good, subject: '  ' }, true)).toBe(SUPPORT_TEXTS.subjectRequired);
    expect(
      supportTicketProblem({ ...good, subject: 'x'.repeat(SUPPORT_LIMITS.subjectMaxLength + 1) }, true),
    ).toBe(SUPPORT_TEXTS.subjectTooLong);
    expect(supportTicketProblem({ ...good, category: 'pricing' }, true)).toBe(SUPPORT_TEXTS.categoryRequired);
    expect(supportTicketProblem({ ...good, message: ' short    ' }, true)).toBe(
      SUPPORT_TEXTS.messageTooShort,
    );
    expect(
      supportTicketProblem({ ...good, message: 'x'.repeat(SUPPORT_LIMITS.messageMaxLength + 1) }, true),
    ).toBe(SUPPORT_TEXTS.messageTooLong);
    expect(supportTicketProblem({ ...good, name: 'n'.repeat(101) }, true)).toBe(SUPPORT_TEXTS.nameTooLong);
  });

  it('needs a valid email only when signed out', () => {
    expect(supportTicketProblem(good, false)).toBe(SUPPORT_TEXTS.emailRequired);
    expect(supportTicketProblem({ ...good, email: 'not-an-address' }, false)).toBe(
      SUPPORT_TEXTS.emailRequired,
    );
    expect(supportTicketProblem({ ...good, email: 'not-an-address' }, true)).toBeNull();
  });
});

describe('supportAnswerProblem', () => {
  it('needs text within the limit', () => {
    expect(supportAnswerProblem('  ')).toBe(SUPPORT_TEXTS.answerRequired);
    expect(supportAnswerProblem('x'.repeat(SUPPORT_LIMITS.answerMaxLength + 1))).toBe(
      SUPPORT_TEXTS.answerTooLong,
    );
    expect(supportAnswerProblem('Fixed, try again.')).toBeNull();
  });
});

describe('supportTicketPath', () => {
  it('links to the ticket on /support, with the access key when given', () => {
    expect(supportTicketPath('t1')).toBe('/support?ticket=t1');
    expect(supportTicketPath('t1', 'a b')).toBe('/support?ticket=t1&key=a+b');
  });
});
