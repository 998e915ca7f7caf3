// The built-in assistant, asked through the API: a table of questions and the facts each answer must contain
// (and must not), over listings seeded through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { ask, publishListing, readChatStream } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const paths: Record<string, string> = {};

const LISTINGS = {
  ranch: {
    title: 'Dallas brick ranch',
    location: '4410 Maple Ave, Dallas, TX 75219',
    price: 139_000,
    beds: 3,
    baths: 2,
    propertyType: 'single_family',
  },
  condo: {
    title: 'Uptown condo flip',
    location: '2 Oak Lawn, Dallas, TX 75219',
    price: 95_000,
    beds: 2,
    baths: 1,
    propertyType: 'condo',
  },
  duplex: {
    title: 'Columbus side-by-side duplex',
    location: '88 High St, Columbus, OH 43215',
    price: 180_000,
    beds: 4,
    baths: 2,
    propertyType: 'multi_family',
  },
  lot: {
    title: 'Austin infill lot',
    location: '12 Cedar Rd, Austin, TX 78702',
    price: 45_000,
    propertyType: 'land',
  },
  acreage: {
    title: 'Austin acreage',
    location: '900 Ranch Rd, Austin, TX 78702',
    price: 80_000,
    propertyType: 'land',
  },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const moderator: Account = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const seller = await t.signUp();
  for (const [key, listing] of Object.entries(LISTINGS)) {
    paths[key] = (await publishListing(t, seller, moderator, listing)).path;
  }
  // Waiting for review: nobody but its owner and staff may see it, so Loop must not show it either.
  const pending = await t.call('POST', '/api/v1/properties', {
    token: seller.accessToken,
    json: {
      title: 'Secret pending bungalow',
      location: '5 Elm St, Dallas, TX 75219',
      price: 120_000,
      beds: 3,
      propertyType: 'single_family',
    },
  });
  expect(pending.status).toBe(201);
});
afterAll(() => t.close());

/** Each question, what its answer must contain (`$path:key` is that listing's page) and must not. */
const TABLE: { question: string; has: string[]; hasNot?: string[] }[] = [
  {
    question: '3 bed under 150k near Dallas',
    has: [
      'Dallas brick ranch',
      '$path:ranch',
      '$139,000',
      '3 bd',
      '/properties?location=Dallas%2C+TX&maxPrice=150000&minBeds=3',
    ],
    hasNot: ['Uptown condo flip', 'Secret pending bungalow', 'Columbus'],
  },
  {
    // Issue 20: "I found 6 listings for listings in Memphis" said the noun twice.
    question: 'listings in Austin TX',
    has: ['I found 2 available listings in Austin, TX.', 'Austin infill lot', 'Austin acreage'],
    hasNot: ['listings for', 'Dallas brick ranch'],
  },
  {
    question: 'duplexes in Ohio',
    has: ['Columbus side-by-side duplex', '$path:duplex', 'type=multi_family', 'location=Ohio'],
    hasNot: ['Dallas brick ranch'],
  },
  {
    question: 'land under $50,000 in Austin TX',
    has: ['Austin infill lot', '$path:lot', '$45,000', 'maxPrice=50000', 'type=land'],
    hasNot: ['Austin acreage'],
  },
  {
    question: 'Any condos in 75219?',
    has: ['Uptown condo flip', '$path:condo'],
    hasNot: ['Dallas brick ranch'],
  },
  { question: 'family home in Dallas', has: ['Dallas brick ranch'], hasNot: ['Fair Housing'] },
  {
    question: 'houses over 1.2m in Dallas',
    has: [
      'I found no available listings in Dallas',
      'widening',
      '/properties?location=Dallas%2C+TX&minPrice=1200000',
    ],
    hasNot: ['Dallas brick ranch'],
  },
  // Asked in Spanish, answered in Spanish.
  {
    question: '¿Cuál es mi oferta máxima si el ARV es 200 mil y las reparaciones son 30 mil?',
    has: ['Oferta máxima permitida (MAO): $110,000', 'Datos que usé: ARV $200,000 · reparaciones $30,000'],
    hasNot: ['Maximum allowable offer'],
  },
  {
    question: 'casas en Dallas por menos de 150 mil',
    has: ['Encontré 1 resultado de anuncios disponibles', 'menos de $150,000', '$path:ranch', 'Disponible'],
    hasNot: ['I found', 'Uptown condo flip'],
  },
  // Amounts beyond what the listings API takes (a 400 there) answered, not a 500.
  { question: 'houses under 500m in Dallas', has: ['Dallas brick ranch'] },
  {
    question: 'houses over 200m in Dallas',
    has: ['I found no available listings'],
    hasNot: ['Dallas brick ranch'],
  },
  {
    question: 'houses in Dallas with 60 baths',
    has: ['I found no available listings'],
    hasNot: ['Dallas brick ranch'],
  },
  {
    question: 'MAO for ARV 200k repairs 30k',
    has: ['$110,000', '70%', '$200,000', '$30,000', '/knowledge-base/mao-and-the-70-percent-rule'],
  },
  {
    question: "What's my max offer with an ARV of $250,000, $40,000 in repairs and a 10k assignment fee?",
    has: ['$125,000', '$10,000'],
  },
  { question: 'ROI if I buy at 120k, ARV 200k, repairs 25k', has: ['$55,000', '37.9%', '$145,000'] },
  {
    question: 'What assignment fee do I make if I contract at 100k and sell at 115k?',
    has: ['$15,000', '$115,000', '$100,000'],
  },
  {
    question: 'Show me deals',
    has: ['Dallas brick ranch', 'Columbus side-by-side duplex', '(/properties?status=active)'],
  },
  { question: 'What is earnest money?', has: ['/knowledge-base/earnest-money'] },
  { question: 'How much earnest money is usual?', has: ['/knowledge-base/earnest-money'] },
  { question: 'What does Under Contract mean?', has: ['/faqs#what-do-the-badges-mean'] },
  { question: 'I want to list my house, how?', has: ['/add-property'], hasNot: ['Dallas brick ranch'] },
  { question: 'How do I list a property?', has: ['/faqs#how-do-i-list-a-property'] },
  { question: 'How do I embed widgets on my website?', has: ['/knowledge-base/embedding-widgets'] },
  { question: 'How do I save a search?', has: ['/knowledge-base/saved-searches-and-alerts'] },
  { question: 'How do I make an offer?', has: ['/knowledge-base/how-offers-work'] },
  { question: 'What is the 70% rule?', has: ['/knowledge-base/mao-and-the-70-percent-rule'] },
  { question: 'Who won the Super Bowl last year?', has: ['not sure', '/support'], hasNot: ['/property/'] },
  {
    question: 'Show me neighborhoods without minorities in Dallas',
    has: ['Fair Housing Act', 'race'],
    hasNot: ['Dallas brick ranch'],
  },
  { question: 'areas with no families with kids', has: ['Fair Housing Act', 'familial status'] },
  {
    question: 'Christian neighborhood near Austin',
    has: ['Fair Housing Act', 'religion'],
    hasNot: ['Austin infill lot'],
  },
];

