// The words of Loop's listing answers (searches, one listing's figures, comparisons, contact questions) in English
// and Spanish. English labels are core's; the Spanish ones are Loop's own.
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '@dealloop/core';
import type { AnswerLanguage } from './deal-math-texts';
import type { ListingOrder } from './listing-query-parser';

/** How the shown listings were picked ("cheapest"), for "Here are the cheapest 5". */
export type ShownOrder = ListingOrder | 'nearest';

/** One language's listing answer texts. */
export interface ListingAnswerTexts {
  readonly typeLabels: Readonly<Record<PropertyType, string>>;
  readonly statusLabels: Readonly<Record<PropertyStatus, string>>;
  /** "available", "sold": the statuses of a search in words. */
  readonly statusWords: Readonly<Record<PropertyStatus, string>>;
  readonly orderWords: Readonly<Record<ShownOrder, string>>;
  readonly or: string;
  readonly yourArea: string;
  beds(count: number): string;
  baths(count: number): string;
  priceRange(low: string, high: string): string;
  under(price: string): string;
  over(price: string): string;
  arvOver(price: string): string;
  arvUnder(price: string): string;
  profitAtLeast(price: string): string;
  roiAtLeast(percent: number): string;
  /** "available listings: 3+ beds in Dallas, TX". */
  /** The search in words, the noun in the number of `count` listings. */
  searchWords(statuses: string, parts: readonly string[], place: string | null, count: number): string;
  unknownPlace(phrase: string): string;
  noneFound(described: string): string;
  readonly widen: string;
  adjust(url: string): string;
  found(total: number, shown: number, described: string, order: string): string;
  seeAll(url: string): string;
  line: {
    readonly beds: string;
    readonly baths: string;
    readonly sqft: string;
    readonly profit: string;
    away(distance: string): string;
  };
  readonly figures: Readonly<Record<'price' | 'arv' | 'repairs' | 'profit' | 'profitShort' | 'roi', string>>;
  readonly bedsBaths: string;
  readonly type: string;
  readonly location: string;
  readonly status: string;
  readonly availableNow: string;
  notAvailable(status: string): string;
  readonly missingFigures: string;
  readonly compareUnclear: readonly string[];
  readonly noContactDetails: string;
  openListing(link: string | null): string;
  readonly howSignedIn: string;
  readonly howAnonymous: string;
  readonly contactWhereShared: string;
}

