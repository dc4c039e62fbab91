import type * as React from 'react';
import type { ButtonProps } from '@mui/material/Button';
import { lazyStaticIsland } from '../layout/StaticIsland';

/**
 * A link that looks like MUI's Button, for content that is otherwise interactive (a carousel's section):
 * a static island, so Button's code is fetched only when it renders in the browser.
 */
export const ButtonLink = lazyStaticIsland(() =>
  import('@mui/material/Button').then((m) => m.default as React.ComponentType<ButtonProps & { href: string }>),
);
