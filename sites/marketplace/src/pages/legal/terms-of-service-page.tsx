// /terms-of-service: the rules for using DealLoop.
import { PAGE_TITLES, TOP_NAV_LINKS } from '@dealloop/core';
import { pagePath } from '../../app/page-paths';
import { useRuntimeConfig } from '../../app/services-context';
import { useDocumentTitle } from '../../app/use-document-title';
import { Link } from '../../router';
import { TERMS_OF_SERVICE_UPDATED } from './legal-dates';
import { LegalPage, type LegalSection } from './legal-page';

const pricingPath = TOP_NAV_LINKS.find((link) => link.key === 'pricing')?.path ?? '/pricing';

function sections(supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      body: (
        <p>
          These terms are an agreement between you and DealLoop about your use of the DealLoop marketplace,
          its embeddable widgets and related services (together, "DealLoop"). By creating an account or using
          DealLoop you accept them. If you use DealLoop for a company, you accept them for that company and
          confirm you may bind it.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may use DealLoop',
      body: (
        <p>
          You must be at least 18 years old and able to enter into binding contracts. DealLoop is a tool for
          business: real estate investors, wholesalers, sellers, buyers and the professionals who work with
          them. You may not use DealLoop if we have previously closed your account for breaking these terms.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <p>
          Give accurate information when you sign up and keep it current. Each account is for one person; do
          not share your password. You are responsible for what happens under your account, so tell us at{' '}
          {mail} straight away if you think someone else has used it.
        </p>
      ),
    },
    {
      id: 'listings',
      title: 'Listings and moderation',
      body: (
        <>
          <p>When you list a property you confirm that:</p>
          <ul>
            <li>
              you own it, or hold a written contract or other legal right that allows you to market it, and
              you say which one applies;
            </li>
            <li>
              the description, price, photos, repair estimates and after-repair value are accurate and not
              misleading, and estimates are clearly your own;
            </li>
            <li>
              you keep the listing up to date and change its status when it goes under contract or sells;
            </li>
            <li>you have the rights to every photo and text you upload.</li>
          </ul>
          <p>
            We and our moderators may review any listing or profile and may decline, put on hold, edit the
            presentation of, or remove content that breaks these terms or the law, or that we reasonably
            believe harms other users. Where we can, we tell you why.
          </p>
        </>
      ),
    },
    {
      id: 'wholesaling',
      title: 'Wholesaling and assignment contracts',
      body: (
        <>
          <p>
            Wholesaling rules differ from state to state. Some states require a real estate license to market
            a property you do not own, require you to disclose that you are assigning a contract or selling an
            equitable interest, or limit how often you may do so. You are responsible for knowing and
            following the laws of the state where each property is located, including disclosure, licensing
            and consumer protection rules.
          </p>
          <p>
            Offers and contracts made through DealLoop are between the users involved. DealLoop is not a party
            to them, does not hold earnest money, and does not guarantee that any deal closes. Do your own due
            diligence on every property, party and title.
          </p>
        </>
      ),
    },
    {
      id: 'fair-housing',
      title: 'Fair Housing',
      body: (
        <p>
          You must follow the federal Fair Housing Act and all state and local fair housing laws. Do not state
          or act on any preference, limitation or discrimination based on race, color, religion, sex
          (including sexual orientation and gender identity), disability, familial status, national origin, or
          any other characteristic protected where the property is located. We remove content that breaks
          these laws.
        </p>
      ),
    },
    {
      id: 'prohibited-conduct',
      title: 'What you may not do',
      body: (
        <ul>
          <li>
            List property you have no right to market, or post fake, duplicate or bait-and-switch listings.
          </li>
          <li>Mislead other users about yourself, a property, or the terms of a deal.</li>
          <li>Harass, threaten or spam other users, or contact them for purposes unrelated to a deal.</li>
          <li>Collect other users' information by scraping, bots or bulk downloads.</li>
          <li>Upload malware, or try to break, overload or get around the security of DealLoop.</li>
          <li>Use DealLoop for anything illegal, including fraud and money laundering.</li>
        </ul>
      ),
    },
    {
      id: 'no-advice',
      title: 'No brokerage, legal or financial advice',
      body: (
        <p>
          DealLoop is a marketplace and a set of tools. We are not a real estate broker or agent, a lender, a
          law firm or a financial adviser, and nothing on DealLoop is advice of that kind. Figures from the
          deal calculator, listing estimates and answers from Loop, our virtual assistant, are estimates that
          may be wrong. Consult licensed professionals before you make decisions.
        </p>
      ),
    },
    {
      id: 'fees',
      title: 'Fees',
      body: (
        <p>
          Paid features and their prices are shown on our <Link to={pricingPath}>pricing page</Link> at the
          time you buy them, plus any applicable taxes. We will tell you before a price change applies to you,
          and you can cancel before it does. Except where the law says otherwise, fees already paid are not
          refundable.
        </p>
      ),
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: (
        <p>
          You keep ownership of the listings, photos and other content you post. You give DealLoop a
          worldwide, non-exclusive, royalty-free licence to host, copy, resize, display and distribute that
          content to run and promote the marketplace, including in widgets on other websites. The licence ends
          when you delete the content, except for copies other users already received as part of a deal, and
          backups that roll off in the normal course.
        </p>
      ),
    },
    {
      id: 'our-service',
      title: 'Our service and intellectual property',
      body: (
        <p>
          DealLoop, its software, design and brand belong to us. We let you use them as these terms allow, and
          we may change, add or retire features. We handle personal information as described in our{' '}
          <Link to={pagePath('privacyPolicy')}>Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <p>
          DealLoop is provided "as is" and "as available". To the extent the law allows, we disclaim all
          warranties, express or implied, including merchantability, fitness for a particular purpose and
          non-infringement. We do not verify every listing or user and do not promise that DealLoop will be
          uninterrupted or error free.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, DealLoop is not liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, lost deals or lost data. Our total liability
          for any claim about DealLoop is limited to the greater of the fees you paid us in the 12 months
          before the claim and 100 US dollars. Some jurisdictions do not allow these limits, so they may not
          all apply to you.
        </p>
      ),
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      body: (
        <p>
          If someone brings a claim against DealLoop because of your content, your deals or your breach of
          these terms or the law, you will cover our reasonable losses and costs, including legal fees.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      body: (
        <p>
          You may close your account at any time. We may suspend or close an account that breaks these terms
          or the law, or that puts other users at risk, with notice where we reasonably can. Sections that by
          their nature should survive closing, such as fees owed, disclaimers, limits of liability and
          disputes, continue to apply.
        </p>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes',
      body: (
        <p>
          If you have a problem with DealLoop, write to {mail} first; most concerns are resolved quickly that
          way. If we cannot resolve a dispute within 30 days, it will be decided by the state or federal
          courts located in Delaware, and these terms are governed by the laws of the State of Delaware,
          without regard to its conflict of law rules. Either of us may bring a claim in small claims court
          instead where it qualifies. Disputes between users are for those users to resolve; we may help, but
          we are not obliged to.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. When we do, we change the "Last updated" date above, and for material
          changes we tell you by email or in the product at least 14 days before they take effect. If you keep
          using DealLoop after that, the new terms apply; if you do not agree, you may close your account.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: <p>Questions about these terms: write to {mail}.</p>,
    },
  ];
}

/** The terms of service page. */
export default function TermsOfServicePage() {
  useDocumentTitle(PAGE_TITLES.termsOfService);
  const { supportEmail } = useRuntimeConfig();
  return (
    <LegalPage
      title="Terms of Service"
      updated={TERMS_OF_SERVICE_UPDATED}
      intro={
        <p>
          These terms set out how DealLoop works, what we expect from everyone who lists, buys and sells here,
          and what you can expect from us. Please read them; they affect your rights.
        </p>
      }
      sections={sections(supportEmail)}
    />
  );
}