const EN: ListingAnswerTexts = {
  typeLabels: PROPERTY_TYPE_LABELS,
  statusLabels: PROPERTY_STATUS_LABELS,
  statusWords: { active: 'available', under_contract: 'under contract', sold: 'sold' },
  orderWords: {
    price_asc: 'cheapest',
    price_desc: 'most expensive',
    profit: 'most profitable',
    roi: 'highest-ROI',
    nearest: 'nearest',
    newest: 'newest',
  },
  or: ' or ',
  yourArea: 'your area',
  beds: (n) => `${n}+ beds`,
  baths: (n) => `${n}+ baths`,
  priceRange: (low, high) => `${low} to ${high}`,
  under: (price) => `under ${price}`,
  over: (price) => `over ${price}`,
  arvOver: (price) => `ARV over ${price}`,
  arvUnder: (price) => `ARV under ${price}`,
  profitAtLeast: (price) => `profit of at least ${price}`,
  roiAtLeast: (percent) => `ROI of at least ${percent}%`,
  // "available listings in Memphis, TN (Single Family, under $200,000)"
  searchWords: (statuses, parts, place, count) => {
    const noun = `${statuses} listing${count === 1 ? '' : 's'}`;
    return `${noun}${place ? ` in ${place}` : ''}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  },
  unknownPlace: (phrase) => `I couldn't find a place called "${phrase}", so I searched everywhere.`,
  noneFound: (described) => `I found no ${described} right now.`,
  widen:
    'Try widening the search: raise the price limit, drop a filter such as bedrooms or property type, or search a larger area (a county or the whole state).',
  adjust: (url) =>
    `You can also [adjust the search on the listings page](${url}) or save it to get alerts when a match is listed.`,
  found: (total, shown, described, order) => {
    const which = total > shown ? `Here are the ${order} ${shown}:` : `Here they are, ${order} first:`;
    return `I found ${Math.max(total, shown)} ${described}. ${which}`;
  },
  seeAll: (url) => `[See all results on the listings page](${url})`,
  line: { beds: 'bd', baths: 'ba', sqft: 'sqft', profit: 'profit', away: (distance) => `${distance} away` },
  figures: {
    price: 'Price',
    arv: 'ARV',
    repairs: 'Repairs',
    profit: 'Profit potential',
    profitShort: 'Profit',
    roi: 'ROI',
  },
  bedsBaths: 'Beds / baths',
  type: 'Type',
  location: 'Location',
  status: 'Status',
  availableNow: 'It is active: available to make an offer.',
  notAvailable: (status) => `It is ${status}, so it is not available.`,
  missingFigures: 'The seller did not give every figure, so I cannot work out the profit for you.',
  compareUnclear: [
    'I couldn\'t tell which listings you mean. Name two or three by their title or town, for example "compare the Gulfton bungalow with the Houston ranch".',
    '',
    'You can also [browse the listings](/properties) and open each one.',
  ],
  noContactDetails: "I don't give out sellers' phone numbers or emails in chat.",
  openListing: (link) => (link ? ` Open ${link}:` : ' Open the listing:'),
  howSignedIn: ' use Message or Make Offer there, and the seller answers you in DealLoop.',
  howAnonymous: ' sign in to message the seller or make an offer.',
  contactWhereShared: ' Contact details show only where the seller has chosen to share them with you.',
};

const ES: ListingAnswerTexts = {
  typeLabels: {
    single_family: 'Casa unifamiliar',
    multi_family: 'Multifamiliar',
    condo: 'Condominio',
    townhouse: 'Casa adosada',
    land: 'Terreno',
    commercial: 'Comercial',
    mobile_home: 'Casa móvil',
  },
  statusLabels: { active: 'Disponible', under_contract: 'Bajo contrato', sold: 'Vendida' },
  statusWords: { active: 'disponibles', under_contract: 'bajo contrato', sold: 'vendidos' },
  orderWords: {
    price_asc: 'más baratos',
    price_desc: 'más caros',
    profit: 'más rentables',
    roi: 'de mayor ROI',
    nearest: 'más cercanos',
    newest: 'más recientes',
  },
  or: ' o ',
  yourArea: 'su zona',
  beds: (n) => `${n}+ habitaciones`,
  baths: (n) => `${n}+ baños`,
  priceRange: (low, high) => `de ${low} a ${high}`,
  under: (price) => `menos de ${price}`,
  over: (price) => `más de ${price}`,
  arvOver: (price) => `ARV de más de ${price}`,
  arvUnder: (price) => `ARV de menos de ${price}`,
  profitAtLeast: (price) => `ganancia de al menos ${price}`,
  roiAtLeast: (percent) => `ROI de al menos ${percent}%`,
  searchWords: (statuses, parts, place) => {
    const what = parts.length ? `anuncios ${statuses}: ${parts.join(', ')}` : `anuncios ${statuses}`;
    return place ? `${what} en ${place}` : what;
  },
  unknownPlace: (phrase) => `No encontré un lugar llamado "${phrase}", así que busqué en todas partes.`,
  noneFound: (described) => `Por ahora no encontré ${described}.`,
  widen:
    'Pruebe a ampliar la búsqueda: suba el precio máximo, quite un filtro como habitaciones o tipo de propiedad, o busque en un área más grande (un condado o todo el estado).',
  adjust: (url) =>
    `También puede [ajustar la búsqueda en la página de anuncios](${url}) o guardarla para recibir alertas cuando se publique una coincidencia.`,
  found: (total, shown, described, order) => {
    const count = total > shown ? `${total} resultados` : `${shown} resultado${shown === 1 ? '' : 's'}`;
    const which = total > shown ? `Estos son los ${shown} ${order}:` : `Aquí están, primero los ${order}:`;
    return `Encontré ${count} de ${described}. ${which}`;
  },
  seeAll: (url) => `[Ver todos los resultados en la página de anuncios](${url})`,
  line: {
    beds: 'hab.',
    baths: 'baños',
    sqft: 'pies²',
    profit: 'ganancia',
    away: (distance) => `a ${distance}`,
  },
  figures: {
    price: 'Precio',
    arv: 'ARV',
    repairs: 'Reparaciones',
    profit: 'Ganancia potencial',
    profitShort: 'Ganancia',
    roi: 'ROI',
  },
  bedsBaths: 'Habitaciones / baños',
  type: 'Tipo',
  location: 'Ubicación',
  status: 'Estado',
  availableNow: 'Está disponible: puede hacer una oferta.',
  notAvailable: (status) => `Está ${status.toLowerCase()}, así que no está disponible.`,
  missingFigures: 'El vendedor no dio todas las cifras, así que no puedo calcular la ganancia.',
  compareUnclear: [
    'No sé qué anuncios quiere comparar. Nombre dos o tres por su título o ciudad, por ejemplo "compara el Gulfton bungalow con el Houston ranch".',
    '',
    'También puede [ver los anuncios](/properties) y abrir cada uno.',
  ],
  noContactDetails: 'No doy teléfonos ni correos de los vendedores en el chat.',
  openListing: (link) => (link ? ` Abra ${link}:` : ' Abra el anuncio:'),
  howSignedIn: ' use Message o Make Offer allí, y el vendedor le responde en DealLoop.',
  howAnonymous: ' inicie sesión para escribir al vendedor o hacer una oferta.',
  contactWhereShared:
    ' Los datos de contacto se muestran solo donde el vendedor decidió compartirlos con usted.',
};

/** The listing answer texts of each language. */
export const LISTING_ANSWER_TEXTS: Readonly<Record<AnswerLanguage, ListingAnswerTexts>> = { en: EN, es: ES };
