/** Side-nav links of the business profile's info, audience and content screens (비즈프로필 group). */
import { paths } from '@/config/paths';

export function profileInfoNavLinks(baId: string): { readonly href: string; readonly label: string }[] {
  return [
    { href: paths.profileInfo.follower.href({ baId }), label: '단골' },
    { href: paths.profileInfo.review.href({ baId }), label: '리뷰' },
    { href: paths.profileInfo.pricing.href({ baId }), label: '가격표' },
    { href: paths.adminImages.images.href({ baId }), label: '사진' },
  ];
}
