// Loop's evaluation: every question of assistant/eval/questions.ts put to the built-in assistant over listings
// seeded through the API; reports the pass rate and fails below 95% overall or below 100% on deal math.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantContext } from '../src/loop/assistant-context';
import { EVAL_QUESTIONS } from '../src/loop/eval/questions';
import { builtInAnswer } from '../src/loop/intent-router';
import { grantRole } from '../src/users/users-repo';
import { publishListing } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const paths: Record<string, string> = {};

const LISTINGS: Record<string, Record<string, unknown>> = {
  ranch: {
    title: 'Houston 5/1 ranch',
    location: '77 Bayou Rd, Houston, TX 77002',
    price: 260_000,
    beds: 5,
    baths: 1,
    propertyType: 'single_family',
    arv: 380_000,
    repairCost: 45_000,
  },
  bungalow: {
    title: 'Gulfton bungalow',
    location: '12 Gulfton St, Houston, TX 77081',
    price: 185_000,
    beds: 3,
    baths: 2,
    propertyType: 'single_family',
    arv: 240_000,
    repairCost: 20_000,
  },
  condo: {
    title: 'Mesquite condo',
    location: '5 Town East Blvd, Mesquite, TX 75150',
    price: 95_000,
    beds: 2,
    baths: 1,
    propertyType: 'condo',
    arv: 140_000,
    repairCost: 20_000,
  },
  dallas: {
    title: 'Dallas brick ranch',
    location: '4410 Maple Ave, Dallas, TX 75219',
    price: 139_000,
    beds: 3,
    baths: 2,
    propertyType: 'single_family',
    arv: 190_000,
    repairCost: 25_000,
  },
  lot: {
    title: 'Austin infill lot',
    location: '12 Cedar Rd, Austin, TX 78702',
    price: 45_000,
    propertyType: 'land',
  },
  soldHouse: {
    title: 'Pasadena flip',
    location: '9 Shaver St, Houston, TX 77002',
    price: 150_000,
    beds: 3,
    baths: 1,
    propertyType: 'single_family',
    arv: 210_000,
    repairCost: 30_000,
  },
  pending: {
    title: 'Baytown duplex',
    location: '3 Texas Ave, Houston, TX 77002',
    price: 170_000,
    beds: 4,
    baths: 2,
    propertyType: 'multi_family',
    arv: 230_000,
    repairCost: 25_000,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const moderator: Account = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const seller = await t.signUp();
  for (const [key, listing] of Object.entries(LISTINGS)) {
    const { id, path } = await publishListing(t, seller, moderator, listing);
    paths[key] = path;
    const status = key === 'soldHouse' ? 'sold' : key === 'pending' ? 'under_contract' : null;
    if (status) {
      const res = await t.call('PATCH', `/api/v1/properties/${id}`, {
        token: seller.accessToken,
        json: { status },
      });
      expect(res.status, res.text).toBe(200);
    }
  }
}, 180_000);
afterAll(() => t?.close());

describe('the Loop evaluation set', () => {
  it('has at least 150 questions', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(150);
  });

  it('passes at least 95% overall and every deal math question', async () => {
    const ctx: AssistantContext = { deps: t.deps, viewer: null, position: null };
    const misses: string[] = [];
    const byCategory = new Map<string, { asked: number; passed: number }>();
    const fact = (text: string) => text.replace(/\$path:(\w+)/g, (_, key: string) => `(${paths[key]})`);
    for (const item of EVAL_QUESTIONS) {
      const answer = await builtInAnswer(ctx, [{ role: 'user', content: item.question }]);
      const missing = item.has.map(fact).filter((text) => !answer.includes(text));
      const unwanted = (item.hasNot ?? []).map(fact).filter((text) => answer.includes(text));
      const tally = byCategory.get(item.category) ?? { asked: 0, passed: 0 };
      tally.asked += 1;
      if (!missing.length && !unwanted.length) tally.passed += 1;
      else
        misses.push(
          `${item.question}\n  missing ${JSON.stringify(missing)} unwanted ${JSON.stringify(unwanted)}\n  ${answer.slice(0, 300)}`,
        );
      byCategory.set(item.category, tally);
    }
    const passed = [...byCategory.values()].reduce((sum, tally) => sum + tally.passed, 0);
    const rate = passed / EVAL_QUESTIONS.length;
    console.info(
      `Loop evaluation: ${passed}/${EVAL_QUESTIONS.length} (${(rate * 100).toFixed(1)}%)`,
      Object.fromEntries([...byCategory].map(([name, tally]) => [name, `${tally.passed}/${tally.asked}`])),
      misses.length ? `\nMisses:\n${misses.join('\n')}` : '',
    );
    const dealMath = byCategory.get('deal_math')!;
    expect(dealMath.passed, misses.join('\n')).toBe(dealMath.asked);
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});
