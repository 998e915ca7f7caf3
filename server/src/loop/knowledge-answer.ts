// Answers a question from the help content: the best passage with a link to its article or FAQ, or an honest
// "I don't know" with a link to /support when nothing matches well enough.
import { helpIndex, type KnowledgeIndex, type PassageHit } from './knowledge-index';

/** The longest excerpt of a passage quoted in an answer, in characters. */
const EXCERPT_CHARACTERS = 900;

/** The answer when nothing matched: honest, with where to get help. */
export const DONT_KNOW_ANSWER = [
  "I'm not sure about that one, and I'd rather not guess.",
  '',
  'I can search listings ("3 bed under 150k near Dallas"), run deal math ("MAO for ARV 200k, repairs 30k") and answer questions about wholesaling and using DealLoop. For anything else, [contact support](/support) or browse the [knowledge base](/knowledge-base) and [FAQs](/faqs).',
].join('\n');

/** {@link DONT_KNOW_ANSWER} for a question asked in Spanish. */
export const DONT_KNOW_ANSWER_ES = [
  'No estoy seguro de eso y prefiero no adivinar.',
  '',
  'Puedo buscar anuncios ("casas en Dallas por menos de 150 mil"), hacer cálculos de tratos ("oferta máxima con ARV 200 mil y reparaciones 30 mil") y responder preguntas sobre wholesaling y DealLoop. Para lo demás, [contacte a soporte](/support) o consulte la [base de conocimientos](/knowledge-base) y las [preguntas frecuentes](/faqs).',
].join('\n');

/** The first paragraphs of a passage, up to about {@link EXCERPT_CHARACTERS}, cut between paragraphs. */
function excerpt(text: string): string {
  const paragraphs = text.split(/\n{2,}/);
  let out = '';
  for (const paragraph of paragraphs) {
    if (out && out.length + paragraph.length > EXCERPT_CHARACTERS) break;
    out = out ? `${out}\n\n${paragraph}` : paragraph;
  }
  return out.trim();
}

/** The answer built from the hits of a knowledge search (best first). */
export function answerFromHits(hits: readonly PassageHit[]): string {
  const [best, ...others] = hits;
  if (!best) return DONT_KNOW_ANSWER;
  const { passage } = best;
  const lines = [`**${passage.title}**`, '', excerpt(passage.text), ''];
  lines.push(`Read more: [${passage.source}](${passage.link})`);
  const related = others.find((hit) => hit.passage.link !== passage.link);
  if (related)
    lines.push(
      `Related: [${related.passage.source === 'FAQs' ? related.passage.title : related.passage.source}](${related.passage.link})`,
    );
  return lines.join('\n');
}

/** Looks the question up in the help content; null when nothing matches well enough. */
export function lookupKnowledge(question: string, index: KnowledgeIndex = helpIndex()): PassageHit[] {
  return index.search(question, 3);
}

/** Loop's answer from the knowledge base and FAQs, or {@link DONT_KNOW_ANSWER}. */
export function knowledgeAnswer(question: string, index: KnowledgeIndex = helpIndex()): string {
  return answerFromHits(lookupKnowledge(question, index));
}
