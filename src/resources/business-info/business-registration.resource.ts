/**
 * /profile/{baId}/info/business-info (사업자 정보): the business registration the account was
 * verified with, read only. It changes only through the inspection, so the view leads there:
 * 사업자 인증하기 before it is verified, 사업자 검수에서 바꾸기 after.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { formatDate } from '@/lib/format';
import { infoMessages } from '@/lib/info-messages';
import { formatBusinessNumber } from '@/lib/format';

const text = infoMessages.business;
const inspection = { label: text.inspection, route: paths.inspection.status, primary: true };

export const businessRegistrationResource = defineResource('business-account', (r) => ({
  name: 'infoBusiness',
  label: text.title,
  routes: { detail: paths.info.businessInfo },

  view: r.view('/api/v2/business_accounts/{id}/extra/additional_information', {
    title: text.title,
    description: text.intro,
    // The overview is no list: the back link names it (issue 25).
    back: { label: infoMessages.overview.back, route: paths.info.overview },
    empty: { when: (info) => !info.businessRegistration, text: `${text.empty} ${text.emptyHint}`, link: inspection },
    notice: (info) =>
      info.verified ? { type: 'success', text: text.verified } : { type: 'info', text: text.notVerified },
    sections: [
      {
        fields: [
          {
            field: 'businessRegistration.businessNumber',
            title: '사업자등록번호',
            render: (number) => formatBusinessNumber(String(number)),
          },
          { field: 'businessRegistration.companyName', title: '상호' },
          { field: 'businessRegistration.representativeName', title: '대표자' },
          {
            field: 'businessRegistration.businessType',
            title: '사업자 유형',
            render: (type) => text.types[type as keyof typeof text.types],
          },
          { field: 'businessRegistration.openedOn', title: '개업일', render: (day) => formatDate(String(day)) },
          { field: 'mailOrderSaleRegistrationNumber', title: '통신판매업 신고번호', emptyText: text.mailOrderMissing },
        ],
      },
    ],
    links: [
      { ...inspection, visible: (info) => !info.verified },
      { label: text.change, route: paths.inspection.status, visible: (info) => info.verified },
    ],
  }),
}));
