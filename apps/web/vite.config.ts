import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ and the API on one origin; in `vite` dev the API calls are proxied to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            // The voice agent's widget is loaded only when an ElevenLabs interview opens: it keeps its own chunk.
            { name: 'vendor', test: /node_modules[\\/](?!@elevenlabs[\\/])/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8000' },
  },
});
