import { useTranslation } from 'react-i18next';

const rules = ['perNight', 'pending', 'window', 'minimumStay', 'once'] as const;

/** The programme's claim rules in short, beside the form (below it on a phone). */
export function GoodToKnow() {
  const { t } = useTranslation();
  return (
    <aside className="declare-booking__aside" aria-labelledby="declare-booking-rules-title">
      <h2 id="declare-booking-rules-title">{t('claim.aside.title')}</h2>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{t(`claim.aside.${rule}`)}</li>
        ))}
      </ul>
    </aside>
  );
}
