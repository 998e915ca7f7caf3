// The help pages' texts (/faqs, /knowledge-base): heroes, search status lines, empty results and the asides that
// point from one page to the other.

const questions = (count: number) => `${count} question${count === 1 ? '' : 's'}`;
const articles = (count: number) => `${count} article${count === 1 ? '' : 's'}`;
const matchVerb = (count: number) => (count === 1 ? 'matches' : 'match');

/** The FAQ page. */
export const FAQS_PAGE_TEXTS = Object.freeze({
  eyebrow: 'Help Center',
  heading: 'Frequently Asked Questions',
  lead: 'Short answers about buying, selling, offers and contracts, your account and the widgets. For the long version, see the knowledge base.',
  searchLabel: 'Search the FAQs',
  searchPlaceholder: 'Try "counter" or "proof of funds"',
  categories: 'Categories',
  noResults: 'No questions match your search',
  /** "3 questions match “offer”" while searching, else "42 questions". */
  status: (count: number, query: string | null) =>
    query === null ? questions(count) : `${questions(count)} ${matchVerb(count)} “${query}”`,
  noResultsBefore: 'Try other words, or search the',
  knowledgeBase: 'knowledge base',
  moreTitle: 'Want the details?',
  moreBefore: 'The',
  moreAfter: 'explains wholesaling, deal math, offers, contracts and widgets step by step.',
  permalink: 'Link to this answer',
});

/** The knowledge base page. */
export const KNOWLEDGE_BASE_TEXTS = Object.freeze({
  eyebrow: 'Help Center',
  heading: 'Knowledge Base',
  lead: 'Guides to wholesaling and to DealLoop: how deals work, how to run the numbers, and how to make offers, close contracts and share your deals.',
  searchLabel: 'Search the knowledge base',
  searchPlaceholder: 'Try "earnest money" or "70% rule"',
  results: 'Search results',
  categories: 'Categories',
  noResults: 'No articles match your search',
  moreQuestions: 'Still have a question?',
  /** "2 articles match “rule”" while searching, else "30 articles in 5 categories". */
  status: (count: number, query: string | null, categories: number) =>
    query === null
      ? `${articles(count)} in ${categories} categories`
      : `${articles(count)} ${matchVerb(count)} “${query}”`,
  faqs: 'frequently asked questions',
  noResultsBefore: 'Try fewer or other words, browse the',
  noResultsAfter: ', or ask Loop, the assistant at the bottom of the page.',
  moreBefore: 'Quick answers are in the',
  moreAfter: '. Loop, our virtual assistant, can also search deals and run deal math for you.',
});
