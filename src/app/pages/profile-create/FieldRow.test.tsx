import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressPicker } from '@/components/pickers/AddressPicker';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FieldRow } from './FieldRow';

describe('an address row', () => {
  it('says the address error under the address search, not under the optional 상세 주소', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FieldRow
          id="addr"
          label="가게 주소"
          required
          note={{ text: '매장이 있으면 주소를 입력해 주세요.', tone: 'error' }}
        >
          {(note) => <AddressPicker id="addr" value={undefined} onChange={() => undefined} invalid note={note} />}
        </FieldRow>
      </QueryClientProvider>,
    );
    const error = screen.getByText('매장이 있으면 주소를 입력해 주세요.');
    const detail = screen.getByLabelText('상세 주소');
    const search = document.getElementById('addr')!;
    // In reading order: the search box, its error, then 상세 주소.
    expect(search.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(error.compareDocumentPosition(detail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.getElementById('addr-note')).toContainElement(error);
  });
});
