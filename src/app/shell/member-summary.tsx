import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { formatNumber } from '@/lib/format-number';
import { rankLabel } from '@/lib/rank-label';
import { $member } from '@/model/user/user-model';
import { logoutClicked, logoutFx } from '@/model/session/session-model';
import { Button } from '@/ui/button';

/** The member's name, main balance (en-GB grouping with spaces) and rank, and the logout button. */
export function MemberSummary() {
  const { t, i18n } = useTranslation();
  const { member, logout, leaving } = useUnit({ member: $member, logout: logoutClicked, leaving: logoutFx.pending });
  if (!member.user) return null;
  return (
    <div className="member-summary">
      <p className="member-summary__text">
        <span className="member-summary__name">{`${member.user.firstname} ${member.user.lastname}`}</span>
        {member.balance !== null && (
          <span className="member-summary__balance" data-testid="main-balance">
            {t('member.balance', { miles: formatNumber(member.balance, appConfig.constants.numberLocale) })}
          </span>
        )}
        {member.rank && <span className="member-summary__rank">{t('member.rank', { rank: rankLabel(i18n, member.rank) })}</span>}
      </p>
      <Button variant="secondary" onClick={() => logout()} busy={leaving}>
        {t('member.logout')}
      </Button>
    </div>
  );
}

/**
 * The balance alone, for the phone header's single row (shown by CSS at ≤ 600 px only, when the summary's own
 * balance is hidden, so it is never read twice): the figure members look for on every page, menu closed.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useUnit($member).balance;
  if (balance === null) return null;
  return <p className="header-balance">{t('member.balance', { miles: formatNumber(balance, appConfig.constants.numberLocale) })}</p>;
}
