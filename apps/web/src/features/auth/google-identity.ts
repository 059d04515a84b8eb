/** The slice of Google Identity Services' token client that the sign-in button uses. */
type TokenResponse = { access_token?: string; error?: string };
type TokenClient = { requestAccessToken: () => void };
type GoogleAccounts = {
  oauth2: {
    initTokenClient: (config: {
      client_id: string;
      scope: string;
      callback: (response: TokenResponse) => void;
      error_callback?: (error: { type: string }) => void;
    }) => TokenClient;
  };
};

/** Google's script installs `window.google`; read through this type rather than widening Window for everyone. */
type WindowWithGoogle = Window & { google?: { accounts: GoogleAccounts } };

function googleAccounts(): GoogleAccounts | undefined {
  return (window as WindowWithGoogle).google?.accounts;
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

let scriptLoad: Promise<GoogleAccounts> | null = null;

/** Loads Google's script once per page; later callers share the same load. */
export function loadGoogleIdentity(): Promise<GoogleAccounts> {
  const loaded = googleAccounts();
  if (loaded !== undefined) return Promise.resolve(loaded);
  scriptLoad ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const accounts = googleAccounts();
      if (accounts === undefined) reject(new Error('Google Identity Services did not initialise'));
      else resolve(accounts);
    };
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Failed to load Google Identity Services'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** Opens Google's consent popup; resolves with an access token the server checks against our client id. */
export function requestGoogleAccessToken(accounts: GoogleAccounts, clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else reject(new Error(response.error ?? 'No access token'));
      },
      error_callback: (error) => reject(new Error(error.type)),
    });
    client.requestAccessToken();
  });
}
