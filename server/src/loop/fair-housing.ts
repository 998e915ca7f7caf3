// The Fair Housing check: spots a request to steer by a protected class (race, color, religion, national origin,
// sex, familial status, disability), which Loop declines. Pure; plain questions ("family home in Dallas") pass.
import { helpArticleLink } from './help-links';

/** The protected classes of the Fair Housing Act. */
export type ProtectedClass =
  | 'race or color'
  | 'religion'
  | 'national origin'
  | 'sex'
  | 'familial status'
  | 'disability';

/** Words that make a demographic term about who lives somewhere (or keeping them out). */
const PLACE =
  '(?:neighbou?rhoods?|areas?|communit(?:y|ies)|part of town|parts of town|zip ?codes?|blocks?|streets?|suburbs?|districts?|buildings?|complex(?:es)?|neighbou?rs?|residents?|people|population|folks|tenants?|families|demographics?|town|city|cities|places?|enclaves?)';
const EXCLUDE =
  '(?:no|not? many|without|away from|free of|free from|avoid(?:ing)?|fewer|less|exclude|excluding|keep out|only|mostly|predominantly|majority|all|lots of|full of|filled with|dominated by)';
/** At most one word between a demographic word and the place it describes ("mostly white middle-class area"). */
const GAP = String.raw`\s+(?:[\w'-]+\s+)?`;
/** "neighborhood with (mostly) ..." */
const PLACE_WITH = String.raw`\s+(?:with|of|for|full of)\s+(?:(?:lots of|many|mostly|more|other|only)\s+)?`;
/** A filler allowed between an exclusion word and the people it excludes ("no young kids"). */
const FILLER = String.raw`\s+(?:(?:any|the|many|all|small|young|little|other|more)\s+)?`;

const RACE_NOUNS =
  '(?:minorit(?:y|ies)|whites|blacks|hispanics?|latin(?:o|a|x)s?|asians?|african[ -]americans?|people of colou?r|caucasians?|races?|racial(?:ly)?|ethnic(?:ity|ities|ally)?)';
const RACE_ADJECTIVES = '(?:white|black|brown|hispanic|latino|latina|asian|caucasian|minority|ethnic)';
const RELIGIONS =
  '(?:christians?|muslims?|islamic|jews|jewish|catholics?|protestants?|hindus?|sikhs?|buddhists?|mormons?|atheists?|religious|evangelicals?)';
const ORIGINS =
  '(?:immigrants?|foreigners?|foreign[- ]born|mexicans?|chinese|indians|arabs?|africans?|somalis?|haitians?|middle[- ]eastern(?:ers)?|refugees?|non[- ]english speak(?:ers|ing)|illegals?|americans only|native[- ]born)';
const SEXES = String.raw`(?:men|women|males?|females?|gays?|lesbians?|lgbtq?\+?|transgender|trans people|single women|single men|straight people)`;
const CHILDREN =
  '(?:kids|children|child|families with (?:kids|children)|families|teenagers|teens|babies|toddlers)';
const DISABILITIES =
  '(?:disabled|handicapped|disabilit(?:y|ies)|wheelchair users|mentally ill|mental illness|group homes?|blind people|deaf people|special needs)';

const rx = (source: string) => new RegExp(source, 'i');

/** Each rule: a pattern that steers by a protected class. */
const RULES: readonly { readonly protectedClass: ProtectedClass; readonly pattern: RegExp }[] = [
  { protectedClass: 'race or color', pattern: rx(String.raw`\b${RACE_NOUNS}\b`) },
  { protectedClass: 'race or color', pattern: rx(String.raw`\b${RACE_ADJECTIVES}${GAP}${PLACE}\b`) },
  { protectedClass: 'race or color', pattern: rx(String.raw`\b${EXCLUDE}\s+${RACE_ADJECTIVES}\b`) },
  { protectedClass: 'religion', pattern: rx(String.raw`\b${RELIGIONS}${GAP}${PLACE}\b`) },
  { protectedClass: 'religion', pattern: rx(String.raw`\b${PLACE}${PLACE_WITH}${RELIGIONS}\b`) },
  { protectedClass: 'religion', pattern: rx(String.raw`\b${EXCLUDE}\s+${RELIGIONS}\b`) },
  { protectedClass: 'national origin', pattern: rx(String.raw`\b${ORIGINS}${GAP}${PLACE}\b`) },
  { protectedClass: 'national origin', pattern: rx(String.raw`\b${PLACE}${PLACE_WITH}${ORIGINS}\b`) },
  { protectedClass: 'national origin', pattern: rx(String.raw`\b${EXCLUDE}\s+${ORIGINS}\b`) },
  { protectedClass: 'sex', pattern: rx(String.raw`\b${EXCLUDE}${FILLER}${SEXES}\b`) },
  { protectedClass: 'sex', pattern: rx(String.raw`\b(?:men|women|male|female|gay|straight)[- ]only\b`) },
  { protectedClass: 'sex', pattern: rx(String.raw`\b(?:gay|lesbian|lgbtq?\+?|straight)\s+${PLACE}\b`) },
  {
    protectedClass: 'familial status',
    pattern: rx(
      String.raw`\b(?:no|not? many|without|away from|free of|free from|avoid(?:ing)?|fewer|less|exclude|excluding|keep out)${FILLER}${CHILDREN}\b`,
    ),
  },
  {
    protectedClass: 'familial status',
    pattern: rx(
      String.raw`\b(?:adults?[- ]only|child[- ]?free|kid[- ]?free|childless|no[- ]kids?|retirees only|seniors only)\b`,
    ),
  },
  { protectedClass: 'disability', pattern: rx(String.raw`\b${EXCLUDE}${FILLER}${DISABILITIES}\b`) },
  { protectedClass: 'disability', pattern: rx(String.raw`\b${DISABILITIES}\s+(?:people\s+)?${PLACE}\b`) },
];

/** The protected class a request would steer by, or null when it is a fair question. */
export function fairHousingConcern(text: string): ProtectedClass | null {
  const normalized = text.replace(/\s+/g, ' ');
  for (const rule of RULES) if (rule.pattern.test(normalized)) return rule.protectedClass;
  return null;
}

/** Loop's answer to a request that would steer by `protectedClass`: why it declines, and what it can do. */
export function fairHousingAnswer(protectedClass: ProtectedClass): string {
  return [
    `I can't help choose homes or neighborhoods by ${protectedClass}. The Fair Housing Act prohibits steering buyers or renters toward or away from areas based on race, color, religion, national origin, sex, familial status or disability, and DealLoop follows it.`,
    '',
    `I can search listings by price, property type, bedrooms, bathrooms and location instead, for example "3 bed under 150k near Dallas". You can also [browse all listings](/properties) or read about [Fair Housing on DealLoop](${helpArticleLink('fair-housing')}).`,
  ].join('\n');
}
