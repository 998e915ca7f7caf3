// Knowledge base articles on making deals on DealLoop: earnest money, proof of funds, offers and contracts.
import type { KnowledgeArticle } from './knowledge-base';

/** Articles of the "Offers & contracts" category. */
export const DEAL_ARTICLES: readonly KnowledgeArticle[] = [
  {
    slug: 'earnest-money',
    title: 'Earnest money',
    summary:
      'The deposit a buyer puts down to show good faith: how much is usual, who holds it, when it can be lost, and how it appears in a DealLoop offer.',
    category: 'Offers & contracts',
    tags: ['earnest money', 'emd', 'deposit', 'escrow', 'title company', 'offer'],
    body: `**Earnest money** (EMD, earnest money deposit) is the deposit a buyer pays after signing a purchase contract to show the seller they are serious. It is credited toward the price at closing.

## How much

On wholesale deals, $1,000 to $5,000 is common on entry-level houses, and 1% to 3% of the price on larger ones. A bigger deposit makes an offer stronger, especially against other cash buyers.

## Who holds it

The deposit goes to a neutral party, usually the **title company** or closing attorney, never straight to the wholesaler. It is held in escrow until closing.

## When it can be lost

If the buyer backs out after the inspection period without a reason the contract allows, the seller may keep the deposit. If the seller cannot deliver clear title, the buyer gets it back. Read the contingencies before you sign.

## On DealLoop

- Every offer names its earnest money in whole dollars, more than zero and **never more than the offer amount**.
- The amount carries into the contract when an offer is accepted, and both parties see it on the contract page.
- DealLoop does not hold deposits: pay them to the title company or attorney named in your paperwork.

See [How offers work on DealLoop](/knowledge-base/how-offers-work).`,
  },
  {
    slug: 'proof-of-funds',
    title: 'Proof of funds',
    summary:
      'A recent bank statement or lender letter that shows a buyer can close. How to attach one to a DealLoop offer and who can see it.',
    category: 'Offers & contracts',
    tags: ['proof of funds', 'pof', 'bank statement', 'hard money', 'lender letter', 'cash buyer', 'upload'],
    body: `A **proof of funds** (POF) shows a seller or wholesaler that you have the money to close. Sellers of off-market deals get many offers from people who cannot close, so an offer with a POF gets answered first.

## What counts

- A recent bank or brokerage statement (within 30 to 60 days) in the buyer's or the buying company's name, showing enough to cover the price and closing costs.
- A letter from a hard money or private lender with the amount they will fund.
- A line of credit statement.

Black out account numbers, but keep the name, the institution, the date and the balance readable.

## Attaching one to an offer

1. Open the listing and choose to make an offer.
2. Add your proof of funds: a **PDF or an image** (JPEG, PNG, WebP, GIF or AVIF), at most **10 MB**. Images are re-encoded, which strips their hidden metadata.
3. Send the offer.

## Who sees it

The file is private. Only the buyer and the seller of that offer, and DealLoop admins, can download it; it never appears on the public listing. See the [Privacy Policy](/privacy-policy) for how long files are kept.`,
  },
  {
    slug: 'how-offers-work',
    title: 'How offers work on DealLoop',
    summary:
      'Make an offer, then the seller accepts, rejects or counters; the buyer can withdraw. Open offers expire, and accepting one declines the others.',
    category: 'Offers & contracts',
    tags: ['offer', 'counter offer', 'accept', 'reject', 'withdraw', 'expired', 'declined', 'pending'],
    body: `Offers on DealLoop follow a simple, fixed flow. Every change sends a live alert to the other side, and both of you find the offer under [Offers](/dashboard/offers) in your dashboard.

## Making an offer

Sign in, open an **Available** listing and fill in:

- the **amount** (whole dollars),
- the **earnest money** (not more than the amount; see [Earnest money](/knowledge-base/earnest-money)),
- the **closing date** (from today to one year ahead),
- the **financing**: Cash, Hard Money, Private Money, Conventional Loan or Other,
- an optional message and an optional [proof of funds](/knowledge-base/proof-of-funds).

You cannot make an offer on your own listing, and you can have **one open offer per listing** at a time.

## What each side can do

- **Pending** (waiting for the seller): the seller can **Accept**, **Reject** or **Counter** with a new amount; the buyer can **Withdraw**.
- **Countered** (waiting for the buyer): the buyer can **Accept** the counter amount, **Reject** it or **Withdraw**.
- **Accepted**, **Rejected**, **Withdrawn**, **Expired** and **Declined** are final.

## Expiry

By default an open offer expires **72 hours** after it was made; a counter offer gives the buyer a fresh 72 hours. An expired offer can no longer be answered, and the buyer may then make a new one.

## One accepted offer declines the others

When an offer is accepted, the listing goes **Under Contract**, every other open offer on it becomes **Declined** (their buyers are told), and a contract is created between the seller and the buyer. See [How contracts work on DealLoop](/knowledge-base/how-contracts-work).`,
  },
  {
    slug: 'how-contracts-work',
    title: 'How contracts work on DealLoop',
    summary:
      'An accepted offer becomes a pending contract; the seller approves it, an admin approves it, and it is completed at closing or cancelled.',
    category: 'Offers & contracts',
    tags: [
      'contract',
      'seller approval',
      'pending',
      'approved',
      'completed',
      'cancelled',
      'closing',
      'under contract',
    ],
    body: `When a seller accepts an offer (or a buyer accepts a counter offer), DealLoop creates a **contract** with the agreed price, the earnest money, the closing date and the financing. Both parties find it under [Contracts](/dashboard/contracts).

## Statuses

- **Pending**: just created. It waits for the seller's approval, then for an admin's approval.
- **Approved**: the seller and DealLoop have approved it; the parties work toward closing.
- **Completed**: the deal closed. The listing is marked **Sold**.
- **Cancelled**: the deal fell through. The listing goes back to **Available** and takes offers again.

## Seller approval

Each contract also shows the seller's answer: **Awaiting seller**, **Seller approved** or **Seller declined**.

1. The seller reviews the contract and chooses **Approve contract** or **Decline contract**. Declining cancels it.
2. Once the seller has approved, an admin checks the contract and **approves** it.
3. After closing, an admin **marks it completed**.

## Cancelling

- The buyer (the investor) can cancel a contract while it is **pending**.
- An admin can cancel a pending or an approved contract.
- Completed and cancelled contracts cannot change.

Every step sends a live alert: "Contract Approved!", "Contract Completed!", "Seller Approved!" or "Seller Declined". DealLoop records the deal; the closing itself happens at your title company or attorney.`,
  },
];