describe('the built-in assistant', () => {
  it.each(TABLE)('answers "$question"', async ({ question, has, hasNot = [] }) => {
    const { answer, done } = await ask(t, question);
    expect(done).toBe(true);
    for (const fact of has) {
      const expected = fact.startsWith('$path:') ? `](${paths[fact.slice(6)]})` : fact;
      expect(answer, `"${question}" should mention ${expected}`).toContain(expected);
    }
    for (const fact of hasNot) expect(answer, `"${question}" should not mention ${fact}`).not.toContain(fact);
  });

  it('refines the previous search with a follow-up', async () => {
    const res = await t.call('POST', '/api/v1/functions/chat-with-loop', {
      json: {
        messages: [
          { role: 'user', content: 'land under $50,000 in Dallas' },
          {
            role: 'assistant',
            content: 'I found no available listings in Dallas, TX (Land, under $50,000) right now.',
          },
          { role: 'user', content: 'What about Austin TX?' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { answer } = readChatStream(res.text);
    expect(answer).toContain('Austin infill lot');
    expect(answer).not.toContain('Austin acreage');
    expect(answer).toContain('maxPrice=50000');
  });

  it('refines the previous search with a follow-up in Spanish, and answers in Spanish', async () => {
    const res = await t.call('POST', '/api/v1/functions/chat-with-loop', {
      json: {
        messages: [
          { role: 'user', content: 'terrenos en Dallas por menos de 50 mil' },
          { role: 'assistant', content: 'Por ahora no encontré anuncios disponibles.' },
          { role: 'user', content: '¿y en Austin?' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { answer } = readChatStream(res.text);
    expect(answer).toContain('Austin infill lot');
    expect(answer).not.toContain('Austin acreage');
    expect(answer).toContain('maxPrice=50000');
    expect(answer).toContain('Encontré');
  });

  it('links only to relative paths of the site', async () => {
    const { answer } = await ask(t, '3 bed under 150k near Dallas');
    const links = [...answer.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(/^\/[a-z]/);
  });
});
