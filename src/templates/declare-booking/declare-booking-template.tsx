// requirements §2.5 `declare-booking` (/earn/declare-booking): the booking claim form of requirements §3. The claims model
// checks the date rules and sends the claim; a refusal shows on its fields or in the form's summary, except
// "no booking found", which gets its own notice with a way back to the (still filled) form. An accepted claim
// replaces the form with its confirmation.
import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { FormValues, FormWidgets } from '@/forms/form-types';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { claimRefusalOf } from '@/model/claims/claim-refusal';
import {
  $acceptedClaim,
  $claimRefusal,
  anotherClaimRequested,
  claimPageClosed,
  claimPageOpened,
  submitClaimFx,
} from '@/model/claims/claims-model';
import type { TemplateProps } from '@/templates/template-props';
import { BookingNotFound } from './booking-not-found';
import { ClaimAccepted } from './claim-accepted';
import { formRejectionOf } from './claim-refusal-text';
import { GoodToKnow } from './good-to-know';
import { HotelAutocompleteWidget } from './hotel-autocomplete-widget';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './declare-booking.css';

const widgets: FormWidgets = { hotel: HotelAutocompleteWidget };

export default function DeclareBookingTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const { accepted, refusal, opened, closed, another, submit } = useUnit({
    accepted: $acceptedClaim,
    refusal: $claimRefusal,
    opened: claimPageOpened,
    closed: claimPageClosed,
    another: anotherClaimRequested,
    submit: submitClaimFx,
  });
  // A new key gives a blank form for "declare another booking".
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);

  const handleSubmit = async (values: FormValues) => {
    try {
      await submit(values);
    } catch (reason: unknown) {
      const why = claimRefusalOf(reason);
      // The notice above the form says it; resolving keeps the form as it is, values included.
      if (why.kind === 'booking-not-found') return;
      throw formRejectionOf(why);
    }
  };

  return (
    <section className="page declare-booking" data-template="declare-booking">
      <h1>{title}</h1>
      <p className="page__lead">{t('claim.intro')}</p>
      <div className="declare-booking__layout">
        {accepted ? (
          <ClaimAccepted
            claim={accepted}
            onAnother={() => {
              another();
              setFormKey((k) => k + 1);
            }}
          />
        ) : (
          <section className="account-card declare-booking__card" aria-labelledby="declare-booking-form-title">
            <h2 id="declare-booking-form-title">{t('claim.formTitle')}</h2>
            {refusal?.kind === 'booking-not-found' ? <BookingNotFound /> : null}
            <LazySchemaForm
              key={formKey}
              formId="declare-booking"
              submitLabel="forms.declareBooking.submit"
              widgets={widgets}
              onSubmit={handleSubmit}
            />
          </section>
        )}
        <GoodToKnow />
      </div>
      {blocks}
    </section>
  );
}
