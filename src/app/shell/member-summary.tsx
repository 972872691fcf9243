import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { formatNumber } from '@/lib/format-number';
import { rankLabel } from '@/lib/rank-label';
import { $figuresFailed, $member } from '@/model/user/user-model';
import { logoutClicked, logoutFx } from '@/model/session/session-model';
import { Button } from '@/ui/button';
import { FigureValue } from '@/ui/figure';
import './member-summary.css';

/**
 * The member's name, main balance (en-GB grouping with spaces) and rank, and the logout button. Each line is
 * there from the first render, a skeleton until its value arrives, so the header keeps its height (it
 * grew by a line when the figures came and pushed the whole page down). `figures` is false for a member whose
 * password expired: the service refuses them the figures, so there is nothing to wait for.
 */
export function MemberSummary({ figures }: { figures: boolean }) {
  const { t, i18n } = useTranslation();
  const { member, failed, logout, leaving } = useUnit({
    member: $member,
    failed: $figuresFailed,
    logout: logoutClicked,
    leaving: logoutFx.pending,
  });
  const loading = t('member.loading');
  // Unknown after a failed load is not "loading": an ellipsis keeps the line (the home offers Try again).
  const missing = failed ? '…' : null;
  const user = member.user;
  return (
    <div className="member-summary">
      <p className="member-summary__text">
        <span className="member-summary__name">
          <FigureValue value={user ? `${user.firstname} ${user.lastname}` : null} loadingLabel={loading} width={12} />
        </span>
        {figures && (
          <span className="member-summary__balance" data-testid="main-balance">
            <FigureValue
              value={
                member.balance === null
                  ? missing
                  : t('member.balance', { miles: formatNumber(member.balance, appConfig.constants.numberLocale) })
              }
              loadingLabel={loading}
              width={10}
            />
          </span>
        )}
        {figures && (
          <span className="member-summary__rank">
            <FigureValue
              value={member.rank ? t('member.rank', { rank: rankLabel(i18n, member.rank) }) : missing}
              loadingLabel={loading}
              width={9}
            />
          </span>
        )}
      </p>
      <Button variant="secondary" onClick={() => logout()} busy={leaving}>
        {t('member.logout')}
      </Button>
    </div>
  );
}

/**
 * The balance alone, for the phone header's single row (shown by CSS at ≤ 600 px only, when the summary's own
 * balance is hidden, so it is never read twice): the figure members look for on every page, menu closed. A
 * skeleton of its size until it arrives, so the row does not move.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { balance, failed } = useUnit({ balance: $member, failed: $figuresFailed });
  const value =
    balance.balance === null
      ? failed
        ? '…'
        : null
      : t('member.balance', { miles: formatNumber(balance.balance, appConfig.constants.numberLocale) });
  return (
    <p className="header-balance">
      <FigureValue value={value} loadingLabel={t('member.loading')} width={10} />
    </p>
  );
}
