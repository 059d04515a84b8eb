// The package registers the <elevenlabs-convai> element when imported and exports nothing the app uses.
declare module '@elevenlabs/convai-widget-embed';
