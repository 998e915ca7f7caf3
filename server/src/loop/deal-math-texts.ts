// The words of Loop's deal math answers in English and Spanish (a question asked in Spanish is answered in
// Spanish). The figures and formulas around them are the same in both.

/** The language of an answer. */
export type AnswerLanguage = 'en' | 'es';

/** One language's deal math texts. */
export interface DealMathTexts {
  readonly inputsUsed: string;
  readonly names: Readonly<
    Record<'arv' | 'repairs' | 'fee' | 'price' | 'contractPrice' | 'buyerPrice', string>
  >;
  readonly needs: Readonly<Record<'arv' | 'repairs' | 'price' | 'contractPrice' | 'buyerSide', string>>;
  readonly examples: Readonly<Record<'mao' | 'roi' | 'fee', string>>;
  needIntro(needs: readonly string[]): string;
  readonly noZeroAssumed: string;
  example(example: string, article: string): string;
  maoHeadline(mao: string): string;
  rule(percent: string): string;
  maoFormula(percent: string, withFee: boolean): string;
  readonly noOfferWorks: string;
  cashBuyerMost(withTenThousandFee: string): string;
  maoMore(article: string): string;
  profitHeadline(profit: string, roi: string): string;
  readonly profitFormula: string;
  readonly roiFormula: string;
  readonly beforeCosts: string;
  feeHeadline(fee: string): string;
  readonly feeFormula: string;
  feeMore(article: string): string;
  feeRoomHeadline(fee: string): string;
  buyerPaysAtMost(percent: string, arv: string, repairs: string, mao: string): string;
  feeFromMao(mao: string, price: string, fee: string): string;
  readonly noRoomForFee: string;
}

const EN: DealMathTexts = {
  inputsUsed: 'Inputs I used',
  names: {
    arv: 'ARV',
    repairs: 'repairs',
    fee: 'assignment fee',
    price: 'price',
    contractPrice: 'contract price',
    buyerPrice: "end buyer's price",
  },
  needs: {
    arv: 'the ARV (after-repair value)',
    repairs: 'the repair estimate (say "no repairs" if there are none)',
    price: 'the purchase price',
    contractPrice: 'your contract price',
    buyerSide: "either the end buyer's price or the ARV and repairs",
  },
  examples: {
    mao: 'MAO for ARV 200k, repairs 30k',
    roi: 'ROI if I buy at 120k, ARV 200k, repairs 25k',
    fee: 'assignment fee if I contract at 100k and sell at 115k',
  },
  needIntro: (needs) =>
    `To work that out I need ${needs.join(' and ')}. What ${needs.length === 1 ? 'is it' : 'are they'}?`,
  noZeroAssumed: "I won't assume the rest is zero.",
  example: (example, article) => `For example: "${example}". See [how the math works](${article}).`,
  maoHeadline: (mao) => `**Maximum allowable offer: ${mao}**`,
  rule: (percent) => `Rule: ${percent} of ARV.`,
  maoFormula: (percent, withFee) => `MAO = ARV × ${percent} − repairs${withFee ? ' − assignment fee' : ''}`,
  noOfferWorks: 'That is zero or less: at this ARV and repair cost no offer works.',
  cashBuyerMost: (withFee) =>
    `That is the most a cash buyer should pay. To keep an assignment fee, subtract it: with a $10,000 fee you would offer the seller at most ${withFee}.`,
  maoMore: (article) => `More in [MAO and the 70% rule](${article}).`,
  profitHeadline: (profit, roi) => `**Profit potential: ${profit} · ROI: ${roi}**`,
  profitFormula: '`Profit = ARV − price − repairs`',
  roiFormula: '`ROI = profit ÷ (price + repairs) × 100`',
  beforeCosts: 'This is before holding, closing and selling costs, which the 70% rule leaves room for.',
  feeHeadline: (fee) => `**Assignment fee: ${fee}**`,
  feeFormula: '`Assignment fee = price the end buyer pays − your contract price`',
  feeMore: (article) => `More in [Assignment fees and double closes](${article}).`,
  feeRoomHeadline: (fee) => `**Room for an assignment fee: ${fee}**`,
  buyerPaysAtMost: (percent, arv, repairs, mao) =>
    `A cash buyer pays at most \`ARV × ${percent} − repairs\` = ${arv} × ${percent} − ${repairs} = ${mao}.`,
  feeFromMao: (mao, price, fee) =>
    `\`Fee = buyer's MAO − your contract price\` = ${mao} − ${price} = **${fee}**`,
  noRoomForFee: 'Your contract price is above what a cash buyer should pay, so there is no room for a fee.',
};

