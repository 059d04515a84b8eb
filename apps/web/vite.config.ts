import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ and the API on one origin; in `vite` dev the API calls are proxied to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:8000' },
  },
});
