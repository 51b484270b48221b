/**
 * An invitation's link and code, to hand to the person invited: copied to the clipboard (with a
 * toast saying so) or shared through the device's share sheet where there is one. The link is the
 * console's own accept page, wherever the console runs.
 */
import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { toast } from '@/components/toast/toast-store';
import { adminImagesMessages } from '@/lib/admin-images-messages';

const text = adminImagesMessages.invitation;

/** The accept page's address for a code, on the console's own origin. */
export function invitationLinkOf(code: string, origin = window.location.origin): string {
  return `${origin}${paths.invitations.accept.href({}, { code })}`;
}

async function copy(value: string, done: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(done);
  } catch {
    toast.error(text.copyFailed);
  }
}

function canShare(): boolean {
  return typeof navigator.share === 'function';
}

/** Copy button of a list row: the link of a pending invitation. */
export function InvitationCopyButton({ code, name }: { readonly code: string; readonly name: string }) {
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text code>{code}</Typography.Text>
      <Button
        size="small"
        icon={<CopyOutlined aria-hidden />}
        aria-label={`${text.copy}: ${name}`}
        onClick={() => void copy(invitationLinkOf(code), text.copied)}
      >
        {text.copy}
      </Button>
    </Flex>
  );
}

export interface InvitationLinkProps {
  readonly code: string;
  readonly accountName: string;
}

/** The link and code in full, with copy and share. */
export function InvitationLink({ code, accountName }: InvitationLinkProps) {
  const link = invitationLinkOf(code);
  const linkId = useId();
  const codeId = useId();
  return (
    <Flex vertical gap={12}>
      <div>
        <label htmlFor={codeId} className="muted">
          {text.code}
        </label>
        <Flex gap={8} align="center">
          <Input id={codeId} readOnly value={code} style={{ maxWidth: 160, fontSize: 20, letterSpacing: 4 }} />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(code, text.codeCopied)}>
            {text.copyCode}
          </Button>
        </Flex>
      </div>
      <div>
        <label htmlFor={linkId} className="muted">
          {text.link}
        </label>
        <Input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(link, text.copied)}>
          {text.copy}
        </Button>
        {canShare() ? (
          <Button
            icon={<ShareAltOutlined aria-hidden />}
            onClick={() =>
              void navigator
                .share({ title: text.shareTitle(accountName), text: text.shareText(accountName, code), url: link })
                // Closing the share sheet is no error worth a word.
                .catch(() => undefined)
            }
          >
            {text.share}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
