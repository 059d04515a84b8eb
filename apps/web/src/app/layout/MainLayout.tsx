import { Container } from '@mui/material';
import { Outlet } from 'react-router';
import { TopBar } from './TopBar.tsx';

export function MainLayout() {
  return (
    <>
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </>
  );
}
