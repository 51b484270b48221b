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
      await screen.findByText('‘메뉴판.jpg’은(는) 올릴 수 없는 파일이에요. JPG, PNG, GIF, WEBP 사진만 올릴 수 있어요.'),
    ).toBeInTheDocument();
    expect(vi.mocked(uploadImage)).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
