/** The chat login (consumer spec §7 /api/generateDecagonToken): who, when, and the BFF's signature. */
export type ChatToken = { readonly user_id: string; readonly signature: string; readonly epoch: number };

/** What the portal needs of the chat vendor's widget once its script has loaded. */
export type ChatVendor = {
  readonly authenticate: (token: ChatToken) => void;
  readonly open: () => void;
};

/**
 * The chat as the composition root binds it: the vendor's script URL from the configuration
 * (`VITE_CHAT_SCRIPT_URL`, docs/ui/consumer.md; none means no chat, the widget then offers the hotline and
 * the contact page), how the script is loaded, and where failures are logged.
 */
export type ChatEnvironment = {
  readonly scriptUrl: string | undefined;
  readonly load: (scriptUrl: string) => Promise<ChatVendor>;
  readonly log: (message: string, error?: unknown) => void;
};

/** The vendor's global as its script installs it (Decagon's web widget). */
type DecagonGlobal = {
  setUserId?: (userId: string) => void;
  setMetadata?: (metadata: Record<string, unknown>) => void;
  open?: () => void;
};

const decagonOf = (window: Window): DecagonGlobal | undefined =>
  (window as Window & { decagon?: DecagonGlobal }).decagon;

/** The browser's chat: one script tag per page, reused by every later open. */
export const browserChatEnvironment = (window: Window, scriptUrl: string | undefined): ChatEnvironment => {
  const loaded = new Map<string, Promise<ChatVendor>>();
  const inject = (url: string) =>
    new Promise<ChatVendor>((resolve, reject) => {
      const script = window.document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const vendor = decagonOf(window);
        if (!vendor?.open) {
          reject(new Error('the chat script installed no widget'));
          return;
        }
        resolve({
          authenticate: (token) => {
            vendor.setUserId?.(token.user_id);
            vendor.setMetadata?.({ signature: token.signature, epoch: token.epoch });
          },
          open: () => vendor.open?.(),
        });
      };
      script.onerror = () => reject(new Error(`the chat script ${url} did not load`));
      window.document.head.append(script);
    });
  return {
    scriptUrl: scriptUrl?.trim() || undefined,
    load: (url) => {
      const existing = loaded.get(url);
      if (existing) return existing;
      const loading = inject(url);
      // A failed load may be tried again on the next open.
      loading.catch(() => loaded.delete(url));
      loaded.set(url, loading);
      return loading;
    },
    log: (message, error) => console.warn(`[chat] ${message}`, error ?? ''),
  };
};
