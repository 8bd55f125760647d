import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUE_PRIORITIES, ISSUE_STATUSES } from '#core/issues/issue-constants.ts';

/** The priority choices of the issue forms, in the user's language (ISSUE_PRIORITY_LABELS' words). */
export function usePriorityOptions() {
  const { t } = useTranslation('issues');
  return useMemo(() => ISSUE_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) })), [t]);
}

/** The status choices of the issue filters and cards (ISSUE_STATUS_LABELS' words). */
export function useStatusOptions() {
  const { t } = useTranslation('issues');
  return useMemo(() => ISSUE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })), [t]);
}
