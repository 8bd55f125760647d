import { Anchor, Building2, ChevronRight, Replace, UsersRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { oneOf } from '#core/common/one-of.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { ClientsTab } from '../components/clients-tab.tsx';
import { MarinasTab } from '../components/marinas-tab.tsx';
import { SuperAdminOnly } from '../components/super-admin-only.tsx';
import { UsersTab } from '../components/users-tab.tsx';

const TABS = [
  { value: 'clients', icon: Building2 },
  { value: 'marinas', icon: Anchor },
  { value: 'users', icon: UsersRound },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const TAB_VALUES = TABS.map((t) => t.value);

/** The tab shown first: the one named in the address (?tab=users), else Clients. */
function tabFromAddress(): TabValue {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return oneOf(TAB_VALUES, tab) ?? 'clients';
}

function ToolsCard() {
  const { t } = useTranslation('backend');
  return (
    <section aria-labelledby="backend-tools" className="space-y-2">
      <h2
        id="backend-tools"
        className="px-0.5 font-semibold text-muted-foreground text-sm uppercase tracking-wide"
      >
        {t('page.tools')}
      </h2>
      <Link
        href="/backend/location-name-fixer"
        className="flex min-h-16 items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-border hover:bg-muted"
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Replace className="size-6" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{t('page.fixerLink')}</span>
          <span className="block text-muted-foreground text-sm">{t('page.fixerLinkDetail')}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** /backend: the tools card and the Clients, Marinas and Users tabs (super_admin). */
export function BackendPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('backend');
  const [tab, setTab] = useState<TabValue>(tabFromAddress);
  const choose = (value: string) => {
    const next = oneOf(TAB_VALUES, value);
    if (!next) return;
    setTab(next);
    // Kept in the address, so Back from a tool returns to the same tab.
    window.history.replaceState(
      window.history.state,
      '',
      next === 'clients' ? '/backend' : `/backend?tab=${next}`,
    );
  };

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} backTo="/" />
      <PageBody className="space-y-5">
        <SuperAdminOnly user={user}>
          <ToolsCard />
          <Tabs.Root value={tab} onValueChange={choose} className="space-y-4">
            <Tabs.List
              aria-label={t('page.tabsLabel')}
              className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1"
            >
              {TABS.map(({ value, icon: Icon }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-1 font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm"
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {t(`page.tabs.${value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="clients" className="focus-visible:outline-none">
              <ClientsTab />
            </Tabs.Content>
            <Tabs.Content value="marinas" className="focus-visible:outline-none">
              <MarinasTab />
            </Tabs.Content>
            <Tabs.Content value="users" className="focus-visible:outline-none">
              <UsersTab selfId={user.guid} />
            </Tabs.Content>
          </Tabs.Root>
        </SuperAdminOnly>
      </PageBody>
    </>
  );
}
