import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { whatsappUrl } from '../../shared/portal-options';

type Props = {
  /** What the link is, for names: 'Plan link', 'Questionnaire link'. */
  label: string;
  url: string;
  message: string;
  whatsappPhone: string | null;
  /** The client's address, when known: the mail app opens addressed to them. */
  email: string | null;
  emailSubject: string;
  /** Called when a share button is used (the planner marks its plan shared). */
  onShare?: () => void;
};

/**
 * The link in a read-only field, then Copy link, Share on WhatsApp (wa.me with the client's
 * number when there is one) and Email (the mail app, with the same words).
 */
export function ShareButtons({ label, url, message, whatsappPhone, email, emailSubject, onShare }: Props) {
  const mailto = `mailto:${email ? encodeURIComponent(email) : ''}?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(message)}`;
  return (
    <>
      <TextInput label={label} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={() => {
                copy();
                onShare?.();
              }}
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          // WhatsApp green, dark enough for white text (axe: 4.5:1).
          color="#1b6e30"
          component="a"
          href={whatsappUrl(whatsappPhone, message)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
          onClick={onShare}
        >
          Share on WhatsApp
        </Button>
        <Button
          size="xs"
          variant="default"
          component="a"
          href={mailto}
          onClick={onShare}
          leftSection={<IconMail size={14} aria-hidden />}
        >
          Email
        </Button>
      </Group>
    </>
  );
}
