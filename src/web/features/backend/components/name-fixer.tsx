import { Check, Eye, Search, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useReducer, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { BackendMarina, Client } from '#core/backend/backend.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  canCommit,
  commitPlan,
  initialNameFixerState,
  nameFixerReducer,
  previewProblem,
  searchProblem,
} from '#web/features/backend/lib/name-fixer-flow.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useCommitNameChanges, usePreviewReplacements, useSearchByPattern } from '../api/name-fixer.ts';
import { failureToast, successToast } from '../lib/backend-texts.ts';
import { CommitDialog } from './commit-dialog.tsx';
import { NameFixerTarget } from './name-fixer-target.tsx';
import { NamePreviewList } from './name-preview-list.tsx';
import { PatternForm } from './pattern-form.tsx';
import { ReplacementPatternHelp, SearchPatternHelp } from './pattern-help.tsx';
import { StepCard } from './step-card.tsx';

function Note({ tone, children }: { tone: 'warning' | 'muted'; children: React.ReactNode }) {
  return (
    <p
      className={
        tone === 'warning'
          ? 'flex items-start gap-2 rounded-xl bg-warning-soft px-3 py-2.5 font-medium text-warning'
          : 'rounded-xl bg-muted px-3 py-2.5 text-muted-foreground'
      }
    >
      {tone === 'warning' && <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />}
      <span>{children}</span>
    </p>
  );
}

