import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSupportUrl } from '../../api/configurations';

/** The external support chat (spec §2): opens in a new tab, never inside the app. */
export function SupportLink({ children, ...props }: AnchorProps & { children: ReactNode }) {
  const url = useSupportUrl();
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Anchor>
  );
}
