import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { METHOD_WORDS, OTHER_SESSIONS } from '../../shared/security-options';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { SettingsSection } from '../components/SettingsSection';
import { ApiError } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { passkeysSupported } from './passkey-browser';
import {
  useAddPasskey,
  useEndSession,
  usePasskeys,
  useRemovePasskey,
  useSessions,
  useTotpConfirm,
  useTotpDisable,
  useTotpRequire,
  useTotpSetup,
  useTotpStatus,
} from './security-queries';

/** Settings → Security (issue 51 point 3): passkeys, the authenticator app, sessions, sign-ins. */
export default function SecurityTab() {
  return (
    <Stack gap="lg" maw={960}>
      <PasskeysSection />
      <AuthenticatorSection />
      <SessionsSection />
      <SignInsSection />
    </Stack>
  );
}

/** One row of a short list: its lines on the left, its action on the right (wraps on a phone). */
function Row({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="xs" component="li" data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {children}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

const List = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
    {children}
  </Stack>
);

function PasskeysSection() {
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const supported = passkeysSupported();

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(name, {
      onSuccess: (w) => {
        setName('');
        notifySuccess(w.message);
      },
    });
  }

  return (
    <SettingsSection
      title="Passkeys"
      description="Sign in with the screen lock of your phone or laptop instead of a password. Nobody guessing your password can block a passkey. Lost every passkey? “E-mail me a sign-in link” on the sign-in page still gets you in."
    >
      {list.data && list.data.length > 0 ? (
        <List label="Your passkeys">
          {list.data.map((p) => (
            <Row
              key={p.id}
              testId="passkey-row"
              action={
                <Button
                  variant="default"
                  size="xs"
                  loading={remove.isPending && remove.variables === p.id}
                  onClick={() => {
                    if (window.confirm(`Remove the passkey “${p.name}”?`))
                      remove.mutate(p.id, {
                        onSuccess: (w) => notifySuccess(w.message),
                        onError: notifyFailure,
                      });
                  }}
                  aria-label={`Remove passkey ${p.name}`}
                >
                  Remove
                </Button>
              }
            >
              <Text fw={600} size="sm">
                {p.name}{' '}
                {p.synced && (
                  <Badge variant="light" size="sm">
                    Synced
                  </Badge>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                Added {formatDateTime(p.created_at)}
                {p.last_used_at ? ` · last used ${formatDateTime(p.last_used_at)}` : ' · not used yet'}
              </Text>
            </Row>
          ))}
        </List>
      ) : (
        list.isSuccess && (
          <Text size="sm" data-testid="no-passkeys">
            No passkeys yet.
          </Text>
        )
      )}
      {supported ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name (optional)"
              placeholder="e.g. My phone"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={add.isPending}>
              Add a passkey
            </Button>
          </Group>
          {add.error && (
            <Alert color="red" role="alert" mt="sm">
              {add.error.message}
            </Alert>
          )}
        </form>
      ) : (
        <Text size="sm">This browser cannot use passkeys.</Text>
      )}
    </SettingsSection>
  );
}

function CodeForm({
  label,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const fieldMessage = error instanceof ApiError ? error.fieldErrors.code : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(code);
      }}
      noValidate
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={fieldMessage ?? (error ? error.message : undefined)}
          onChange={(e) => setCode(e.currentTarget.value)}
          style={{ flex: '0 1 200px' }}
        />
        <Button type="submit" loading={pending} mt={25}>
          {label}
        </Button>
      </Group>
    </form>
  );
}

