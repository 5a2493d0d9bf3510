import { Alert, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuthResult } from './useAuthWrite';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack w="100%" maw={400} gap="md">
        <Stack align="center" gap={4}>
          <Image src="/favicon.svg" alt="" w={44} h={44} />
          <Text fw={700} size="xl" c="teal.9">
            NutriDesk
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Title order={1} size="h3" mb={subtitle ? 4 : 'md'}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" mb="md">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}

/** The server's answer above the fields: green when it worked, red (announced at once) when not. */
export function AuthAnswer({ result, children }: { result: AuthResult; children?: ReactNode }) {
  if (!result) return null;
  return (
    <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
      {result.text}
      {children}
    </Alert>
  );
}
