/** A create or edit screen of its own (route), e.g. /profile/{baId}/coupon/new. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { messages, withObjectParticle } from '@/lib/messages';
import { hrefOf, recordHref } from '../resource/hrefs';
import { idOf, labelOf, valueAt } from '../resource/record';
import { RowActions } from '../actions/RowActions';
import { listReturnHref } from '../list/list-return';
import type { ResourceDef } from '../resource/types';
import { FormView } from './FormView';
import { useUnsavedChangesGuard } from './UnsavedChangesGuard';
import { useFormController } from './use-form-controller';

export function FormPage({ resource, mode }: { readonly resource: ResourceDef; readonly mode?: 'create' | 'edit' }) {
  const params = useParams();
  const navigate = useNavigate();
  const routeId = resource.routeParam ? params[resource.routeParam] : undefined;
  const resolvedMode = mode ?? (routeId === undefined || routeId === resource.newRecordParam ? 'create' : 'edit');
  const id = resolvedMode === 'edit' ? routeId : undefined;
  const listHref = hrefOf(resource.routes.list, params);
  // Back, cancel and after an edit: the list as the merchant left it (after a create: its start).
  const returnHref = listReturnHref(listHref);
  // A document's page may lead back elsewhere than a list (the store's settings → the store).
  const back = resource.update?.document?.back;
  const backHref = back ? back.route.href(params) : returnHref;

  const controller = useFormController({
    resource,
    mode: resolvedMode,
    id,
    onSaved: (saved, followedUp) => {
      guard.allowNextNavigation();
      if (!followedUp)
        toast.success(
          controller.form.successToast ??
            (resolvedMode === 'create' ? `${withObjectParticle(resource.label)} 만들었어요.` : messages.form.saved),
        );
      const savedId = id ?? (saved ? idOf(resource, saved) : undefined);
      // A document stays on its page, showing what was saved.
      if (controller.form.document) return;
      // After an edit, the record's page; after a create, the list (or the new record's page when
      // the resource has no list at these routes).
      const next =
        ((resolvedMode === 'edit' || !listHref) && savedId !== undefined
          ? recordHref(resource, 'detail', params, savedId)
          : undefined) ??
        (resolvedMode === 'edit' ? returnHref : hrefOf(resource.routes.list, params, controller.form.savedListQuery));
      if (next) void navigate(next);
    },
  });
  const guard = useUnsavedChangesGuard(controller.dirty && !controller.submitting);
  const title =
    resource.update?.document?.title ??
    (resolvedMode === 'create'
      ? (controller.form.heading ?? messages.form.createTitle(resource.label))
      : messages.form.editTitle(resource.label));

  return (
    <>
      <PageHeader
        title={title}
        {...(resource.update?.document?.description ? { description: resource.update.document.description } : {})}
        {...(resolvedMode === 'edit' && controller.record !== undefined
          ? {
              extra: (
                <RowActions
                  resource={resource}
                  actions={controller.form.actions ?? []}
                  row={controller.record}
                  id={id}
                  recordLabel={labelOf(valueAt(controller.record, 'name'), resource.label)}
                  size="middle"
                  onDeleted={() => {
                    guard.allowNextNavigation();
                    if (returnHref) void navigate(returnHref);
                  }}
                />
              ),
            }
          : {})}
        back={
          backHref ? (
            <Link to={backHref} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
              <ArrowLeftOutlined aria-hidden /> {back?.label ?? messages.common.back}
            </Link>
          ) : undefined
        }
      />
      <Panel style={{ maxWidth: 760 }}>
        <FormView
          id={`${resource.name}-form`}
          controller={controller}
          submitLabel={
            resolvedMode === 'create' ? (controller.form.submitLabel ?? messages.common.create) : messages.common.save
          }
          onCancel={() => {
            if (returnHref) void navigate(returnHref);
            else if (controller.form.document) controller.onChange(controller.initial);
          }}
          label={resource.label}
          back={
            backHref ? { label: back?.label ?? messages.common.back, onBack: () => void navigate(backHref) } : undefined
          }
        />
      </Panel>
      {guard.dialog}
    </>
  );
}
