// /privacy-policy: what DealLoop collects, why, who sees it, how long it is kept and the visitor's rights.
import { COOKIE_CONSENT_VERSION, PAGE_TITLES } from '@dealloop/core';
import { pagePath } from '../../app/page-paths';
import { useRuntimeConfig } from '../../app/services-context';
import { useDocumentTitle } from '../../app/use-document-title';
import { Link } from '../../router';
import { PRIVACY_POLICY_UPDATED } from './legal-dates';
import { LegalPage, type LegalSection } from './legal-page';

function sections(supportEmail: string, publicUrl: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            DealLoop ("DealLoop", "we", "us") runs the wholesale real estate marketplace at{' '}
            <a href={publicUrl}>{publicUrl}</a>, where wholesalers and sellers list off-market investment
            properties and investors and cash buyers find them, make offers and manage contracts. We also
            provide widgets that wholesalers can embed on their own websites. This policy explains how we
            handle personal information in all of these places.
          </p>
          <p>
            DealLoop decides how and why your personal information is used, and is responsible for it. You can
            reach us about privacy at any time at {mail}.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Account:</strong> your name, email address and password. We store the password only as a
              salted, one-way hash; nobody at DealLoop can read it.
            </li>
            <li>
              <strong>Profile and business card:</strong> phone number, company name, website, address, bio,
              specialty, profile type, profile picture and company logo, if you add them.
            </li>
            <li>
              <strong>Listings:</strong> the properties you list, with their location, price, features, repair
              estimates, photos and status.
            </li>
            <li>
              <strong>Offers and contracts:</strong> the offers you make or receive, their terms and status,
              and the contracts and approvals that follow from them.
            </li>
            <li>
              <strong>Saved searches and alerts:</strong> the criteria you save and how you want to be told
              about matching properties.
            </li>
            <li>
              <strong>Messages:</strong> what you write to our support team and to Loop, our virtual
              assistant.
            </li>
          </ul>
          <h3>Uploaded images</h3>
          <p>
            When you upload a photo or logo we re-encode it on our servers. This strips the metadata that
            cameras and phones embed in image files, such as the GPS location where a photo was taken, the
            device model and the time it was taken, before the image is stored or shown to anyone.
          </p>
          <h3>Information collected automatically</h3>
          <ul>
            <li>
              <strong>Device and log data:</strong> your IP address, browser type and version (the "user
              agent"), the pages you request, and the date and time of each request. We use it to run, secure
              and debug the service.
            </li>
            <li>
              <strong>Location:</strong> only if you allow it in your browser, to sort properties by distance
              from you. The distance is worked out for your search; we do not keep a history of your location.
            </li>
          </ul>
          <h3>Cookies and similar storage</h3>
          <p>
            <strong>Essential</strong> storage keeps you signed in, protects your session and remembers your
            cookie choice. The service cannot work without it, so it is always on. <strong>Optional</strong>{' '}
            cookies help us remember preferences and understand how the marketplace is used so we can improve
            it; we use them only if you choose Accept All in the cookie banner. Essential Only, or closing the
            banner, keeps optional cookies off.
          </p>
          <p>
            When you accept all cookies while signed in, we keep a record of that consent: your account, the
            kind of consent (cookies), the version of this policy you agreed to (version{' '}
            {COOKIE_CONSENT_VERSION}), the date and your browser's user agent. We do not store your IP address
            with it. The record lets us show what you agreed to and when.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'Why we use it',
      body: (
        <>
          <p>We use personal information only for these purposes:</p>
          <ul>
            <li>
              To provide the marketplace you signed up for: your account, listings, searches, offers,
              contracts, alerts, business card and public profile (performance of our contract with you).
            </li>
            <li>
              To keep DealLoop safe: preventing fraud, spam and abuse, enforcing our{' '}
              <Link to={pagePath('termsOfService')}>Terms of Service</Link>, and moderating listings (our
              legitimate interest in a trustworthy marketplace).
            </li>
            <li>
              To send service emails, such as password resets, offer and contract updates and the alerts you
              ask for. You choose which alerts you get in your notification settings.
            </li>
            <li>To answer your questions and support requests.</li>
            <li>To improve the product, using optional cookies only with your consent.</li>
            <li>To comply with the law and respond to lawful requests from authorities.</li>
          </ul>
          <p>We do not sell your personal information, and we do not share it for cross-site advertising.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <ul>
            <li>
              <strong>Everyone, for what you publish:</strong> listings, published profiles and business cards
              are public. Visitors who are not signed in see only a general area of a property's location,
              never the street address.
            </li>
            <li>
              <strong>The other party of an offer or contract:</strong> when you make, receive or accept an
              offer, the seller or buyer on the other side sees what they need to complete the deal, such as
              your name, contact details and the terms.
            </li>
            <li>
              <strong>Service providers:</strong> companies that host our servers, deliver our emails and
              provide similar services. They act on our instructions, under contracts that require them to
              protect the information and use it for nothing else.
            </li>
            <li>
              <strong>Legal and safety reasons:</strong> when the law requires it, or to protect the rights,
              property or safety of our users, the public or DealLoop.
            </li>
            <li>
              <strong>Business transfers:</strong> if DealLoop is merged, acquired or sells its assets, the
              information may move to the new owner, who must honour this policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <>
          <p>
            We keep your account information for as long as your account is open. When you delete your account
            we delete or anonymise your profile, saved searches, business card and uploaded images within 30
            days.
          </p>
          <p>
            Some records are kept longer because the law or a legitimate need requires it: offers and
            contracts other users relied on, and consent records, are kept for up to seven years; security
            logs for up to 12 months. Backups are overwritten on a rolling basis within 35 days.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          All traffic to DealLoop is encrypted with HTTPS. Passwords are stored as salted hashes, sign-in
          sessions use short-lived tokens that we can revoke, and a password change or reset signs out your
          other sessions. Only staff who need it to do their job can reach personal information. No system is
          perfectly secure, so please use a unique password, and tell us at {mail} if you suspect any misuse
          of your account.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you;
            </li>
            <li>
              <strong>Correct</strong> information that is wrong or out of date (most of it you can edit
              yourself in your account);
            </li>
            <li>
              <strong>Delete</strong> your account and personal information, subject to the records we must
              keep;
            </li>
            <li>
              <strong>Download</strong> a copy of your data in a common, machine-readable format;
            </li>
            <li>
              <strong>Withdraw consent</strong> or object to a use of your information.
            </li>
          </ul>
          <p>
            Write to {mail} from the email address of your account. We answer within 30 days, and we may ask
            you to confirm your identity first. We will not treat you differently for using these rights.
            Residents of California and other states with privacy laws have these rights under those laws too.
          </p>
          <p>
            To change your cookie choice, clear this site's data in your browser; the cookie banner will ask
            again. You can turn off alert emails in your notification settings. Service emails about your
            account, offers and contracts cannot be turned off while your account is open.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          DealLoop is for adults doing business in real estate. It is not meant for anyone under 18, and we do
          not knowingly collect information from children. If you believe a child has given us personal
          information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We will update this policy when our practices change, and change the "Last updated" date above. If a
          change materially affects how we use your information, we will tell you by email or in the product
          before it takes effect, and ask for your consent again where the law requires it.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions, requests or complaints about privacy: write to {mail}. If you are not satisfied with our
          answer, you may also contact your local data protection or consumer protection authority.
        </p>
      ),
    },
  ];
}

/** The privacy policy page. */
export default function PrivacyPolicyPage() {
  useDocumentTitle(PAGE_TITLES.privacyPolicy);
  const { supportEmail, publicUrl } = useRuntimeConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_POLICY_UPDATED}
      intro={
        <p>
          Your deals are your business. This policy explains, in plain language, what DealLoop collects when
          you use the marketplace, why, who can see it, and the choices you have.
        </p>
      }
      sections={sections(supportEmail, publicUrl)}
    />
  );
}
