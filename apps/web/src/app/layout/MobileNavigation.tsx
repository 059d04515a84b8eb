import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { NavLink } from 'react-router';
import type { User } from '@viva/contracts';
import type { NavItem } from '../navigation.ts';

type MobileNavigationProps = {
  isOpen: boolean;
  onClose: () => void;
  items: NavItem[];
  user: User;
};

/** The collapsible menu of small screens; it also shows who is signed in (spec part 1 §2). */
export function MobileNavigation({ isOpen, onClose, items, user }: MobileNavigationProps) {
  return (
    <Drawer
      id="mobile-navigation"
      anchor="left"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
    >
      <Box sx={{ width: 260 }}>
        <Box sx={{ px: 2, py: 2 }}>
          {user.full_name !== null && <Typography sx={{ fontWeight: 600 }}>{user.full_name}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <nav aria-label="Main navigation">
          <List>
            {items.map((item) => (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  end={item.path === '/'}
                  onClick={onClose}
                  sx={{ '&.active': { backgroundColor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Box>
    </Drawer>
  );
}
