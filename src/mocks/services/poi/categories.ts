/** The business category tree (gallery ids 1268 and 224, realty ids 1053 and 212 as in spec 000 §5). */
import type { CategoryRow } from './state';

const ALL: CategoryRow['clientNames'] = ['BIZ_PROFILE', 'COMMERCE', 'PICKUP', 'RESERVATION'];
const PROFILE: CategoryRow['clientNames'] = ['BIZ_PROFILE'];
const FOOD: CategoryRow['clientNames'] = ['BIZ_PROFILE', 'COMMERCE', 'PICKUP'];
const SERVICE: CategoryRow['clientNames'] = ['BIZ_PROFILE', 'RESERVATION'];

const row = (
  id: number,
  name: string,
  parentId: number | null,
  clientNames: CategoryRow['clientNames'],
  keywords: string[] = [],
) => ({
  id,
  name,
  parentId,
  clientNames,
  keywords,
});

/** 음식점 > 카페 and 음식점 > 베이커리. */
export const CAFE = 1001;
export const BAKERY = 1003;

export const CATEGORY_TREE: readonly CategoryRow[] = [
  row(100, '음식점', null, ALL),
  // 카페 and 베이커리 are the business-account service's 1001 and 1003 (account 101 is 음식점 > 카페):
  // one category, one id, so the picker finds the category an account has.
  row(CAFE, '카페', 100, FOOD, ['카페', '커피', '아메리카노', '라떼', '원두', '로스터리']),
  row(111, '커피전문점', 100, FOOD, ['커피', '카페', '아메리카노', '라떼', '원두', '로스터리', '에스프레소']),
  row(112, '디저트카페', 100, FOOD, ['디저트', '케이크', '마카롱', '쿠키', '빙수']),
  row(BAKERY, '베이커리', 100, FOOD, ['빵', '빵집', '베이커리', '제과', '단팥빵', '크루아상', '스콘']),
  row(114, '브런치카페', 100, FOOD, ['브런치', '샌드위치', '팬케이크']),
  row(120, '분식', 100, FOOD, ['분식']),
  row(121, '떡볶이', 120, FOOD, ['떡볶이', '떡볶', '순대', '튀김']),
  row(122, '김밥', 120, FOOD, ['김밥', '한끼', '주먹밥']),
  row(130, '한식', 100, FOOD, ['한식', '밥집']),
  row(131, '백반·가정식', 130, FOOD, ['백반', '가정식', '집밥', '반찬']),
  row(132, '국밥', 130, FOOD, ['국밥', '순대국', '해장국']),
  row(133, '고기구이', 130, ALL, ['고기', '삼겹살', '갈비', '구이']),
  row(140, '일식', 100, FOOD, ['일식']),
  row(141, '초밥', 140, FOOD, ['초밥', '스시', '회']),
  row(142, '라멘', 140, FOOD, ['라멘', '우동']),
  row(200, '생활 서비스', null, SERVICE),
  row(201, '꽃집', 200, ['BIZ_PROFILE', 'COMMERCE'], ['꽃', '꽃집', '플라워', '꽃다발', '화분']),
  row(202, '미용실', 200, SERVICE, ['미용실', '헤어', '펌', '염색', '커트']),
  row(203, '네일숍', 200, SERVICE, ['네일', '젤네일', '페디']),
  row(204, '세탁소', 200, PROFILE, ['세탁', '수선', '드라이']),
  row(212, '부동산', 200, PROFILE, ['부동산', '매물', '전세', '월세']),
  row(1053, '공인중개사사무소', 212, PROFILE, ['공인중개', '중개사', '부동산']),
  row(220, '문화·예술', null, SERVICE),
  row(224, '갤러리', 220, SERVICE, ['갤러리', '전시', '화랑']),
  row(1268, '미술 갤러리', 224, SERVICE, ['미술', '그림', '전시', '작가']),
  row(225, '공방', 220, SERVICE, ['공방', '원데이클래스', '도자기', '가죽']),
  row(226, '소극장', 220, SERVICE, ['공연', '연극', '소극장']),
  row(230, '반려동물', null, SERVICE),
  row(231, '동물병원', 230, SERVICE, ['동물병원', '수의사']),
  row(232, '애견미용', 230, SERVICE, ['애견미용', '강아지미용', '펫']),
];

/** Parent, grandparent, … of a category (nearest first); empty for a root or an unknown id. */
export function ancestorIdsOf(categoryId: number, categories: readonly CategoryRow[] = CATEGORY_TREE): number[] {
  const ids: number[] = [];
  let current = categories.find((category) => category.id === categoryId);
  while (current?.parentId != null) {
    ids.push(current.parentId);
    const parentId = current.parentId;
    current = categories.find((category) => category.id === parentId);
  }
  return ids;
}
