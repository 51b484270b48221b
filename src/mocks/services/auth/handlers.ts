import { MOCK_IMAGE_ORIGIN, storeUploadedImage } from '../../core/images';
import { MockHttpError, implement } from '../../core/implement';
import type { MockState } from '../../state';

export const authHandlers = implement<'auth', MockState>('auth', {
  listMyBusinessAccounts: ({ state }) => ({ data: { businessAccounts: state.auth.businessAccounts } }),

  uploadImage: ({ state, body, nextId }) => {
    const file = body.body as unknown;
    if (!(file instanceof Blob))
      throw new MockHttpError(400, '사진 파일을 올려 주세요.', 'INVALID_REQUEST', [
        { field: 'body', reason: '필수 항목이에요.' },
      ]);
    const id = nextId();
    const image = {
      id,
      url: `${MOCK_IMAGE_ORIGIN}/uploads/${id}/640x640.png`,
      width: Number(body.width),
      height: Number(body.height),
    };
    storeUploadedImage(image.url, file);
    state.auth.images.push(image);
    return { data: image };
  },
});
