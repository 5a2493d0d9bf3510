import { FeaturePending } from '../components/FeaturePending';

export default function ClientPackagesSection(_props: { clientId: number }) {
  return <FeaturePending title="Package Details" />;
}
