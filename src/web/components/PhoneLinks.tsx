import { Anchor, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { whatsappPhone } from '../../shared/portal-options';

/**
 * A phone number staff can tap (issue 34): a tel: link that dials, and WhatsApp beside it when the
 * number is a mobile WhatsApp can open (10-digit Indian mobile or +country code).
 */
export function PhoneLinks({ phone, name }: { phone: string | null | undefined; name: string }) {
  if (!phone?.trim()) return null;
  const wa = whatsappPhone(phone);
  return (
    <Group gap="sm" wrap="wrap" component="span">
      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} c="teal.9" aria-label={`Call ${name} on ${phone}`}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconPhone size={16} aria-hidden />
          {phone}
        </Group>
      </Anchor>
      {wa && (
        <Anchor
          href={`https://wa.me/${wa}`}
          target="_blank"
          rel="noopener noreferrer"
          c="teal.9"
          aria-label={`WhatsApp ${name}`}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconBrandWhatsapp size={16} aria-hidden />
            WhatsApp
          </Group>
        </Anchor>
      )}
    </Group>
  );
}

/** An e-mail address as a mailto: link. */
export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email?.trim()) return null;
  return (
    <Anchor href={`mailto:${email}`} c="teal.9" style={{ wordBreak: 'break-all' }}>
      {email}
    </Anchor>
  );
}
