/**
 * The business terms pages (spec 000 §2 "terms pages … each with dated versions"). The spec does
 * not give the text; these are short, designed terms per type, one text per dated version.
 */
export const TERMS_SLUGS = ['unified', 'privacy-consent', 'privacy', 'commerce', 'ads', 'marketing-consent'] as const;
export type TermsSlug = (typeof TERMS_SLUGS)[number];

type TermsTypeCode = 'UNIFIED' | 'PRIVACY_CONSENT' | 'COMMERCE' | 'ADS' | 'MARKETING_CONSENT';

const SLUG_BY_TYPE: Record<TermsTypeCode, TermsSlug> = {
  UNIFIED: 'unified',
  PRIVACY_CONSENT: 'privacy-consent',
  COMMERCE: 'commerce',
  ADS: 'ads',
  MARKETING_CONSENT: 'marketing-consent',
};

export function termsSlugOf(type: TermsTypeCode): TermsSlug {
  return SLUG_BY_TYPE[type];
}

export function isTermsSlug(value: string | undefined): value is TermsSlug {
  return (TERMS_SLUGS as readonly string[]).includes(value ?? '');
}

export interface TermsSection {
  readonly heading: string;
  readonly body: string;
}

export interface TermsVersionText {
  /** Effective date, `YYYY-MM-DD` (the route's `{version}`). */
  readonly date: string;
  readonly sections: readonly TermsSection[];
}

export interface TermsDocument {
  readonly title: string;
  /** Oldest first. */
  readonly versions: readonly TermsVersionText[];
}

const closing: TermsSection = {
  heading: '문의',
  body: '약관에 관한 문의는 동네마켓 비즈니스 고객센터(1588-0000, 평일 10시~18시)로 해 주세요.',
};

