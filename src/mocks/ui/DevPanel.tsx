/**
 * Demo tools (mock builds only): reset the demo data, scan the login QR code, set an account's
 * identity-verification (KYC) state, inject latency, an error status or a dropped connection
 * into calls, as tests do, and list the answers that departed from their schemas (API 불일치).
 */
import { ExperimentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, InputNumber, Popconfirm, Select, Switch, Typography } from 'antd';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { services } from '@/api/operations';
import { getStoredBusinessAccountId } from '@/api/session';
import { toast } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import type { FaultRule } from '../core/faults';
import type { MockRuntime } from '../runtime';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { BusinessInspectionSection } from './BusinessInspectionSection';
import { becomePerson, demoPeople } from './demo-person';
import { CommerceStoreSection } from './CommerceStoreSection';
import { DEMO_KYC_CHOICES, demoKycOf, setDemoKyc, type DemoKycChoice } from './kyc';
import {
  DEMO_INSPECTION_CHOICES,
  DEMO_ONBOARDING_STEPS,
  setDemoInspection,
  type DemoInspectionChoice,
  type DemoOnboardingStep,
} from './onboarding';
import {
  addDemoOrder,
  autoOrdersOn,
  demoOrderAccounts,
  demoOrderRefusal,
  setAutoOrders,
  subscribeAutoOrders,
} from './new-order';
import { simulateQrScan } from './qr-scan';

const ERROR_STATUSES = [400, 401, 403, 404, 409, 500, 503];

/**
 * The answers that departed from their schemas (alpha and development builds; issue 29): the
 * condition is `driftCheckBuild` spelled out, so a production build drops the lazy file.
 */
const DriftList =
  import.meta.env.DEV || import.meta.env.VITE_ENVIRONMENT !== 'production'
    ? lazy(() => import('@/components/drift/DriftList').then((module) => ({ default: module.DriftList })))
    : null;

/** GraphQL endpoints without a REST service of the same name (local-profile shares its name). */
const GRAPHQL_ONLY_SCOPES = [
  { value: 'commerce', label: '커머스 스토어 (GraphQL)' },
  { value: 'expert', label: '전문가 서비스 (GraphQL)' },
];

