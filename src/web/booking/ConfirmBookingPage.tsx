import { Alert, Box, Container, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { wallClockWords } from '../../shared/appointment-time';
import type { ApiError } from '../lib/api';
import { DEVANAGARI_FACE } from '../lib/devanagari-font';
import { useConfirmBooking } from './booking-queries';
import { bookingText, messageIn, rememberedLanguage } from './booking-words';

/** The visitor's one-time e-mail link, `/book/confirm/{token}` (decision 297). */
export default function ConfirmBookingPage() {
  const { token = '' } = useParams();
  const [lang] = useState(rememberedLanguage);
  const confirm = useConfirmBooking(token);
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
  const result = confirm.data?.data;
  return (
    <Box bg="gray.0" mih="100vh" py="md" component="main">
      <style>{DEVANAGARI_FACE}</style>
      <Container size="sm" px="sm">
        <Title order={1} size="h3" mb="md">
          {bookingText(lang, 'title')}
        </Title>
        {confirm.isError ? (
          <Alert color="red" role="alert" data-testid="booking-error">
            {messageIn(lang, (confirm.error as ApiError).message)}
          </Alert>
        ) : result ? (
          <Paper withBorder p="md" data-testid="booking-confirmed">
            <Title order={2} size="h4" mb="xs">
              {bookingText(lang, result.status === 'requested' ? 'requested' : 'confirmed')}
            </Title>
            <Text>
              {bookingText(lang, result.status === 'requested' ? 'requestedText' : 'confirmedText', {
                type: result.type_name,
                name: result.nutritionist_name,
                when: wallClockWords(result.local, lang === 'hi' ? 'hi-IN' : 'en-IN'),
              })}
            </Text>
          </Paper>
        ) : (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{bookingText(lang, 'confirming')}</Text>
          </Group>
        )}
      </Container>
    </Box>
  );
}
