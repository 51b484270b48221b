/** The Mapo-gu neighbourhoods a business's visitors come from: its own first, the rest in their usual order. */
const MAPO_REGIONS = [
  '망원동',
  '합정동',
  '서교동',
  '연남동',
  '성산동',
  '상수동',
  '동교동',
  '상암동',
  '중동',
  '대흥동',
  '염리동',
  '공덕동',
  '아현동',
  '도화동',
];
export function regionsAround(ownRegion: string | undefined): string[] {
  if (!ownRegion) return [...MAPO_REGIONS];
  return [ownRegion, ...MAPO_REGIONS.filter((region) => region !== ownRegion)];
}
