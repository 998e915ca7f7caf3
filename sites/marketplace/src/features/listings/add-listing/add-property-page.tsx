// /add-property (signed in): fill in a listing with photos, preview its card, submit it for review; with
// ?edit={id}, the same wizard opens on the owner's listing (their pending version) and saves through PATCH.
import {
  ADD_LISTING_TEXTS,
  EARNEST_TERMS_FORM_TEXTS,
  type EarnestTerms,
  editWaitsForReview,
  LISTING_EDIT_TEXTS,
  type ListingField,
  listingProblems,
  PAGE_TITLES,
} from '@dealloop/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { useAuth, useServices, useToast } from '../../../app/services-context';
import { useDocumentTitle } from '../../../app/use-document-title';
import { signInPath } from '../../../layout/top-nav';
import { Link, Navigate, useLocation, useSearchParams } from '../../../router';
import { useMyPlan } from '../../billing/my-plan';
import { QuotaLines } from '../../billing/quota-lines';
import { closingApi } from '../../closing/closing-api';
import { listingEditsApi, listingsApi } from '../listings-api';
import type { Property } from '../property';
import * as styles from './add-property-page.css';
import {
  type ClosingTermsDraft,
  closingTermsOf,
  closingTermsProblems,
  EMPTY_CLOSING_TERMS,
  earnestTermsChanged,
  earnestTermsOf,
} from './closing-terms';
import {
  draftBody,
  draftInput,
  draftOf,
  EMPTY_DRAFT,
  isDraftTouched,
  type ListingDraft,
} from './listing-draft';
import { ListingForm } from './listing-form';
import { ListingPreview } from './listing-preview';
import { previewProperty } from './preview-property';
import { SavedEdit } from './saved-edit';
import { serverListingErrors } from './server-field-errors';
import { StepList } from './step-list';
import { SubmittedListing } from './submitted-listing';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { type PhotoUploads, usePhotoUploads } from './use-photo-uploads';

type ListingErrors = Partial<Record<ListingField, string>>;
type Step = { name: 'form' } | { name: 'preview' } | { name: 'submitted'; property: Property };

/** The listing being edited: as the owner last saved it, the upload ids of its current photos, its earnest terms. */
interface Editing {
  listing: Property;
  imageIds: readonly string[];
  earnestTerms: EarnestTerms;
}

/** The fields in the order the form shows them: the first with a problem gets the focus. */
const FORM_ORDER: readonly ListingField[] = [
  'title',
  'propertyType',
  'location',
  'description',
  'beds',
  'baths',
  'sqft',
  'lotSize',
  'price',
  'arv',
  'repairCost',
  'imageIds',
];

/** Why the preview waits: a photo is still uploading. */
export const PHOTOS_UPLOADING = 'Wait until your photos finish uploading.';
/** Why the preview waits: a photo failed or was refused. */
export const PHOTOS_FAILED = 'Retry or remove the photos marked with a problem.';
/** Above the form when the server refused some fields. */
export const FIX_FIELDS = 'Please fix the highlighted fields.';

/** The problems of a draft and its photos under the listing rules. */
function problemsOf(draft: ListingDraft, uploads: PhotoUploads): ListingErrors {
  const problems = listingProblems(draftInput(draft, uploads.imageIds.length));
  if (uploads.photos.some((photo) => photo.status === 'uploading')) problems.imageIds ??= PHOTOS_UPLOADING;
  if (uploads.photos.some((photo) => photo.status === 'failed' || photo.status === 'invalid')) {
    problems.imageIds ??= PHOTOS_FAILED;
  }
  return problems;
}

/** The preview card: an edited listing shows its current photos first, then the ones added. */
function previewOf(draft: ListingDraft, uploads: PhotoUploads, ownerId: string, editing?: Editing): Property {
  const preview = previewProperty(draft, uploads.uploads, ownerId);
  return editing ? { ...preview, images: [...editing.listing.images, ...preview.images] } : preview;
}