export const termsDocuments: Record<TermsSlug, TermsDocument> = {
  unified: {
    title: '동네마켓 비즈니스 통합 이용약관',
    versions: [
      {
        date: '2024-03-01',
        sections: [
          {
            heading: '제1조 목적',
            body: '이 약관은 동네마켓 비즈니스(이하 "서비스")를 이용하는 사업자와 회사 사이의 권리와 의무를 정해요.',
          },
          {
            heading: '제2조 계정',
            body: '사업자는 동네마켓 계정으로 비즈니스 계정을 만들고, 계정마다 대표 관리자 한 명을 둬요.',
          },
          closing,
        ],
      },
      {
        date: '2025-07-01',
        sections: [
          {
            heading: '제1조 목적',
            body: '이 약관은 동네마켓 비즈니스(이하 "서비스")를 이용하는 사업자와 회사 사이의 권리와 의무를 정해요.',
          },
          {
            heading: '제2조 계정과 권한',
            body: '비즈니스 계정에는 대표 관리자, 관리자, 멤버를 둘 수 있고, 대표 관리자는 권한을 넘길 수 있어요.',
          },
          {
            heading: '제3조 게시물',
            body: '사업자가 올린 소식과 쿠폰은 이웃에게 보여요. 사실과 다른 내용이나 법령을 어기는 내용은 올릴 수 없어요.',
          },
          closing,
        ],
      },
      {
        date: '2026-09-01',
        sections: [
          {
            heading: '제1조 목적',
            body: '이 약관은 동네마켓 비즈니스(이하 "서비스")를 이용하는 사업자와 회사 사이의 권리와 의무를 정해요.',
          },
          {
            heading: '제2조 계정과 권한',
            body: '비즈니스 계정에는 대표 관리자, 관리자, 멤버를 둘 수 있고, 대표 관리자는 권한을 넘길 수 있어요.',
          },
          {
            heading: '제3조 게시물',
            body: '사업자가 올린 소식과 쿠폰은 이웃에게 보여요. 사실과 다른 내용이나 법령을 어기는 내용은 올릴 수 없어요.',
          },
          {
            heading: '제4조 휴면',
            body: '1년 동안 접속하지 않은 비즈니스 계정은 휴면으로 바뀌고, 다시 로그인하면 풀려요.',
          },
          closing,
        ],
      },
    ],
  },
  'privacy-consent': {
    title: '개인정보 수집·이용 동의',
    versions: [
      {
        date: '2024-03-01',
        sections: [
          { heading: '수집 항목', body: '이메일, 닉네임, 사업자 정보(상호, 사업자등록번호, 대표자 이름)를 수집해요.' },
          { heading: '이용 목적', body: '비즈니스 계정 운영, 검수, 고객 문의 응대에 써요.' },
          { heading: '보관 기간', body: '탈퇴할 때까지 보관하고, 법령이 정한 정보는 정해진 기간 동안 따로 보관해요.' },
        ],
      },
      {
        date: '2026-01-15',
        sections: [
          {
            heading: '수집 항목',
            body: '이메일, 닉네임, 알림 이메일, 사업자 정보(상호, 사업자등록번호, 대표자 이름)를 수집해요.',
          },
          { heading: '이용 목적', body: '비즈니스 계정 운영, 검수, 정산, 고객 문의 응대에 써요.' },
          { heading: '보관 기간', body: '탈퇴할 때까지 보관하고, 전자상거래법에 따른 거래 기록은 5년 동안 보관해요.' },
          { heading: '동의 거부', body: '동의하지 않을 수 있지만, 그러면 서비스를 이용할 수 없어요.' },
        ],
      },
    ],
  },
  privacy: {
    title: '개인정보 처리방침',
    versions: [
      {
        date: '2024-03-01',
        sections: [
          {
            heading: '처리하는 개인정보',
            body: '서비스 이용에 꼭 필요한 정보만 처리하고, 목적이 끝나면 지체 없이 파기해요.',
          },
          { heading: '제3자 제공', body: '사업자가 동의했거나 법령에 근거가 있을 때만 다른 곳에 제공해요.' },
          {
            heading: '개인정보 보호책임자',
            body: '개인정보 보호책임자: 동네마켓 개인정보보호팀 (privacy@dongnemarket.com)',
          },
        ],
      },
      {
        date: '2025-11-01',
        sections: [
          {
            heading: '처리하는 개인정보',
            body: '서비스 이용에 꼭 필요한 정보만 처리하고, 목적이 끝나면 지체 없이 파기해요.',
          },
          { heading: '처리 위탁', body: '결제와 정산은 전자지급결제대행사에, 알림 발송은 메시지 발송 업체에 맡겨요.' },
          { heading: '제3자 제공', body: '사업자가 동의했거나 법령에 근거가 있을 때만 다른 곳에 제공해요.' },
          {
            heading: '개인정보 보호책임자',
            body: '개인정보 보호책임자: 동네마켓 개인정보보호팀 (privacy@dongnemarket.com)',
          },
        ],
      },
    ],
  },
  commerce: {
    title: '커머스 판매자 이용약관',
    versions: [
      {
        date: '2025-04-01',
        sections: [
          {
            heading: '판매자 의무',
            body: '판매자는 상품 정보를 정확히 적고, 주문을 받으면 약속한 기간 안에 보내야 해요.',
          },
          { heading: '정산', body: '구매 확정된 주문 금액에서 수수료를 뺀 금액을 매주 정산해요.' },
          { heading: '청약 철회', body: '구매자는 상품을 받은 날부터 7일 안에 반품할 수 있어요.' },
          closing,
        ],
      },
    ],
  },
  ads: {
    title: '광고 서비스 이용약관',
    versions: [
      {
        date: '2024-06-01',
        sections: [
          {
            heading: '광고 게재',
            body: '광고는 검수를 거쳐 게재돼요. 검수 기준에 맞지 않으면 게재하지 않을 수 있어요.',
          },
          { heading: '비용', body: '광고비는 노출이나 클릭에 따라 충전한 금액에서 차감해요.' },
        ],
      },
      {
        date: '2026-10-01',
        sections: [
          {
            heading: '광고 게재',
            body: '광고는 검수를 거쳐 게재돼요. 검수 기준에 맞지 않으면 게재하지 않을 수 있어요.',
          },
          {
            heading: '비용',
            body: '광고비는 노출이나 클릭에 따라 충전한 금액에서 차감하고, 남은 금액은 환불받을 수 있어요.',
          },
          { heading: '대행사', body: '광고 대행사가 운영하는 계정은 대행사와 사업자가 함께 책임져요.' },
        ],
      },
    ],
  },
  'marketing-consent': {
    title: '마케팅 정보 수신 동의',
    versions: [
      {
        date: '2024-03-01',
        sections: [
          { heading: '받는 정보', body: '새 기능 소식, 교육 안내, 이벤트와 혜택을 이메일과 앱 알림으로 보내요.' },
          {
            heading: '철회',
            body: '내 정보에서 언제든 동의를 철회할 수 있고, 철회해도 서비스 이용에는 영향이 없어요.',
          },
        ],
      },
    ],
  },
};
