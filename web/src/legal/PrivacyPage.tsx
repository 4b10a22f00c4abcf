import type { ScreenProps } from '../routing/screenProps.ts';
import { LegalDocument } from './LegalDocument.tsx';
import { PRIVACY_SECTIONS } from './privacyContent.ts';

export default function PrivacyPage(_props: ScreenProps) {
  return <LegalDocument title="Política de privacidad" sections={PRIVACY_SECTIONS} />;
}
