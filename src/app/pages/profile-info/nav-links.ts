/** Side-nav links of the business profile's info, audience and content screens (비즈프로필 group). */
import { paths } from '@/config/paths';

export function profileInfoNavLinks(baId: string): { readonly href: string; readonly label: string }[] {
  return [
    { href: paths.info.overview.href({ baId }), label: '프로필 정보' },
    { href: paths.profileInfo.follower.href({ baId }), label: '단골' },
    { href: paths.profileInfo.review.href({ baId }), label: '리뷰' },
    { href: paths.profileInfo.pricing.href({ baId }), label: '가격표' },
    { href: paths.hoursManagement.operationTime.href({ baId }), label: '영업시간' },
    { href: paths.hoursManagement.management.href({ baId }), label: '프로필 관리' },
    { href: paths.adminImages.images.href({ baId }), label: '사진' },
  ];
}
