import type { ScreenProps } from '../routing/screenProps.ts';
import { LegalDocument } from './LegalDocument.tsx';
import { TERMS_SECTIONS } from './termsContent.ts';

export default function TermsPage(_props: ScreenProps) {
  return <LegalDocument title="Términos y condiciones" sections={TERMS_SECTIONS} />;
}