export function DevPanel() {
  const runtime = window.__dongneMocks;
  const [open, setOpen] = useState(false);
  if (!runtime) return null;
  return (
    <>
      <Button icon={<ExperimentOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {messages.demo.panelTitle}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={messages.demo.panelTitle} size={380}>
        {/* A scanned QR code signs in on the page behind: the drawer's mask must not cover it. */}
        <DevPanelBody runtime={runtime} onSignIn={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

function DevPanelBody({ runtime, onSignIn }: { readonly runtime: MockRuntime; readonly onSignIn: () => void }) {
  const queryClient = useQueryClient();
  const rules = useSyncExternalStore(
    (listener) => runtime.faults.subscribe(listener),
    () => runtime.faults.list(),
  );
  const current: FaultRule = rules[0] ?? {};
  const [draft, setDraft] = useState<FaultRule>(current);
  const apply = (next: FaultRule) => {
    setDraft(next);
    runtime.faults.clear();
    if (next.latencyMs || next.status || next.offline) runtime.faults.add(next);
  };

  return (
    <Flex vertical gap={24}>
      <section>
        <Typography.Title level={5}>{messages.demo.reset}</Typography.Title>
        <Typography.Paragraph type="secondary">{messages.demo.resetConfirm}</Typography.Paragraph>
        <Popconfirm
          title={messages.demo.resetConfirm}
          okText={messages.demo.reset}
          cancelText={messages.common.cancel}
          onConfirm={async () => {
            runtime.reset();
            await queryClient.invalidateQueries();
            toast.success(messages.demo.resetDone);
          }}
        >
          <Button danger>{messages.demo.reset}</Button>
        </Popconfirm>
      </section>
      <section>
        <Typography.Title level={5}>QR 로그인</Typography.Title>
        <Typography.Paragraph type="secondary">
          로그인 화면의 QR 코드를 휴대폰으로 찍은 것처럼 연결해요. 2초 안에 로그인돼요.
        </Typography.Paragraph>
        <Button
          onClick={() => {
            if (simulateQrScan(runtime)) {
              toast.success('QR 코드를 찍었어요.');
              onSignIn();
            } else toast.warning('기다리는 QR 코드가 없어요. 로그인 화면을 먼저 열어 주세요.');
          }}
        >
          QR 스캔 흉내
        </Button>
      </section>
      <PersonSection runtime={runtime} />
      <KycSection runtime={runtime} />
      <NewOrderSection runtime={runtime} />
      <CommerceStoreSection runtime={runtime} />
      <OnboardingSection runtime={runtime} />
      <BusinessInspectionSection runtime={runtime} />
      <section>
        <Typography.Title level={5}>장애 흉내 내기</Typography.Title>
        <Flex vertical gap={12}>
          <label>
            <div>{messages.demo.scope}</div>
            <Select
              style={{ width: '100%' }}
              value={draft.service ?? ''}
              onChange={(service: string) => apply({ ...draft, ...(service ? { service } : { service: undefined }) })}
              options={[
                { value: '', label: messages.demo.allCalls },
                ...Object.entries(services).map(([name, service]) => ({ value: name, label: service.title })),
                ...GRAPHQL_ONLY_SCOPES,
              ]}
            />
          </label>
          <label>
            <div>{messages.demo.latency}</div>
            <InputNumber
              min={0}
              max={10000}
              step={100}
              value={draft.latencyMs ?? 0}
              onChange={(latencyMs) => apply({ ...draft, latencyMs: latencyMs ?? 0 })}
              style={{ width: '100%' }}
            />
          </label>
          <label>
            <div>{messages.demo.errorStatus}</div>
            <Select
              style={{ width: '100%' }}
              value={draft.status ?? 0}
              onChange={(status: number) => apply({ ...draft, ...(status ? { status } : { status: undefined }) })}
              options={[
                { value: 0, label: messages.demo.none },
                ...ERROR_STATUSES.map((status) => ({ value: status, label: String(status) })),
              ]}
            />
          </label>
          <Flex align="center" gap={8}>
            <Switch
              checked={draft.offline === true}
              onChange={(offline) => apply({ ...draft, offline })}
              aria-label={messages.demo.offline}
            />
            <span>{messages.demo.offline}</span>
          </Flex>
        </Flex>
      </section>
      {DriftList ? (
        <section>
          <Typography.Title level={5}>API 불일치</Typography.Title>
          <Suspense fallback={null}>
            <DriftList />
          </Suspense>
        </section>
      ) : null}
    </Flex>
  );
}

/**
 * 사람 바꾸기 (issue 39): sign in as the 대표 관리자, a 관리자 or a 멤버 of 101. The console signs
 * out (the same reset as a shared PC); 로그인 then opens as that person.
 */
function PersonSection({ runtime }: { readonly runtime: MockRuntime }) {
  const navigate = useNavigate();
  const people = demoPeople(runtime);
  const current = runtime.db.state.auth.businessUser.id;
  return (
    <section>
      <Typography.Title level={5}>{messages.demo.person}</Typography.Title>
      <Typography.Paragraph type="secondary">{messages.demo.personHelp}</Typography.Paragraph>
      <Flex vertical gap={8}>
        {people.map((person) => (
          <Button
            key={person.userId}
            disabled={person.userId === current}
            onClick={async () => {
              becomePerson(runtime, person.userId);
              // The console's own sign-out (the same reset as on a shared PC), then its login page.
              await navigate(paths.access.logout.href({}));
              toast.success(messages.demo.personChosen(person.nickname, person.roleLabel));
            }}
          >
            {`${person.nickname} (${person.roleLabel})`}
          </Button>
        ))}
      </Flex>
    </section>
  );
}

function KycSection({ runtime }: { readonly runtime: MockRuntime }) {
  const queryClient = useQueryClient();
  const accounts = runtime.db.state.auth.businessAccounts;
  const stored = Number(getStoredBusinessAccountId());
  const [accountId, setAccountId] = useState(accounts.some((row) => row.id === stored) ? stored : accounts[0]?.id);
  const [choice, setChoice] = useState<DemoKycChoice>(() => (accountId ? demoKycOf(runtime, accountId) : 'DONE'));
  if (accountId === undefined) return null;

  const choose = async (next: DemoKycChoice) => {
    setChoice(next);
    setDemoKyc(runtime, accountId, next);
    await queryClient.invalidateQueries();
    toast.success('본인 인증 상태를 바꿨어요.');
  };

  return (
    <section>
      <Typography.Title level={5}>본인 인증(KYC) 상태</Typography.Title>
      <Typography.Paragraph type="secondary">
        인증 서비스가 결과를 보낸 것처럼 계정의 본인 인증 상태를 바꿔요.
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        <label>
          <div>계정</div>
          <Select
            style={{ width: '100%' }}
            value={accountId}
            onChange={(next: number) => {
              setAccountId(next);
              setChoice(demoKycOf(runtime, next));
            }}
            options={accounts.map((row) => ({ value: row.id, label: row.name }))}
          />
        </label>
        <label>
          <div>상태</div>
          <Select
            style={{ width: '100%' }}
            value={choice}
            onChange={(next: DemoKycChoice) => void choose(next)}
            options={[...DEMO_KYC_CHOICES]}
          />
        </label>
      </Flex>
    </section>
  );
}

/** A customer orders from a running pickup store: the order board rings (issue 12). */
function NewOrderSection({ runtime }: { readonly runtime: MockRuntime }) {
  const queryClient = useQueryClient();
  const accounts = demoOrderAccounts(runtime);
  const names = runtime.db.state.auth.businessAccounts;
  const stored = Number(getStoredBusinessAccountId());
  const [accountId, setAccountId] = useState(accounts.includes(stored) ? stored : accounts[0]);
  const auto = useSyncExternalStore(subscribeAutoOrders, autoOrdersOn);
  if (accountId === undefined) return null;
  return (
    <section>
      <Typography.Title level={5}>픽업 새 주문</Typography.Title>
      <Typography.Paragraph type="secondary">
        손님이 앱에서 주문한 것처럼 새 주문을 넣어요. 주문 화면에서 알림을 볼 수 있어요.
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        {accounts.length > 1 ? (
          <label>
            <div>계정</div>
            <Select
              style={{ width: '100%' }}
              value={accountId}
              onChange={(next: number) => setAccountId(next)}
              options={accounts.map((id) => ({
                value: id,
                label: names.find((row) => row.id === id)?.name ?? String(id),
              }))}
            />
          </label>
        ) : null}
        <Button
          onClick={async () => {
            const refusal = demoOrderRefusal(runtime, accountId);
            if (refusal) return toast.warning(refusal);
            const number = addDemoOrder(runtime, accountId);
            if (!number) return toast.warning('주문을 받는 픽업 매장이 없어요.');
            await queryClient.invalidateQueries({ queryKey: ['pickup'] });
            toast.success(`새 주문 ${number}을 넣었어요.`);
          }}
        >
          새 주문 넣기
        </Button>
        <Flex align="center" gap={8}>
          <Switch
            checked={auto}
            onChange={(on) => setAutoOrders(runtime, on ? accountId : undefined)}
            aria-label="3분마다 새 주문 받기"
          />
          <span>3분마다 새 주문 받기</span>
        </Flex>
      </Flex>
    </section>
  );
}

/** The pickup inspector: moves an onboarding step (or the whole application) to an inspection status. */
function OnboardingSection({ runtime }: { readonly runtime: MockRuntime }) {
  const queryClient = useQueryClient();
  const accounts = runtime.db.state.auth.businessAccounts;
  const stored = Number(getStoredBusinessAccountId());
  const [accountId, setAccountId] = useState(accounts.some((row) => row.id === stored) ? stored : accounts[0]?.id);
  const [step, setStep] = useState<DemoOnboardingStep>('storeInfo');
  const [choice, setChoice] = useState<DemoInspectionChoice>('APPROVED');
  if (accountId === undefined) return null;
  return (
    <section>
      <Typography.Title level={5}>픽업 입점 검수</Typography.Title>
      <Typography.Paragraph type="secondary">
        검수자가 결과를 보낸 것처럼 입점 신청 단계의 검수 상태를 바꿔요.
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        <LabelledSelect
          label="계정"
          value={accountId}
          onChange={setAccountId}
          options={accounts.map((row) => ({ value: row.id, label: row.name }))}
        />
        <LabelledSelect label="단계" value={step} onChange={setStep} options={DEMO_ONBOARDING_STEPS} />
        <LabelledSelect label="검수 결과" value={choice} onChange={setChoice} options={DEMO_INSPECTION_CHOICES} />
        <Button
          onClick={async () => {
            if (!setDemoInspection(runtime, accountId, step, choice))
              return toast.warning('이 계정은 아직 입점 신청을 시작하지 않았어요.');
            await queryClient.invalidateQueries({ queryKey: ['pickup'] });
            toast.success('검수 상태를 바꿨어요.');
          }}
        >
          검수 상태 바꾸기
        </Button>
      </Flex>
    </section>
  );
}

function LabelledSelect<T extends string | number>({
  label,
  value,
  onChange,
  options,
}: {
  readonly label: string;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly options: readonly { readonly value: T; readonly label: string }[];
}) {
  return (
    <label>
      <div>{label}</div>
      <Select<T> style={{ width: '100%' }} value={value} onChange={onChange} options={[...options]} />
    </label>
  );
}
