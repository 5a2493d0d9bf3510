import { FeaturePending } from '../components/FeaturePending';

export default function Page() {
  return <FeaturePending title="Nutrition Plan" />;
}