/**
 * The Add Listing page. Anonymous visitors are sent to sign in and brought back. Someone who signs out here is
 * not: Sign Out takes them home, and a session that ends otherwise leaves a link to sign in again.
 */
export default function AddPropertyPage() {
  useDocumentTitle(PAGE_TITLES.addProperty);
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const wasSignedIn = useRef(false);
  if (auth.status === 'signed_in' && auth.user) {
    wasSignedIn.current = true;
    if (editId) return <EditListing key={editId} listingId={editId} ownerId={auth.user.id} />;
    return <AddListing ownerId={auth.user.id} />;
  }
  if (!wasSignedIn.current) return <Navigate to={signInPath(location)} replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ADD_LISTING_TEXTS.title}</h1>
      <p className={styles.lead}>
        {ADD_LISTING_TEXTS.signedOut} <Link to={signInPath(location)}>{ADD_LISTING_TEXTS.signIn}</Link>{' '}
        {ADD_LISTING_TEXTS.toAddListing}
      </p>
    </div>
  );
}

/** Loads the owner's version of the listing (a pending edit's, else the listing) and opens the wizard on it. */
function EditListing({ listingId, ownerId }: { listingId: string; ownerId: string }) {
  const services = useServices();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready'; editing: Editing } | { status: 'failed'; message: string }
  >({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const params = { id: listingId };
    Promise.all([
      listingsApi(services.client).get({ params }),
      listingEditsApi(services.client).latest({ params }),
      closingApi(services.client).earnestTerms({ params }),
    ]).then(
      ([listing, edits, earnestTerms]) => {
        if (!live) return;
        const version = edits.edit?.status === 'pending' ? edits.edit.edited : listing;
        setState({ status: 'ready', editing: { listing: version, imageIds: edits.imageIds, earnestTerms } });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [services, listingId]);
  if (state.status === 'ready') return <AddListing ownerId={ownerId} editing={state.editing} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{LISTING_EDIT_TEXTS.editTitle}</h1>
      <p className={styles.lead} role={state.status === 'failed' ? 'alert' : 'status'}>
        {state.status === 'failed' ? state.message : ADD_LISTING_TEXTS.loadingListing}
      </p>
    </div>
  );
}

function AddListing({ ownerId, editing }: { ownerId: string; editing?: Editing }) {
  const services = useServices();
  const toast = useToast();
  const uploads = usePhotoUploads();
  // A new listing counts toward the day's listing quota: its line shows once the quota is close.
  const plan = useMyPlan(!editing);
  const [draft, setDraft] = useState<ListingDraft>(editing ? draftOf(editing.listing) : EMPTY_DRAFT);
  const [closingTerms, setClosingTerms] = useState<ClosingTermsDraft>(() =>
    editing ? closingTermsOf(editing.listing, editing.earnestTerms) : EMPTY_CLOSING_TERMS,
  );
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ListingErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ListingField } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const errors: ListingErrors = { ...(attempted ? problemsOf(draft, uploads) : {}), ...serverErrors };
  const closingErrors = attempted ? closingTermsProblems(closingTerms) : {};
  const dirty =
    step.name !== 'submitted' &&
    (isDraftTouched(draft) || uploads.photos.length > 0 || closingTerms !== EMPTY_CLOSING_TERMS);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const shouldBlock = useCallback(
    () => dirtyRef.current && services.auth.getState().status === 'signed_in',
    [services],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes, not on each request
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Back on the form after the server refused a field, the form focuses that field instead.
    if (step.name !== 'form') stepHeadingRef.current?.focus();
    else if (!focusRequest) titleRef.current?.focus();
  }, [step.name]);

  const change = (field: keyof ListingDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const preview = (): ListingField | null => {
    setAttempted(true);
    setGeneralError(null);
    const all = { ...problemsOf(draft, uploads), ...serverErrors };
    const first = FORM_ORDER.find((field) => all[field]) ?? null;
    if (!first && Object.keys(closingTermsProblems(closingTerms)).length === 0) {
      setSubmitError(null);
      setStep({ name: 'preview' });
    }
    return first;
  };

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const saved = editing
        ? await listingsApi(services.client).update({
            params: { id: editing.listing.id },
            // The current photos are kept; the ones added here come after them.
            json: {
              ...draftBody(draft, [...editing.imageIds, ...uploads.imageIds]),
              requiresVerifiedFunds: closingTerms.requiresVerifiedFunds,
            },
          })
        : await listingsApi(services.client).create({
            json: {
              ...draftBody(draft, uploads.imageIds),
              requiresVerifiedFunds: closingTerms.requiresVerifiedFunds,
            },
          });
      await saveEarnestTerms(saved.id);
      // After an edit the step shows what saving did, read from the status the listing had before.
      setStep({
        name: 'submitted',
        property: editing ? { ...saved, listingStatus: editing.listing.listingStatus } : saved,
      });
    } catch (error) {
      const refused = serverListingErrors(error);
      const first = refused && FORM_ORDER.find((field) => refused.fields[field]);
      if (refused && first) {
        setServerErrors(refused.fields);
        setGeneralError(refused.general ?? FIX_FIELDS);
        setFocusRequest({ field: first });
        setStep({ name: 'form' });
      } else {
        setSubmitError(refused?.general ?? errorMessage(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  // The terms have their own route: set once the listing exists; a refusal there leaves the listing saved.
  const saveEarnestTerms = async (id: string) => {
    const terms = earnestTermsOf(closingTerms);
    const before = editing?.earnestTerms ?? { amount: null, windowHours: null };
    if (!earnestTermsChanged(terms, before)) return;
    try {
      await closingApi(services.client).setEarnestTerms({ params: { id }, json: terms });
    } catch (error) {
      toast.error(EARNEST_TERMS_FORM_TEXTS.termsNotSaved(errorMessage(error)));
    }
  };

  const addAnother = () => {
    uploads.clear();
    setDraft(EMPTY_DRAFT);
    setClosingTerms(EMPTY_CLOSING_TERMS);
    setAttempted(false);
    setServerErrors({});
    setGeneralError(null);
    setSubmitError(null);
    setFocusRequest(null);
    setStep({ name: 'form' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          {editing ? LISTING_EDIT_TEXTS.editTitle : ADD_LISTING_TEXTS.title}
        </h1>
        <p className={styles.lead}>
          {editing
            ? editWaitsForReview(editing.listing.listingStatus)
              ? LISTING_EDIT_TEXTS.awaitingReview
              : ADD_LISTING_TEXTS.editLead
            : ADD_LISTING_TEXTS.lead}
        </p>
        {editing ? null : <QuotaLines plan={plan} resource="listings" />}
        <StepList current={step.name} />
      </header>
      {step.name === 'form' ? (
        <ListingForm
          draft={draft}
          onChange={change}
          errors={errors}
          generalError={generalError}
          uploads={uploads}
          onPreview={preview}
          focusRequest={focusRequest}
          closingTerms={{ terms: closingTerms, onChange: setClosingTerms, errors: closingErrors }}
        />
      ) : step.name === 'preview' ? (
        <ListingPreview
          property={previewOf(draft, uploads, ownerId, editing)}
          submitLabel={
            editing
              ? editing.listing.listingStatus === 'declined'
                ? LISTING_EDIT_TEXTS.resubmit
                : LISTING_EDIT_TEXTS.saveChanges
              : undefined
          }
          submitting={submitting}
          error={submitError}
          onEdit={() => {
            setFocusRequest(null);
            setStep({ name: 'form' });
          }}
          onSubmit={submit}
          headingRef={stepHeadingRef}
        />
      ) : editing ? (
        <SavedEdit listing={step.property} headingRef={stepHeadingRef} />
      ) : (
        <SubmittedListing property={step.property} onAddAnother={addAnother} headingRef={stepHeadingRef} />
      )}
      <UnsavedChangesGuard shouldBlock={shouldBlock} />
    </div>
  );
}
