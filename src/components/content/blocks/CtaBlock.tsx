import * as React from 'react';
import { CallToAction } from '../../common/CallToAction';
import type { BlockProps, BlockView } from './blockView';

function CtaBlock({ block }: BlockProps<'cta'>) {
  return <CallToAction title={block.title} text={block.text} />;
}

export const ctaBlock: BlockView<'cta'> = { Band: CtaBlock, holdsAsides: false };
