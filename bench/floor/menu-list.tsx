import { Table } from 'antd';
import { PICKUP, useGet } from './api';

interface Menu {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly status: string;
}

const won = new Intl.NumberFormat('ko-KR');

export default function MenuList() {
  const { data, error } = useGet<{ data: { items: Menu[]; totalCount: number } }>(
    `${PICKUP}/api/v1/menus/search?page=0&size=20`,
  );
  if (error) return <p role="alert">메뉴를 불러오지 못했어요.</p>;
  return (
    <Table<Menu>
      rowKey="id"
      loading={!data}
      dataSource={data?.data.items}
      pagination={{ total: data?.data.totalCount, pageSize: 20 }}
      columns={[
        { title: '메뉴 이름', dataIndex: 'name' },
        { title: '가격', render: (_, menu) => `${won.format(menu.price)}원` },
        { title: '판매 상태', dataIndex: 'status' },
      ]}
    />
  );
}
