import { useState } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/useAuth.ts';
import { visibleNavItems } from '../navigation.ts';
import { MobileNavigation } from './MobileNavigation.tsx';

/** Wide screens show the links in the bar; narrower ones get the collapsible menu (spec part 1 §2). */
const DESKTOP = 'md';

export function TopBar() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const items = visibleNavItems(user?.role);

  const handleSignOut = () => {
    logout();
    navigate('/');
  };

  return (
    <AppBar position="static" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {items.length > 0 && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation menu"
            aria-controls={isMenuOpen ? 'mobile-navigation' : undefined}
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', [DESKTOP]: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}
        >
          Viva
        </Typography>
        {items.length > 0 && (
          <Box
            component="nav"
            aria-label="Main navigation"
            sx={{ display: { xs: 'none', [DESKTOP]: 'flex' }, gap: 0.5, flexWrap: 'wrap' }}
          >
            {items.map((item) => (
              <Button
                key={item.path}
                component={NavLink}
                to={item.path}
                end={item.path === '/'}
                color="inherit"
                sx={{
                  // Darker, not lighter, keeps the white label's contrast; the underline does not rely on colour.
                  '&.active': {
                    backgroundColor: 'rgba(0, 0, 0, 0.28)',
                    textDecoration: 'underline',
                    textUnderlineOffset: '6px',
                  },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {user !== null && (
          <>
            <Typography
              noWrap
              sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}
              data-testid="user-full-name"
            >
              {user.full_name ?? user.email}
            </Typography>
            <Tooltip title="Settings">
              <IconButton component={RouterLink} to="/settings" color="inherit" aria-label="Settings">
                <SettingsIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        {user === null ? (
          <Button color="inherit" variant="outlined" onClick={() => navigate('/login')}>
            Sign In
          </Button>
        ) : (
          <Button color="inherit" variant="outlined" onClick={handleSignOut}>
            Sign Out
          </Button>
        )}
      </Toolbar>
      {user !== null && (
        <MobileNavigation
          isOpen={isMenuOpen}
          onClose={() => setIsMenuOpen(false)}
          items={items}
          user={user}
        />
      )}
    </AppBar>
  );
}
