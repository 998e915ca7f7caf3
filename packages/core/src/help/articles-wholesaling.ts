// Knowledge base articles on wholesaling itself and on running the numbers of a deal (MAO, ARV, repairs).
import type { KnowledgeArticle } from './knowledge-base';

/** Articles of the "Wholesaling basics" and "Deal analysis" categories. */
export const WHOLESALING_ARTICLES: readonly KnowledgeArticle[] = [
  {
    slug: 'how-wholesaling-works',
    title: 'How wholesaling works',
    summary:
      'A wholesaler puts a discounted property under contract and assigns that contract to a cash buyer for a fee, without ever owning the house.',
    category: 'Wholesaling basics',
    tags: ['wholesaling', 'wholesaler', 'cash buyer', 'investor', 'off-market', 'getting started'],
    body: `Real estate **wholesaling** connects motivated sellers with investors who pay cash. The wholesaler finds a property that can be bought well below its value, signs a purchase contract with the owner, and then sells the *right to buy* (the contract) to an investor. The wholesaler earns the difference as an **assignment fee** and usually never takes title.

## The four steps

1. **Find a motivated seller.** Inherited houses, tired landlords, properties that need heavy repairs, owners facing foreclosure or a move: people who value speed and certainty over top dollar.
2. **Run the numbers.** Estimate the after-repair value (ARV) and the repairs, then work out the most an investor would pay. See [MAO and the 70% rule](/knowledge-base/mao-and-the-70-percent-rule).
3. **Put the property under contract** at or below that number, with an assignment clause and an inspection period.
4. **Assign the contract to a cash buyer** before closing. The buyer steps into your contract, closes with the seller, and pays your fee at closing.

## Where DealLoop fits

- Wholesalers and sellers [add listings](/add-property) with the price, ARV and repair estimate up front, so buyers see profit and ROI on every card.
- Cash buyers and investors [search listings](/properties) by location, price and type, save deals and make offers.
- Offers, counter offers and contracts run inside DealLoop, with live alerts to both sides. See [How offers work on DealLoop](/knowledge-base/how-offers-work).

## Is wholesaling legal?

Assigning a purchase contract is legal in most states, but a growing number of states regulate it: some require a real estate license to market a property you do not own, others require written disclosure to the seller that you intend to assign. Check your state's rules and use a local real estate attorney or title company. DealLoop is a marketplace, not a broker, and gives no legal advice (see the [Terms of Service](/terms-of-service)).`,
  },
  {
    slug: 'assignment-fees-and-double-closes',
    title: 'Assignment fees and double closes',
    summary:
      'How a wholesaler gets paid: an assignment fee on the original contract, or a double close with two back-to-back purchases when the spread should stay private.',
    category: 'Wholesaling basics',
    tags: [
      'assignment fee',
      'double close',
      'double closing',
      'simultaneous close',
      'transactional funding',
      'fee',
    ],
    body: `A wholesaler is paid in one of two ways. Which one fits depends on the size of the fee, the buyer, and the state.

## Assignment of contract

The wholesaler signs an **assignment agreement** with the cash buyer, who takes over the original purchase contract. At closing the title company pays the wholesaler the **assignment fee** from the buyer's funds.

- One closing, lower costs, no money of your own needed.
- The fee appears on the settlement statement, so the seller and the buyer both see it.
- The original contract must allow assignment ("and/or assigns" after the buyer's name, or an assignment clause).

*Example:* you contract a house at $100,000 and assign it to an investor for $112,000. Your assignment fee is **$12,000**.

## Double close

The wholesaler actually buys the property (closing A, seller to wholesaler) and resells it the same day (closing B, wholesaler to end buyer). The buyer's money funds closing B; the wholesaler often needs short **transactional funding** to fund closing A.

- The spread stays private: each side sees only its own price.
- Two sets of closing costs, and the wholesaler briefly owns the property.
- Useful when the fee is large, when the contract forbids assignment, or when the buyer's lender will not allow an assignment.

## What the fees look like

DealLoop's home page quotes an average assignment fee of over $25K across the market, but fees vary widely by market and deal size: $5,000 to $15,000 is common on entry-level houses. When you list a deal, price it so the buyer still has room: the [70% rule](/knowledge-base/mao-and-the-70-percent-rule) shows how the fee comes out of the buyer's maximum offer.`,
  },
  {
    slug: 'mao-and-the-70-percent-rule',
    title: 'MAO and the 70% rule',
    summary:
      'The maximum allowable offer (MAO) is ARV × 70% minus repairs minus your fee. A worked example with the same formula DealLoop uses.',
    category: 'Deal analysis',
    tags: [
      'mao',
      'maximum allowable offer',
      '70% rule',
      '70 percent rule',
      'arv',
      'repairs',
      'deal math',
      'calculator',
    ],
    body: `The **maximum allowable offer (MAO)** is the highest price at which a deal still works for a cash investor who will repair and resell. Most flippers use the **70% rule**: pay no more than 70% of the after-repair value, minus the repairs. The other 30% covers holding costs, closing costs on both ends, selling commissions and the investor's profit.

## The formula

\`MAO = ARV × 70% − repair cost − wholesale fee\`

DealLoop uses exactly this formula (rounded to the cent). A wholesaler subtracts the assignment fee too, since it comes out of the same buyer's budget.

## Worked example

- After-repair value (ARV): **$200,000**
- Repair estimate: **$30,000**
- Assignment fee you want to keep: **$10,000**

1. $200,000 × 70% = $140,000
2. $140,000 − $30,000 repairs = $110,000, the most a cash buyer should pay
3. $110,000 − $10,000 fee = **$100,000**, the most you should offer the seller

If the numbers come out negative, no offer works at that ARV and repair cost.

## The itemised version

Instead of the 30% rule of thumb you can list the costs: \`MAO = ARV − repairs − holding costs − closing costs − desired profit − assignment fee\`. The [deal calculator](/tools) shows both, with the buyer's profit and ROI at your asking price, and keeps the numbers in its address so you can share the result.

## When to use another percentage

70% is a rule of thumb, not a law. In expensive, fast markets buyers may go to 75% to 80%; on rentals, older houses or slow markets, 65% is safer. Keep the percentage honest and the ARV conservative: an inflated ARV is the most common reason a wholesale deal fails. See [ARV and repair estimates](/knowledge-base/arv-and-repair-estimates).`,
  },
  {
    slug: 'arv-and-repair-estimates',
    title: 'ARV and repair estimates',
    summary:
      'How to estimate after-repair value from comparable sales and budget repairs, and how DealLoop turns them into profit and ROI on every card.',
    category: 'Deal analysis',
    tags: ['arv', 'after repair value', 'comps', 'comparable sales', 'repairs', 'rehab', 'profit', 'roi'],
    body: `Every listing on DealLoop can carry an **ARV** and a **repair estimate**. Buyers rely on them, so estimate them carefully.

## After-repair value (ARV)

The ARV is what the property will sell for once repaired. Base it on **comparable sales** ("comps"):

- sold (not listed) in the last 3 to 6 months,
- within about half a mile, in the same subdivision or school zone when possible,
- similar in type, square footage (within about 20%), beds, baths and age,
- in renovated condition, since that is the condition you are valuing.

Adjust for differences (an extra bathroom, a garage, a busy road) and use the middle of the range, not the best sale.

## Repair estimates

Walk the property and price the work room by room, or use a per-square-foot budget by scope:

- **Cosmetic** (paint, flooring, fixtures): often $15 to $25 per sq ft.
- **Moderate** (kitchen, bathrooms, some systems): $30 to $50 per sq ft.
- **Full gut** (roof, HVAC, electrical, plumbing, layout): $60 per sq ft and up.

Add 10% to 15% for surprises. Local labor prices vary a lot, so check them with a contractor.

## How DealLoop uses them

- **Profit** = ARV − price − repairs.
- **ROI** = profit ÷ (price + repairs) × 100, shown with one decimal, for example *18.6%*.
- A listing without an ARV or repairs shows a dash instead of a number.

Feed the same ARV and repairs into the [70% rule](/knowledge-base/mao-and-the-70-percent-rule) to see the most a buyer should pay.`,
  },
  {
    slug: 'reading-a-deal-card',
    title: 'Reading a deal card',
    summary:
      'What each part of a property card shows: status badge, listing age, price, ARV, repairs, profit, ROI, distance and the lock on partial locations.',
    category: 'Deal analysis',
    tags: [
      'property card',
      'badge',
      'available',
      'under contract',
      'on hold',
      'listed',
      'distance',
      'location',
    ],
    body: `Each deal on DealLoop appears as a card in [search results](/properties) and on the home page.

## Status badge

- **Available** (green): the deal takes offers.
- **Under Contract** (red): the seller accepted an offer; the deal stays visible but takes no new offers.
- **On Hold** (orange): a moderator paused the listing while something is checked.

## The numbers

Price, beds, baths, square feet, lot size (in acres when there is one), property type, then **ARV**, **repairs**, **profit** and **ROI**. See [ARV and repair estimates](/knowledge-base/arv-and-repair-estimates) for how profit and ROI are computed.

## Listing age

"Listed today", "Listed yesterday", "Listed 3 days ago", then weeks ("2 weeks ago") and months ("3 months ago").

## Distance and location

- When your browser shares its location, cards show the distance in miles and the list is sorted nearest first.
- Visitors who are not signed in see only the **city and state part** of the location, with a lock icon. [Sign in](/auth) to see the full address.

Titles longer than 35 characters are shortened with "..." on cards; the listing page shows the whole title.`,
  },
];
