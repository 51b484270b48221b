import { messages } from '@/lib/messages';
import { addDays, toKstIso } from '../../core/time';
import type { NoticeCategory, NoticeCategoryCode, NoticeRow, NoticeState } from './state';

const CATEGORIES: NoticeCategory[] = [
  { category: 'SERVICE_NEWS', noticeCategoryName: '서비스 소식' },
  { category: 'MAINTENANCE', noticeCategoryName: '점검 안내' },
  { category: 'POLICY', noticeCategoryName: '정책 변경' },
  { category: 'EVENT', noticeCategoryName: '이벤트' },
  { category: 'EDUCATION', noticeCategoryName: '교육' },
];

interface NoticeSeed {
  category: NoticeCategoryCode;
  title: string;
  content: string;
  /** Negative: published that many days ago; positive: scheduled (not shown yet). */
  day: number;
  important?: boolean;
  linkUrl?: string;
}

const NOTICES: NoticeSeed[] = [
  {
    category: 'POLICY',
    title: '[중요] 비즈니스 통합 이용약관 개정 안내',
    content:
      '안녕하세요, 동네마켓 비즈니스예요.\n\n비즈니스 통합 이용약관이 일부 개정되어 안내드려요.\n\n- 개정 내용: 쿠폰·이벤트 운영 기준, 게시글 운영 정책 조항 정비\n- 시행일: 2026년 9월 1일\n\n개정 약관은 시행일부터 적용되며, 시행일 이후 서비스를 계속 이용하시면 개정 약관에 동의하신 것으로 봐요.',
    day: -80,
    important: true,
    linkUrl: 'https://business.dongnemarket.com/terms/unified/2026-09-01',
  },
  {
    category: 'MAINTENANCE',
    title: '[중요] 11월 27일(목) 새벽 정기 점검 안내',
    content:
      '더 안정적인 서비스를 위해 정기 점검을 진행해요.\n\n- 일시: 11월 27일(목) 02:00 ~ 05:00\n- 영향: 점검 시간 동안 비즈프로필 관리, 쿠폰 발행, 픽업 주문 접수를 이용할 수 없어요.\n\n점검 시간에 들어온 픽업 주문은 없으니 안심하세요. 이용에 불편을 드려 죄송해요.',
    day: -1,
    important: true,
  },
  {
    category: 'SERVICE_NEWS',
    title: '[중요] 픽업 주문 정산 주기가 주 2회로 바뀌어요',
    content:
      '사장님들의 의견을 반영해 픽업 주문 정산 주기를 주 1회에서 주 2회(월·목)로 늘려요.\n\n- 적용: 12월 첫 주 정산분부터\n- 정산 계좌나 세금계산서 발행 방식은 그대로예요.\n\n정산 내역은 픽업 > 정산 메뉴에서 확인할 수 있어요.',
    day: -4,
    important: true,
  },
  {
    category: 'SERVICE_NEWS',
    title: '쿠폰 사용 고객 목록을 엑셀로 내려받을 수 있어요',
    content:
      '쿠폰 상세 화면에서 쿠폰을 받은 고객과 사용한 고객 목록을 엑셀 파일로 내려받을 수 있게 되었어요.\n\n단골 고객 관리나 이벤트 결과 정리에 활용해 보세요.',
    day: -2,
  },
  {
    category: 'EVENT',
    title: '연말 단골 쿠폰 이벤트 참여하고 광고 포인트 받아요',
    content:
      '12월 한 달 동안 단골 고객 전용 쿠폰을 발행한 가게에 광고 포인트 3만 원을 드려요.\n\n- 기간: 12월 1일 ~ 12월 31일\n- 조건: 단골 전용 쿠폰 1개 이상 발행, 쿠폰 사용 고객 10명 이상\n- 지급: 1월 둘째 주, 비즈프로필 광고 계정으로 지급해요.',
    day: -3,
    linkUrl: 'https://business.dongnemarket.com/events/2026-year-end-coupon',
  },
  {
    category: 'EDUCATION',
    title: '[온라인 교육] 동네 손님을 단골로 만드는 비즈프로필 운영법',
    content:
      '마포구 사장님들의 실제 사례로 비즈프로필 소식 쓰기, 쿠폰 운영, 후기 답글 요령을 알려드려요.\n\n- 일시: 12월 3일(수) 오후 3시, 1시간\n- 방식: 온라인 라이브(신청하신 분께 링크를 보내드려요)\n- 대상: 비즈프로필을 막 시작한 사장님',
    day: -5,
    linkUrl: 'https://business.dongnemarket.com/education/bizprofile-basic',
  },
  {
    category: 'POLICY',
    title: '게시글 운영 정책 변경 안내(외부 링크 게시 기준)',
    content:
      '고객 보호를 위해 게시글에 넣을 수 있는 외부 링크 기준이 바뀌어요.\n\n- 결제를 유도하는 외부 링크는 게시할 수 없어요.\n- 예약, 메뉴 안내 링크는 지금처럼 쓸 수 있어요.\n\n기준에 맞지 않는 게시글은 노출이 제한될 수 있어요.',
    day: -7,
  },
  {
    category: 'SERVICE_NEWS',
    title: '영업시간에 브레이크 타임을 따로 적을 수 있어요',
    content: '운영 시간 설정에서 요일별 브레이크 타임을 추가할 수 있게 되었어요. 고객에게는 "준비 중"으로 보여요.',
    day: -9,
  },
  {
    category: 'MAINTENANCE',
    title: '11월 13일(목) 새벽 결제 시스템 점검 완료 안내',
    content: '예정된 결제 시스템 점검을 마쳤어요. 점검 후 주문·정산이 정상적으로 처리되고 있어요.',
    day: -9,
  },
  {
    category: 'EDUCATION',
    title: '[오프라인 교육] 마포구 소상공인 사진 촬영 클래스',
    content:
      '스마트폰으로 메뉴 사진을 맛있게 찍는 방법을 알려드려요.\n\n- 장소: 마포구 소상공인지원센터(망원동)\n- 일시: 11월 29일(토) 오전 10시\n- 정원: 20명(선착순)',
    day: -11,
  },
  {
    category: 'EVENT',
    title: '첫 쿠폰 발행하면 광고비 1만 원 지원',
    content: '처음으로 쿠폰을 발행한 비즈프로필에 광고비 1만 원을 지원해요. 이벤트 기간 안에 한 번만 받을 수 있어요.',
    day: -14,
  },
  {
    category: 'SERVICE_NEWS',
    title: '픽업 메뉴에 원산지·영양 정보를 적을 수 있어요',
    content: '픽업 > 메뉴 > 원산지·영양 정보에서 가게 전체 원산지와 메뉴별 영양 정보를 입력할 수 있어요.',
    day: -17,
  },
  {
    category: 'POLICY',
    title: '개인정보 수집·이용 동의 개정 안내',
    content: '고객 문의 응대를 위해 수집하는 항목이 정리되었어요. 새 동의서는 2026년 1월 15일부터 적용돼요.',
    day: -21,
  },
  {
    category: 'MAINTENANCE',
    title: '알림 발송 지연 현상 해결 안내',
    content: '11월 3일 오후 일부 알림이 늦게 발송된 문제를 해결했어요. 이용에 불편을 드려 죄송해요.',
    day: -18,
  },
  {
    category: 'EDUCATION',
    title: '사장님 가이드: 후기에 답글 다는 요령',
    content:
      '좋은 후기에는 감사 인사를, 아쉬운 후기에는 개선 약속을 구체적으로 남겨 주세요. 답글은 다른 고객도 함께 봐요.',
    day: -24,
  },
  {
    category: 'SERVICE_NEWS',
    title: '지점 관리 기능이 새로 생겼어요',
    content: '여러 매장을 운영하는 사장님은 지점을 한 번에 등록하고 관리할 수 있어요. 엑셀 일괄 등록도 지원해요.',
    day: -28,
  },
  {
    category: 'EVENT',
    title: '망원시장 상생 주간 참여 가게 모집',
    content: '망원시장 상인회와 함께하는 상생 주간에 참여할 가게를 모집해요. 참여 가게는 동네마켓 메인에 소개돼요.',
    day: -31,
  },
  {
    category: 'MAINTENANCE',
    title: '10월 23일(목) 새벽 정기 점검 안내',
    content: '정기 점검으로 02:00 ~ 04:00 동안 비즈프로필 관리 기능을 이용할 수 없어요.',
    day: -35,
  },
  {
    category: 'POLICY',
    title: '휴면 계정 전환 기준 안내',
    content: `1년 동안 접속하지 않은 비즈니스 계정은 휴면으로 바뀌어요. 휴면 계정을 ${messages.access.dormantWayBackSentence}`,
    day: -40,
  },
  {
    category: 'EDUCATION',
    title: '커머스 입점 설명회 다시 보기',
    content: '지난 커머스 입점 설명회 영상을 다시 볼 수 있어요. 입점 절차와 정산 방식을 자세히 설명해요.',
    day: -46,
  },
  {
    category: 'SERVICE_NEWS',
    title: '비즈프로필 통계에 요일별 방문 수가 추가됐어요',
    content: '대시보드에서 요일별, 시간대별 프로필 방문 수를 볼 수 있어요.',
    day: -52,
  },
  {
    category: 'EVENT',
    title: '가을맞이 소식 쓰기 챌린지 결과 발표',
    content: '챌린지에 참여해 주신 사장님들 감사해요. 당첨된 가게에는 개별 알림으로 안내드렸어요.',
    day: -60,
  },
  {
    category: 'SERVICE_NEWS',
    title: '동네마켓 비즈니스 새 단장 안내',
    content: '비즈니스 콘솔 화면이 새로워졌어요. 자주 쓰는 메뉴를 왼쪽에 모으고, 알림을 헤더에서 바로 볼 수 있어요.',
    day: -75,
  },
  {
    // Scheduled: search and detail must not show it before its display time.
    category: 'SERVICE_NEWS',
    title: '[예정] 12월 픽업 수수료 인하 안내',
    content: '12월부터 픽업 주문 수수료를 인하해요. 자세한 내용은 게시일에 안내드려요.',
    day: 5,
  },
];

export function seedNotices(now: Date, nextId: () => number): NoticeState {
  const names = new Map(CATEGORIES.map((category) => [category.category, category.noticeCategoryName]));
  const notices: NoticeRow[] = NOTICES.map((seed, index) => ({
    id: nextId(),
    title: seed.title,
    category: seed.category,
    noticeCategoryName: names.get(seed.category)!,
    // Spread over the day so same-day notices still have a stable order.
    displayBeginDateTime: toKstIso(addDays(now, seed.day, 9 + (index % 8), (index * 7) % 60)),
    important: seed.important ?? false,
    content: seed.content,
    linkUrl: seed.linkUrl ?? null,
  }));
  return { categories: CATEGORIES.map((category) => ({ ...category })), notices };
}
