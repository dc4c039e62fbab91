import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';

interface CheckListProps {
  items: readonly React.ReactNode[];
}

function CheckListItems({ items, compact }: CheckListProps & { compact: boolean }) {
  return (
    <>
      {items.map((item, index) => (
        <ListItem key={typeof item === 'string' ? item : index} disableGutters>
          <ListItemIcon sx={{ minWidth: compact ? 36 : 40 }}>
            <CheckCircleOutlinedIcon aria-hidden="true" color="primary" fontSize={compact ? 'small' : undefined} />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </>
  );
}

/** A list of points at reading width, each marked with a check icon (e.g. the reasons to choose us). */
export function CheckList({ items }: CheckListProps) {
  return (
    <List sx={{ maxWidth: '72ch' }}>
      <CheckListItems items={items} compact={false} />
    </List>
  );
}

/** The same list, dense and with small icons, for inside a card. */
export function CompactCheckList({ items, sx }: CheckListProps & { sx?: SxProps<Theme> }) {
  return (
    <List dense sx={sx}>
      <CheckListItems items={items} compact />
    </List>
  );
}
