/**
 * /profile/create: a new business profile in two steps (spec 001 §7 step1, step2), after the
 * create eligibility. What is typed is kept as a draft on this browser, so a merchant who leaves
 * comes back to the same step with the same values. Step 1 is only a draft: the account is made at
 * the last step (만들기 마치기), and 이전 on step 2 goes back with everything kept. At the end the
 * account is in the account switcher and the merchant goes on to its extra info.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { createMessages as text } from '@/lib/info-messages';
import { storedUserId } from '@/api/stored-values';
import { clearDraft, EMPTY_DRAFT, hasContent, loadDraft, saveDraft, type CreateDraft } from './create-draft';
import { eligibilityQuery } from '@/api/profile-create-queries';
import { Step1Form } from './Step1Form';
import { Step2Form } from './Step2Form';

export function ProfileCreatePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const eligibility = useQuery(eligibilityQuery(queryClient));
  // The draft is the signed-in person's own (kept under their id, removed on sign-out).
  const [user] = useState(() => storedUserId());
  const [restored] = useState(() => loadDraft(user));
  const [draft, setDraft] = useState<CreateDraft>(restored ?? EMPTY_DRAFT);
  // The last step's refusal of step 1's values, shown on step 1 under its fields.
  const [returned, setReturned] = useState<unknown>(undefined);
  useEffect(() => {
    if (hasContent(draft)) saveDraft(user, draft);
  }, [user, draft]);

  const restart = () => {
    clearDraft(user);
    setReturned(undefined);
    setDraft(EMPTY_DRAFT);
  };
  const finish = (accountId: number) => {
    clearDraft(user);
    toast.success(text.created);
    void navigate(paths.info.registerExtra.href({ baId: accountId }));
  };

  const body = () => {
    // A draft that made its account already only finishes it: no eligibility needed for it.
    if (draft.accountId === undefined) {
      if (eligibility.error) return <ErrorState error={eligibility.error} onRetry={() => void eligibility.refetch()} />;
      if (!eligibility.data) return <LoadingState rows={8} />;
      if (!eligibility.data.eligible) {
        const { reason, ownedCount, maxCount } = eligibility.data;
        return (
          <Alert
            type="warning"
            showIcon
            role="note"
            title={text.notEligibleTitle}
            description={text.notEligible[reason ?? 'MAX_ACCOUNT_EXCEEDED'](ownedCount, maxCount)}
            action={<LinkButton to={paths.profiles.list.href({})}>{text.toProfiles}</LinkButton>}
          />
        );
      }
    }
    const accountId = draft.accountId;
    return (
      <Panel titleId="create-step" title={`${text.stepOf(draft.step)} · ${draft.step === 1 ? text.step1 : text.step2}`}>
        {restored && hasContent(restored) ? (
          <Alert
            type="info"
            showIcon
            role="note"
            style={{ marginBottom: 20 }}
            title={
              draft.accountId !== undefined
                ? text.resumedMade(draft.step1.name)
                : draft.step === 2
                  ? text.resumedStep2(draft.step1.name)
                  : text.resumed
            }
            action={
              // 처음부터 다시 on either step, until the last step has made the account (then it only finishes it).
              draft.accountId === undefined ? (
                <Button size="small" onClick={restart}>
                  {text.restart}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {draft.step === 2 ? (
          <Step2Form
            accountId={accountId}
            step1={draft.step1}
            values={draft.step2}
            onChange={(step2) => setDraft((current) => ({ ...current, step2 }))}
            onCreated={(made) => setDraft((current) => ({ ...current, accountId: made }))}
            onStep1Refused={(error) => {
              setReturned(error);
              setDraft((current) => ({ ...current, step: 1 }));
            }}
            onBack={() => setDraft((current) => ({ ...current, step: 1 }))}
            onFinished={(_account, made) => finish(made)}
          />
        ) : (
          <Step1Form
            key={returned === undefined ? 'typed' : 'returned'}
            values={draft.step1}
            {...(returned !== undefined ? { returned } : {})}
            onChange={(step1) => setDraft((current) => ({ ...current, step1 }))}
            onNext={(step1) => {
              setReturned(undefined);
              setDraft((current) => ({
                ...current,
                step: 2,
                step1,
                // The address of step 1 starts step 2's, unless step 2 has one already (이전 and back).
                step2: {
                  ...current.step2,
                  ...(current.step2.address === undefined && step1.address ? { address: step1.address } : {}),
                },
              }));
            }}
          />
        )}
      </Panel>
    );
  };

  return (
    <main id="main" style={{ maxWidth: 808, margin: '0 auto', padding: '32px 24px' }}>
      <PageHeader title={text.title} description={text.description} />
      <Flex vertical>{body()}</Flex>
    </main>
  );
}