/** The name fixer: pick client and marina, search, preview, commit (spec 001 sections 2, 4, 5). */
export function NameFixer({
  clients,
  marinas,
}: {
  clients: readonly Client[];
  marinas: readonly BackendMarina[];
}) {
  const { t } = useTranslation('backend');
  const id = useId();
  const [state, dispatch] = useReducer(nameFixerReducer, initialNameFixerState);
  const current = useRef(state);
  current.current = state;
  const search = useSearchByPattern();
  const preview = usePreviewReplacements();
  const commit = useCommitNameChanges();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [commitError, setCommitError] = useState<string | null>(null);
  const plan = useMemo(() => (state.preview ? commitPlan(state.preview) : null), [state.preview]);
  const changes = useMemo(() => {
    const changing = new Set(plan?.updates.map((u) => u.guid));
    return (state.preview ?? []).filter((e) => changing.has(e.guid));
  }, [state.preview, plan]);
  const marinaName = marinas.find((m) => m.guid === state.marinaId)?.name ?? '';
  const busy = search.isPending || preview.isPending || commit.isPending;

  const onSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = searchProblem(state);
    if (problem) return void toast(failureToast(t(`fixer.messages.${problem}`)));
    const { clientId, marinaId, searchPattern: pattern } = state;
    search.mutate(
      { clientId, marinaId, pattern },
      {
        onSuccess: (locations) => {
          // The marina was changed while the search ran: its answer is no longer wanted.
          if (current.current.marinaId !== marinaId) return;
          dispatch({ type: 'searched', pattern, locations });
          toast({
            title: t('fixer.messages.searchComplete'),
            description: t('fixer.toast.found', { count: locations.length }),
          });
        },
        onError: () => toast(failureToast(t('fixer.messages.searchFailed'))),
      },
    );
  };

  const onPreview = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = previewProblem(state);
    if (problem || !state.results)
      return void toast(failureToast(t(`fixer.messages.${problem ?? 'searchFirst'}`)));
    const results = state.results;
    preview.mutate(
      {
        locations: results.locations,
        replacementPattern: state.replacementPattern,
        searchPattern: results.pattern,
      },
      {
        onSuccess: (entries) => {
          if (current.current.results !== results) return;
          dispatch({ type: 'previewed', entries });
          toast({
            title: t('fixer.messages.previewGenerated'),
            description: t('fixer.toast.willChange', { count: commitPlan(entries).updates.length }),
          });
        },
        onError: () => toast(failureToast(t('fixer.messages.previewFailed'))),
      },
    );
  };

  const onCommit = () => {
    if (!plan || !canCommit(plan)) return;
    setCommitError(null);
    commit.mutate(
      { marinaId: state.marinaId, updates: plan.updates },
      {
        onSuccess: ({ updatedCount }) => {
          setConfirmOpen(false);
          dispatch({ type: 'committed' });
          toast(successToast(t('fixer.toast.committed', { count: updatedCount })));
        },
        onError: (error) => {
          toast(failureToast(t('fixer.messages.commitFailed')));
          setCommitError(serverRefusal(error, '') || null);
        },
      },
    );
  };

  const results = state.results;
  return (
    <>
      <StepCard step={1} title={t('fixer.step1')} id={`${id}-step1`}>
        <NameFixerTarget
          clients={clients}
          marinas={marinas}
          clientId={state.clientId}
          marinaId={state.marinaId}
          onClient={(clientId) => dispatch({ type: 'client', clientId })}
          onMarina={(marinaId) => dispatch({ type: 'marina', marinaId })}
          disabled={busy}
        />
      </StepCard>

      <StepCard step={2} title={t('fixer.step2')} id={`${id}-step2`}>
        <PatternForm
          id={`${id}-search`}
          label={t('fixer.searchPattern')}
          value={state.searchPattern}
          onChange={(value) => dispatch({ type: 'searchPattern', value })}
          placeholder={t('fixer.searchPlaceholder')}
          help={SearchPatternHelp}
          onSubmit={onSearch}
          disabled={busy}
          action={
            <>
              <Search aria-hidden="true" />
              {t(search.isPending ? 'fixer.searching' : 'fixer.search')}
            </>
          }
        />
        {results && (
          <div className="space-y-2" data-testid="search-results">
            <p className="font-semibold">
              <Trans
                t={t}
                i18nKey="fixer.found"
                count={results.locations.length}
                values={{ pattern: results.pattern }}
                components={{
                  count: <span className="text-2xl tabular-nums" />,
                  for: <span className="font-normal text-muted-foreground" />,
                  pattern: <span className="font-mono" />,
                }}
              />
            </p>
            {results.locations.length === 0 ? (
              <Note tone="muted">{t('fixer.noneFound', { marina: marinaName })}</Note>
            ) : (
              <ul
                aria-label={t('fixer.matchingLabel')}
                className="flex max-h-48 flex-wrap gap-1.5 overflow-y-auto rounded-xl bg-muted/60 p-2"
              >
                {results.locations.map((location) => (
                  <li
                    key={location.guid}
                    className="rounded-lg border border-border bg-surface px-2.5 py-1 font-medium text-sm"
                  >
                    {location.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </StepCard>

      <StepCard step={3} title={t('fixer.step3')} id={`${id}-step3`}>
        <PatternForm
          id={`${id}-replace`}
          label={t('fixer.replacementPattern')}
          value={state.replacementPattern}
          onChange={(value) => dispatch({ type: 'replacementPattern', value })}
          placeholder={t('fixer.replacementPlaceholder')}
          help={ReplacementPatternHelp}
          onSubmit={onPreview}
          disabled={busy}
          action={
            <>
              <Eye aria-hidden="true" />
              {t(preview.isPending ? 'fixer.generating' : 'fixer.preview')}
            </>
          }
        />
        {state.preview && plan && (
          <div className="space-y-3">
            <p className="font-semibold">
              <Trans
                t={t}
                i18nKey="fixer.willChange"
                count={plan.updates.length}
                components={{ count: <span className="text-2xl tabular-nums" /> }}
              />
              {plan.unchanged > 0 && (
                <span className="font-normal text-muted-foreground">
                  {' · '}
                  {t('fixer.alreadyRight', { count: plan.unchanged })}
                </span>
              )}
            </p>
            <NamePreviewList
              entries={state.preview}
              label={t('fixer.previewLabel')}
              className="max-h-80 overflow-y-auto"
            />
            {plan.blank.length > 0 && (
              <Note tone="warning">{t('fixer.blank', { count: plan.blank.length })}</Note>
            )}
            {plan.duplicates.length > 0 && (
              <Note tone="warning">
                {t('fixer.duplicates', { names: plan.duplicates.slice(0, 3).join(', ') })}
              </Note>
            )}
            {plan.updates.length === 0 && plan.blank.length === 0 && (
              <Note tone="muted">{t('fixer.nothingToCommit')}</Note>
            )}
            <Button
              type="button"
              className="w-full sm:w-auto"
              disabled={busy || !canCommit(plan)}
              onClick={() => {
                setCommitError(null);
                setConfirmOpen(true);
              }}
            >
              <Check aria-hidden="true" />
              {t('fixer.commit')}
            </Button>
          </div>
        )}
      </StepCard>

      <CommitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        changes={changes}
        marinaName={marinaName}
        committing={commit.isPending}
        error={commitError}
        onConfirm={onCommit}
      />
    </>
  );
}
