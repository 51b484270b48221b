/**
 * /profile/{baId}/register/extra: right after a profile is made, what customers see besides the
 * basics (introduction, promotion line, notice, homepage, photos): the engine's form of 소개와 사진,
 * with 나중에 하기. Either way the merchant lands in the new account.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { FormView } from '@/engine/form/FormView';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { useFormController } from '@/engine/form/use-form-controller';
import { createMessages } from '@/lib/info-messages';
import { introductionInfoResource } from '@/resources/business-info/introduction-info.resource';
import { accountQuery } from '@/api/profile-create-queries';

const text = createMessages.extra;

export function RegisterExtraPage() {
  const baId = accountOfParams(useParams()) ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery(queryClient, baId));
  const home = paths.profile.href({ baId });
  const controller = useFormController({
    resource: introductionInfoResource,
    mode: 'edit',
    onSaved: () => {
      guard.allowNextNavigation();
      toast.success(text.saved);
      void navigate(home);
    },
  });
  const guard = useUnsavedChangesGuard(controller.dirty && !controller.submitting);
  const needsInspection = account.data?.statusReasons.includes('INSPECTION_REQUIRED');

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <Panel style={{ maxWidth: 760 }}>
        {needsInspection ? (
          <Alert type="warning" showIcon role="note" style={{ marginBottom: 20 }} title={text.inspection} />
        ) : null}
        <FormView
          id="register-extra-form"
          controller={controller}
          submitLabel={text.save}
          cancelLabel={text.later}
          onCancel={() => {
            guard.allowNextNavigation();
            void navigate(home);
          }}
          label={introductionInfoResource.label}
        />
      </Panel>
      {guard.dialog}
    </>
  );
}
