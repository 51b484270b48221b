import type { WidgetProps } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '@/api/images';
import { ImageWidget } from './ImageWidget';

// The upload is driven by the test: its progress and when it is stored (jsdom's File does not
// survive the multipart body to the mock backend; the real send is tested in api/upload-progress).
vi.mock('@/api/images', () => ({ uploadImage: vi.fn() }));

afterEach(() => vi.clearAllMocks());

/** A PNG's signature: what the widget reads before sending. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function widgetProps(onChange: (value: unknown) => void): WidgetProps {
  const props: Partial<WidgetProps> = {
    id: 'root_images',
    value: [],
    onChange,
    schema: { type: 'array', items: { type: 'integer' }, maxItems: 3 },
    options: { purpose: 'local_profile' },
  };
  return props as WidgetProps;
}

describe('ImageWidget', () => {
  it('shows the photo on its way with its progress until it is stored', async () => {
    let report: (sent: number) => void = () => undefined;
    let store: (image: { id: number; url: string }) => void = () => undefined;
    vi.mocked(uploadImage).mockImplementation(
      (_file, _purpose, onProgress) =>
        new Promise((resolve) => {
          report = onProgress!;
          store = resolve;
        }),
    );
    const onChange = vi.fn();
    const { container } = render(<ImageWidget {...widgetProps(onChange)} />);

    await userEvent.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([PNG_BYTES], '가게 앞.png', { type: 'image/png' }),
    );
    expect(vi.mocked(uploadImage)).toHaveBeenCalledWith(expect.any(File), 'local_profile', expect.any(Function));
    expect(await screen.findByText('올리는 중 0%')).toBeInTheDocument();
    expect(screen.getByText('가게 앞.png')).toBeInTheDocument();
    expect(screen.getByText('사진을 올리고 있어요.')).toBeInTheDocument();

    report(0.42);
    expect(await screen.findByText('올리는 중 42%')).toBeInTheDocument();

    store({ id: 9, url: 'https://images.example/9.png' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([9]));
    await waitFor(() => expect(screen.queryByText('가게 앞.png')).not.toBeInTheDocument());
    expect(screen.getByText('사진 추가')).toBeInTheDocument();
    expect(screen.queryByText('사진을 올리고 있어요.')).not.toBeInTheDocument();
  });

  it('says a file that is no photo inside (a PDF named .jpg) cannot be uploaded, and sends nothing', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImageWidget {...widgetProps(onChange)} />);
    await userEvent.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['%PDF-1.4 메뉴판'], '메뉴판.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('‘메뉴판.jpg’ 파일은 올릴 수 없어요. JPG, PNG, GIF, WEBP 사진만 올릴 수 있어요.'),
    ).toBeInTheDocument();
    expect(vi.mocked(uploadImage)).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes several photos at once, each with its own progress, and keeps every one of them', async () => {
    const stores: ((image: { id: number; url: string }) => void)[] = [];
    vi.mocked(uploadImage).mockImplementation(() => new Promise((resolve) => stores.push(resolve)));
    const onChange = vi.fn();
    const { container } = render(<ImageWidget {...widgetProps(onChange)} />);
    const photos = ['앞.png', '안.png', '메뉴.png'].map((name) => new File([PNG_BYTES], name, { type: 'image/png' }));
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, photos);
    await waitFor(() => expect(vi.mocked(uploadImage)).toHaveBeenCalledTimes(3));
    // Three cards on their way; the list has no room for a fourth, so no add button.
    for (const name of ['앞.png', '안.png', '메뉴.png']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryByText('사진 추가')).not.toBeInTheDocument();

    // They finish out of order, before the form has re-rendered: none is lost.
    stores[1]!({ id: 22, url: 'https://images.example/22.png' });
    stores[0]!({ id: 21, url: 'https://images.example/21.png' });
    stores[2]!({ id: 23, url: 'https://images.example/23.png' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([22, 21, 23]));
  });

  it('sends only what the list has room for and says how many were left out', async () => {
    vi.mocked(uploadImage).mockImplementation(() => new Promise(() => undefined));
    const onChange = vi.fn();
    const { container } = render(<ImageWidget {...widgetProps(onChange)} />);
    const photos = [1, 2, 3, 4, 5].map((n) => new File([PNG_BYTES], `사진${n}.png`, { type: 'image/png' }));
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, photos);
    expect(
      await screen.findByText('사진은 3장까지 올릴 수 있어요. 고른 사진 중 2장은 올리지 않았어요.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(uploadImage)).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('사진4.png')).not.toBeInTheDocument();
  });
});