function AuthenticatorSection() {
  const user = useCurrentUser();
  const status = useTotpStatus();
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const disable = useTotpDisable();
  const requireAll = useTotpRequire();
  const enabled = status.data?.enabled ?? false;
  const shown = setup.data?.data;

  return (
    <SettingsSection
      title="Authenticator app"
      description="After your password (or an e-mail link), a 6-digit code from an app on your phone such as Google Authenticator or Microsoft Authenticator. A passkey sign-in needs no code."
    >
      {status.data && (
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light" data-testid="totp-status">
            {enabled ? 'On' : 'Off'}
          </Badge>
          {status.data.required && (
            <Text size="sm" c="dimmed">
              Your practice requires an authenticator app for all staff.
            </Text>
          )}
        </Group>
      )}
      {status.data && !enabled && !shown && (
        <Group>
          <Button variant="default" loading={setup.isPending} onClick={() => setup.mutate()}>
            Set up an authenticator app
          </Button>
        </Group>
      )}
      {!enabled && shown && (
        <Stack gap="xs">
          <Text size="sm">Scan this code with the app, then enter the code it shows.</Text>
          <Image src={shown.qr} alt="QR code for your authenticator app" w={180} h={180} />
          <Text size="xs" c="dimmed">
            Cannot scan? Type this key into the app: <Code data-testid="totp-secret">{shown.secret}</Code>
          </Text>
          <CodeForm
            label="Turn on"
            pending={confirm.isPending}
            error={confirm.error}
            onSubmit={(code) =>
              confirm.mutate(code, {
                onSuccess: (w) => {
                  setup.reset();
                  notifySuccess(w.message);
                },
              })
            }
          />
        </Stack>
      )}
      {enabled && (
        <CodeForm
          label="Turn off"
          pending={disable.isPending}
          error={disable.error}
          onSubmit={(code) => disable.mutate(code, { onSuccess: (w) => notifySuccess(w.message) })}
        />
      )}
      {!isNutritionist(user) && status.data && (
        <Switch
          label="Require an authenticator app for all staff"
          description="Everyone without one sets it up at their next sign-in with a password or an e-mail link."
          checked={status.data.required}
          disabled={requireAll.isPending}
          onChange={(e) =>
            requireAll.mutate(e.currentTarget.checked, {
              onSuccess: (w) => notifySuccess(w.message),
              onError: notifyFailure,
            })
          }
        />
      )}
    </SettingsSection>
  );
}

function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <SettingsSection title="Active sessions" description="Browsers signed in to your account now.">
      {sessions.data && sessions.data.sessions.length > 1 && (
        <Group>
          <Button
            variant="default"
            loading={end.isPending && end.variables === OTHER_SESSIONS}
            onClick={() =>
              end.mutate(OTHER_SESSIONS, {
                onSuccess: (w) => notifySuccess(w.message),
                onError: notifyFailure,
              })
            }
          >
            Sign out all other browsers
          </Button>
        </Group>
      )}
      {sessions.data && (
        <List label="Active sessions">
          {sessions.data.sessions.map((s) => (
            <Row
              key={s.id}
              testId="session-row"
              action={
                s.current ? (
                  <Badge variant="light" color="teal">
                    This browser
                  </Badge>
                ) : (
                  <Button
                    variant="default"
                    size="xs"
                    loading={end.isPending && end.variables === s.id}
                    onClick={() =>
                      end.mutate(s.id, { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure })
                    }
                    aria-label={`Sign out ${s.browser} at ${s.ip ?? 'an unknown address'}`}
                  >
                    Sign out
                  </Button>
                )
              }
            >
              <Text fw={600} size="sm">
                {s.browser}
              </Text>
              <Text size="xs" c="dimmed">
                {s.ip ?? 'Unknown address'} · signed in {formatDateTime(s.created_at)} · last active{' '}
                {formatDateTime(s.last_seen_at)}
              </Text>
            </Row>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}

function SignInsSection() {
  const sessions = useSessions();
  const events = sessions.data?.sign_ins ?? [];
  return (
    <SettingsSection
      title="Recent sign-ins"
      description="The last 20 sign-ins to your account, and wrong authenticator codes."
    >
      {sessions.isSuccess && events.length === 0 && <Text size="sm">No sign-ins recorded yet.</Text>}
      {events.length > 0 && (
        <List label="Recent sign-ins">
          {events.map((e, i) => (
            <Row key={`${e.at}-${i}`} testId="sign-in-row">
              <Text fw={600} size="sm" c={e.succeeded ? undefined : 'red.9'}>
                {formatDateTime(e.at)} · {METHOD_WORDS[e.method] ?? e.method}
              </Text>
              <Text size="xs" c="dimmed">
                {e.ip ?? 'Unknown address'} · {e.browser}
              </Text>
            </Row>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
