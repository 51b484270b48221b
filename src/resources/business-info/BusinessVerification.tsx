/** The overview's 사업자 정보 group: whether the business is verified, from its own read. */
import type { AdditionalInformation } from '@/api/business-profile-info';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useViewCall } from '@/engine/view/use-view-call';
import { viewItems, ViewItems } from '@/engine/view/ViewItems';
import { infoMessages } from '@/lib/info-messages';
import { additionalInformationCall } from './overview-calls';

const text = infoMessages.overview;
const VERIFICATION = [
  { field: 'verified', title: text.items.verification, render: (verified: unknown) => (verified ? text.verified : '') },
];

export function BusinessVerification() {
  const business = useViewCall<AdditionalInformation>(additionalInformationCall);
  if (business.error) return <ErrorState compact error={business.error} onRetry={business.retry} />;
  if (business.loading) return <LoadingState rows={1} />;
  return <ViewItems items={viewItems(VERIFICATION, business.data, () => undefined)} missingLabel={text.missing} />;
}
