import { StyleSheet, Text, View } from '@react-pdf/renderer';

/** The practice's teal on every PDF it sends (plan, progress report). */
export const PDF_TEAL = '#0b6e63';

const styles = StyleSheet.create({
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 32,
    right: 32,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    fontSize: 8,
    color: '#555555',
  },
  footerContact: { flex: 1, paddingRight: 12 },
});

/** The footer of every page: the letterhead's contact lines (pdf-identity.ts) and "Page n of m". */
export function PdfFooter({ lines }: { lines: readonly string[] }) {
  return (
    <View style={styles.footer} fixed>
      <View style={styles.footerContact}>
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </View>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
