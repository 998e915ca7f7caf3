// Texts of Loop's answers that the server writes and the clients never retype: asking where "near me" is, and
// what Loop says when an answer runs out of time.

/** Loop's texts by situation; `es` variants answer questions asked in Spanish. */
export const LOOP_ANSWER_TEXTS = Object.freeze({
  /** A "near me" question without the asker's position. */
  nearMeAsk: Object.freeze({
    en: 'I don\'t know where you are. Tell me a city or ZIP (for example "3 bed near Dallas" or "deals in 75219"), or allow location access in your browser and ask again.',
    es: 'No sé dónde está. Dígame una ciudad o un código postal (ZIP), por ejemplo "casas en Dallas" o "casas en 75219", o permita el acceso a su ubicación en el navegador y pregunte de nuevo.',
  }),
  /** The model provider took longer than the answer's time limit before writing anything. */
  answerTimedOut:
    'Sorry, that took me too long to answer. Please try again, or ask something shorter (for example one search or one deal at a time).',
  /** The answer was cut at the time limit after it had started. */
  answerCutShort: '\n\n(I ran out of time and stopped here. Ask me to continue if you need more.)',
});
