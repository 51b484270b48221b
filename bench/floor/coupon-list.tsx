import { Table } from 'antd';
import { COUPON, useGet } from './api';

interface Coupon {
  readonly id: number;
  readonly name: string;
  readonly benefit_request: { readonly description: string };
  readonly validity: string;
  readonly expires_at: string;
  readonly issued_count: number;
  readonly claimed_count: number;
  readonly used_count: number;
}

const won = new Intl.NumberFormat('ko-KR');

export default function CouponList() {
  const { data, error } = useGet<{ data: { items: Coupon[]; total_count?: number } }>(
    `${COUPON}/api/v1/coupon_boxes?page=1&size=10`,
  );
  if (error) return <p role="alert">쿠폰을 불러오지 못했어요.</p>;
  return (
    <Table<Coupon>
      rowKey="id"
      loading={!data}
      dataSource={data?.data.items}
      pagination={{ total: data?.data.total_count, pageSize: 10 }}
      columns={[
        { title: '쿠폰 이름', dataIndex: 'name' },
        { title: '혜택', render: (_, coupon) => coupon.benefit_request.description },
        { title: '상태', dataIndex: 'validity' },
        { title: '사용 기한', render: (_, coupon) => new Date(coupon.expires_at).toLocaleDateString('ko-KR') },
        { title: '발행', render: (_, coupon) => won.format(coupon.issued_count) },
        { title: '받은 고객', render: (_, coupon) => won.format(coupon.claimed_count) },
        { title: '사용한 고객', render: (_, coupon) => won.format(coupon.used_count) },
      ]}
    />
  );
}
