import { Alert, Box, Button, FileInput, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  type BillingSignature,
  fitSignature,
  SIGNATURE_ACCEPT,
  SIGNATURE_BOX_PX,
  SIGNATURE_NOTE,
  signatureFileError,
} from '../../shared/invoice-signature';
import { Loading } from '../components/Loading';
import { ApiError, formMessage } from '../lib/api';
import { notifySuccess } from '../lib/notify';
import { useBillingSignature, useRemoveSignature, useSaveSignature } from './signature-queries';

/** PDF points to millimetres, for the preview's caption. */
const mm = (pt: number) => Math.round((pt * 25.4) / 72);

/**
 * Settings → Billing: the signature image every invoice, credit note, Bill of Supply and receipt
 * prints above "Authorised signatory" (issue 55 point 3, decision 314). The preview is drawn at
 * the printed size (40 × 15 mm at most); a chosen file is previewed before it is uploaded.
 */
export function BillingSignatureField() {
  const query = useBillingSignature();
  return (
    <Stack gap="xs" component="section" aria-labelledby="billing-signature-title">
      <div>
        <Title order={3} size="h5" id="billing-signature-title">
          Signature
        </Title>
        <Text size="sm" c="dimmed">
          Printed above “Authorised signatory” on invoices, credit notes, Bills of Supply and receipts.
          Without one, the documents leave the space to sign by hand.
        </Text>
      </div>
      {query.isSuccess ? <SignatureForm saved={query.data} /> : <Loading />}
    </Stack>
  );
}

function SignatureForm({ saved }: { saved: BillingSignature | null }) {
  const save = useSaveSignature();
  const remove = useRemoveSignature();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosenUrl = useObjectUrl(file && !signatureFileError(file) ? file : null);

  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? signatureFileError(next) : null);
  };
  const upload = () => {
    if (!file) return setError('Please choose the signature image');
    const refused = signatureFileError(file);
    if (refused) return setError(refused);
    save.mutate(file, {
      onSuccess: (written) => {
        notifySuccess(written.message);
        setFile(null);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fieldErrors.signature)
          setError(failure.fieldErrors.signature);
      },
    });
  };
  const failed = (save.error && !error ? formMessage(save.error) : null) ?? formMessage(remove.error);

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <SignaturePreview saved={saved} chosenUrl={chosenUrl} />
        <FileInput
          label="Signature image"
          description={SIGNATURE_NOTE}
          accept={SIGNATURE_ACCEPT}
          leftSection={<IconSignature size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen signature image' }}
          value={file}
          onChange={choose}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {saved && (
          <Button
            variant="light"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onSuccess: (written) => notifySuccess(written.message) })
            }
          >
            Remove signature
          </Button>
        )}
        <Button variant="default" onClick={upload} loading={save.isPending} disabled={!file}>
          {saved ? 'Replace signature' : 'Upload signature'}
        </Button>
      </Group>
    </Stack>
  );
}

/** The stored signature at its printed size, or the chosen file before it is uploaded. */
function SignaturePreview({
  saved,
  chosenUrl,
}: {
  saved: BillingSignature | null;
  chosenUrl: string | null;
}) {
  const [chosenSize, setChosenSize] = useState<{ width: number; height: number } | null>(null);
  const src = chosenUrl ?? saved?.url ?? null;
  // On screen at 96 px per inch: the printed points × 4/3.
  const printed = chosenUrl
    ? chosenSize && fitSignature(chosenSize.width, chosenSize.height)
    : saved && { width: saved.print_width, height: saved.print_height };
  const shown = printed
    ? { width: Math.round((printed.width * 4) / 3), height: Math.round((printed.height * 4) / 3) }
    : SIGNATURE_BOX_PX;
  return (
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      <Text size="sm" fw={500}>
        {chosenUrl ? 'Chosen signature (not uploaded yet)' : 'Current signature'}
      </Text>
      <Box
        w={SIGNATURE_BOX_PX.width + 16}
        h={SIGNATURE_BOX_PX.height + 16}
        p={8}
        data-testid="signature-preview"
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          background: '#fff',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {src ? (
          <Image
            key={src}
            src={src}
            alt={chosenUrl ? 'The chosen signature' : `The signature on invoices (${saved?.name ?? 'image'})`}
            w={shown.width}
            h={shown.height}
            fit="contain"
            onLoad={(event) => {
              if (!chosenUrl) return;
              const img = event.currentTarget;
              setChosenSize({ width: img.naturalWidth, height: img.naturalHeight });
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No signature yet
          </Text>
        )}
      </Box>
      {saved && !chosenUrl && (
        <Text size="xs" c="dimmed" data-testid="signature-size">
          {saved.width}×{saved.height} px, printed at {mm(saved.print_width)} × {mm(saved.print_height)} mm
        </Text>
      )}
    </Stack>
  );
}

/** An object URL for a chosen file, revoked when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