const ES: DealMathTexts = {
  inputsUsed: 'Datos que usé',
  names: {
    arv: 'ARV',
    repairs: 'reparaciones',
    fee: 'tarifa de asignación',
    price: 'precio',
    contractPrice: 'precio de contrato',
    buyerPrice: 'precio del comprador final',
  },
  needs: {
    arv: 'el ARV (valor después de reparaciones)',
    repairs: 'el costo de las reparaciones (diga "sin reparaciones" si no hay)',
    price: 'el precio de compra',
    contractPrice: 'su precio de contrato',
    buyerSide: 'el precio del comprador final, o el ARV y las reparaciones',
  },
  examples: {
    mao: 'oferta máxima con ARV 200 mil y reparaciones 30 mil',
    roi: 'ROI si compro en 120 mil, ARV 200 mil, reparaciones 25 mil',
    fee: 'tarifa de asignación si compro en 100 mil y vendo en 115 mil',
  },
  needIntro: (needs) =>
    `Para calcularlo necesito ${needs.join(' y ')}. ¿${needs.length === 1 ? 'Cuál es' : 'Cuáles son'}?`,
  noZeroAssumed: 'No voy a suponer que lo demás es cero.',
  example: (example, article) => `Por ejemplo: "${example}". Vea [cómo se calcula](${article}).`,
  maoHeadline: (mao) => `**Oferta máxima permitida (MAO): ${mao}**`,
  rule: (percent) => `Regla: ${percent} del ARV.`,
  maoFormula: (percent, withFee) =>
    `MAO = ARV × ${percent} − reparaciones${withFee ? ' − tarifa de asignación' : ''}`,
  noOfferWorks: 'Es cero o menos: con este ARV y estas reparaciones ninguna oferta funciona.',
  cashBuyerMost: (withFee) =>
    `Es lo máximo que debería pagar un comprador en efectivo. Para quedarse con una tarifa de asignación, réstela: con una tarifa de $10,000 ofrecería al vendedor como máximo ${withFee}.`,
  maoMore: (article) => `Más en [MAO y la regla del 70%](${article}).`,
  profitHeadline: (profit, roi) => `**Ganancia potencial: ${profit} · ROI: ${roi}**`,
  profitFormula: '`Ganancia = ARV − precio − reparaciones`',
  roiFormula: '`ROI = ganancia ÷ (precio + reparaciones) × 100`',
  beforeCosts:
    'Esto es antes de los costos de mantenimiento, cierre y venta, para los que la regla del 70% deja margen.',
  feeHeadline: (fee) => `**Tarifa de asignación: ${fee}**`,
  feeFormula: '`Tarifa de asignación = precio que paga el comprador final − su precio de contrato`',
  feeMore: (article) => `Más en [Tarifas de asignación y doble cierre](${article}).`,
  feeRoomHeadline: (fee) => `**Margen para una tarifa de asignación: ${fee}**`,
  buyerPaysAtMost: (percent, arv, repairs, mao) =>
    `Un comprador en efectivo paga como máximo \`ARV × ${percent} − reparaciones\` = ${arv} × ${percent} − ${repairs} = ${mao}.`,
  feeFromMao: (mao, price, fee) =>
    `\`Tarifa = MAO del comprador − su precio de contrato\` = ${mao} − ${price} = **${fee}**`,
  noRoomForFee:
    'Su precio de contrato supera lo que debería pagar un comprador en efectivo, así que no hay margen para una tarifa.',
};

/** The deal math texts of each language. */
export const DEAL_MATH_TEXTS: Readonly<Record<AnswerLanguage, DealMathTexts>> = { en: EN, es: ES };
