import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSurveyLink } from './plan-link-queries';
import { ShareButtons } from './ShareButtons';

/**
 * The assessment questionnaire's link (issue 28): staff see and copy it, and share it like the
 * plan link. Without SMTP the questionnaire e-mail only waits in the outbox: the panel says so.
 */
export function SurveyLinkShare({ packageId }: { packageId: number }) {
  const link = useSurveyLink(packageId);
  const view = link.data;
  if (!view) return null;
  return (
    <Stack gap="xs" data-testid="survey-link-share">
      <Title order={2} size="h5">
        Assessment questionnaire link
      </Title>
      {view.mail_mode === 'outbox' && (
        <Alert color="yellow" p="xs">
          <Text size="sm">
            E-mail is not set up on this server: questionnaire e-mails wait in the outbox and do not reach the
            client. Share the link below instead.
          </Text>
        </Alert>
      )}
      {view.url && view.message ? (
        <ShareButtons
          label="Questionnaire link"
          url={view.url}
          message={view.message}
          whatsappPhone={view.whatsapp_phone}
          email={view.email}
          emailSubject={view.email_subject}
        />
      ) : (
        <Text size="sm">
          The questionnaire has not been sent for this package yet: set the package’s status to “Send
          Assessment Form” to send it.
        </Text>
      )}
    </Stack>
  );
}
