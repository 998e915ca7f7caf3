import { createKnowledgeIndex } from './src/assistant/knowledge-index';

const idx = createKnowledgeIndex();
for (const q of [
  'how do I list a property',
  'what is MAO',
  'how does an assignment fee work',
  'what is earnest money',
  'how do I embed widgets on my website',
  'how do I save a search',
  'how do I make an offer',
  'what is the weather on Mars',
  'who won the super bowl',
  'tell me a joke',
  'what is the 70% rule',
  'what is a double close',
  'can I cancel a contract',
  'purple elephant banana',
  'how do I reset my password',
  'what does under contract mean',
]) {
  const hits = idx.search(q, 3);
  console.log(
    q,
    '=>',
    hits.map((h) => `${h.passage.id} ${h.score.toFixed(1)} ${h.coverage.toFixed(2)}`).join(' | '),
  );
}
