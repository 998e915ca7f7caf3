// The built-in capabilities offered to a model as tools (search_listings, get_listing, deal_math,
// knowledge_lookup), their JSON schemas, and running a call on the server as the caller.
import { PROPERTY_TYPES, type PropertyType } from '@dealloop/core';
import type { AssistantContext } from '../assistant-context';
import { dealMath } from '../deal-math-answer';
import type { DealQuestion } from '../deal-math-parser';
import { lookupKnowledge } from '../knowledge-answer';
import { searchListings } from '../listing-search';
import { GET_LISTING_TOOL, getListingTool } from './get-listing-tool';

const amount = (description: string) => ({ type: 'number', minimum: 0, description });

/** The tool definitions sent with every provider request (OpenAI `tools` format). */
export const ASSISTANT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_listings',
      description:
        'Search the published DealLoop listings the user may see. Returns the top matches with links and a link to the full search. Use it for any request to find properties or deals.',
      parameters: {
        type: 'object',
        properties: {
          location: { type: 'string', description: 'City, state, ZIP or county, e.g. "Dallas, TX".' },
          minPrice: amount('Lowest price in dollars.'),
          maxPrice: amount('Highest price in dollars.'),
          minBeds: { type: 'integer', minimum: 0, maximum: 50 },
          minBaths: { type: 'number', minimum: 0, maximum: 50 },
          types: { type: 'array', items: { type: 'string', enum: [...PROPERTY_TYPES] } },
          nearMe: {
            type: 'boolean',
            description:
              'Nearest first around the user\'s own position (for "near me"); only when the user shared it, else ask for a city or ZIP.',
          },
        },
        additionalProperties: false,
      },
    },
  },
  GET_LISTING_TOOL,
  {
    type: 'function',
    function: {
      name: 'deal_math',
      description:
        'Compute wholesale deal math with DealLoop\'s formulas: "mao" (ARV × percent − repairs − fee), "roi" and "profit" (from price, ARV, repairs), "assignment_fee" (end buyer price − contract price, or buyer MAO − contract price).',
      parameters: {
        type: 'object',
        properties: {
          question: { type: 'string', enum: ['mao', 'roi', 'profit', 'assignment_fee'] },
          arv: amount('After-repair value.'),
          repairCost: amount('Repair estimate.'),
          price: amount('Purchase or contract price.'),
          salePrice: amount('Price the end buyer pays.'),
          fee: amount('Assignment fee to keep.'),
          percent: {
            type: 'number',
            minimum: 0.01,
            maximum: 1,
            description: 'Share of ARV, 0.7 by default.',
          },
        },
        required: ['question'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'knowledge_lookup',
      description:
        "Search DealLoop's knowledge base and FAQs (wholesaling, MAO, earnest money, offers, contracts, listing rules, widgets, Fair Housing). Returns passages with their links.",
      parameters: {
        type: 'object',
        properties: { query: { type: 'string' } },
        required: ['query'],
        additionalProperties: false,
      },
    },
  },
] as const;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

async function searchTool(ctx: AssistantContext, args: Record<string, unknown>) {
  const types = Array.isArray(args.types)
    ? args.types.filter((type): type is PropertyType => (PROPERTY_TYPES as readonly unknown[]).includes(type))
    : [];
  const minBeds = num(args.minBeds);
  if (args.nearMe === true && !ctx.position && !(typeof args.location === 'string' && args.location.trim())) {
    return { error: 'The user did not share their position: ask for a city, county or ZIP.' };
  }
  const result = await searchListings(ctx, {
    minBeds: minBeds === null ? null : Math.min(50, Math.floor(minBeds)),
    minBaths: num(args.minBaths),
    minPrice: num(args.minPrice) === null ? null : Math.round(num(args.minPrice)!),
    maxPrice: num(args.maxPrice) === null ? null : Math.round(num(args.maxPrice)!),
    types,
    places:
      typeof args.location === 'string' && args.location.trim() ? [args.location.trim().slice(0, 200)] : [],
    nearMe: args.nearMe === true,
  });
  return {
    place: result.placeName,
    aroundUsersPosition: result.nearPosition,
    unknownPlace: result.unknownPlace,
    total: result.total,
    searchUrl: result.searchUrl,
    listings: result.items.map((item) => ({
      title: item.title,
      link: item.path,
      price: item.price,
      propertyType: item.propertyType,
      beds: item.beds,
      baths: item.baths,
      location: item.location,
      status: item.status,
      ...(item.distance !== null && { distanceMiles: item.distance }),
    })),
  };
}

function dealMathTool(args: Record<string, unknown>) {
  const question = (['mao', 'roi', 'profit', 'assignment_fee'] as const).find((q) => q === args.question);
  if (!question) return { error: 'question must be mao, roi, profit or assignment_fee' };
  const percent = num(args.percent);
  const result = dealMath(question as DealQuestion, {
    arv: num(args.arv),
    repairCost: num(args.repairCost),
    price: num(args.price),
    salePrice: num(args.salePrice),
    fee: num(args.fee),
    percent: percent !== null && percent > 0 && percent <= 1 ? percent : null,
  });
  return { values: result.values, explanation: result.text };
}

function knowledgeTool(args: Record<string, unknown>) {
  const query = typeof args.query === 'string' ? args.query.slice(0, 500) : '';
  const hits = lookupKnowledge(query);
  if (!hits.length) return { passages: [], note: 'Nothing relevant found; point the user to /support.' };
  return {
    passages: hits.map(({ passage }) => ({ title: passage.title, link: passage.link, text: passage.text })),
  };
}

/** Runs one tool call and answers its result as JSON text for the model; bad arguments answer an error object. */
export async function runAssistantTool(
  ctx: AssistantContext,
  name: string,
  argumentsJson: string,
): Promise<string> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(argumentsJson || '{}');
    args =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
  } catch {
    return JSON.stringify({ error: 'The arguments were not valid JSON.' });
  }
  if (name === 'search_listings') return JSON.stringify(await searchTool(ctx, args));
  if (name === 'get_listing') return JSON.stringify(await getListingTool(ctx, args));
  if (name === 'deal_math') return JSON.stringify(dealMathTool(args));
  if (name === 'knowledge_lookup') return JSON.stringify(knowledgeTool(args));
  return JSON.stringify({ error: `There is no tool called ${name}.` });
}
