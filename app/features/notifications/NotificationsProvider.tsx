import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { NOTIFICATION_LIMITS, NOTIFICATION_TEXTS, type InboxMessage } from "./messages";

/**
 * The inbox state of the signed-in member, shared by the desktop and the mobile bell (spec 2
 * section 4): loaded after hydration, kept live over Server-Sent Events (new messages prepended,
 * duplicates by id ignored, updates replace, unread recomputed, a toast per new message), refetched
 * 2 s after the stream opens, reconnecting with back-off. Nothing of this runs for visitors.
 */
export type InboxStatus = "idle" | "loading" | "ready" | "error";
export type Interaction = "message_open" | "read_button_click" | "bell_click";

type Inbox = {
  enabled: boolean;
  messages: InboxMessage[];
  unread: number;
  status: InboxStatus;
  error: string | null;
  reload: () => Promise<void>;
  markRead: (id: string, via: Interaction) => void;
  markAllRead: () => Promise<void>;
  track: (ids: readonly string[], type: Interaction) => void;
};

const InboxContext = createContext<Inbox | null>(null);

export function useInbox(): Inbox {
  const inbox = useContext(InboxContext);
  if (!inbox) throw new Error("useInbox outside NotificationsProvider");
  return inbox;
}

async function post(body: unknown) {
  const res = await fetch("/api/notifications", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
  if (!res.ok || !json?.ok) throw new Error(json?.error ?? res.statusText);
}

/** Unread count from the loaded list, where the server's count is unknown past the list. */
function merge(list: InboxMessage[], incoming: InboxMessage): { list: InboxMessage[]; delta: number; isNew: boolean } {
  const index = list.findIndex((m) => m.id === incoming.id);
  if (index === -1) return { list: [incoming, ...list], delta: incoming.isRead ? 0 : 1, isNew: true };
  const before = list[index]!;
  const next = list.slice();
  next[index] = incoming;
  return { list: next, delta: Number(!incoming.isRead) - Number(!before.isRead), isNew: false };
}

export function NotificationsProvider({ viewerId, children }: { viewerId: string | null; children: React.ReactNode }) {
  const [messages, setMessages] = useState<InboxMessage[]>([]);
  const [unread, setUnread] = useState(0);
  const [status, setStatus] = useState<InboxStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<InboxMessage[]>([]);
  listRef.current = messages;

  const reload = useCallback(async () => {
    setStatus((s) => (s === "ready" ? s : "loading"));
    try {
      const res = await fetch("/api/notifications", { headers: { accept: "application/json" } });
      const json = (await res.json().catch(() => null)) as { ok?: boolean; error?: string; messages?: InboxMessage[]; unread?: number } | null;
      if (!res.ok || !json?.ok) throw new Error(json?.error || NOTIFICATION_TEXTS.loadErrorDefault);
      setMessages(json.messages ?? []);
      setUnread(json.unread ?? 0);
      setError(null);
      setStatus("ready");
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : NOTIFICATION_TEXTS.loadErrorDefault;
      setMessages([]);
      setUnread(0);
      setError(message);
      setStatus("error");
      toast.error(NOTIFICATION_TEXTS.loadErrorToast(message));
    }
  }, []);

  const receive = useCallback((incoming: InboxMessage) => {
    const { list, delta, isNew } = merge(listRef.current, incoming);
    listRef.current = list;
    setMessages(list);
    if (delta) setUnread((u) => Math.max(0, u + delta));
    if (isNew && !incoming.isRead) {
      toast(incoming.messageType === "admin" ? NOTIFICATION_TEXTS.toastAdmin : NOTIFICATION_TEXTS.toastNew, { description: incoming.title });
    }
  }, []);

  const markAllLocal = useCallback((at: string) => {
    setMessages((list) => list.map((m) => (m.isRead ? m : { ...m, isRead: true, readAt: at })));
    setUnread(0);
  }, []);

  // Load and subscribe after hydration, for signed-in members only.
  useEffect(() => {
    if (!viewerId) return;
    void reload();
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    let delay: number = NOTIFICATION_LIMITS.reconnectMinMs;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      source = new EventSource("/api/notifications/stream");
      source.addEventListener("ready", () => {
        delay = NOTIFICATION_LIMITS.reconnectMinMs;
        clearTimeout(refetchTimer);
        refetchTimer = setTimeout(() => void reload(), NOTIFICATION_LIMITS.refetchAfterSubscribeMs);
      });
      source.addEventListener("message", (e) => {
        try {
          receive(JSON.parse((e as MessageEvent<string>).data) as InboxMessage);
        } catch {
          // a broken event is skipped
        }
      });
      source.addEventListener("read_all", (e) => {
        const at = (JSON.parse((e as MessageEvent<string>).data) as { at?: string }).at ?? new Date().toISOString();
        markAllLocal(at);
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        retryTimer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, NOTIFICATION_LIMITS.reconnectMaxMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retryTimer);
      clearTimeout(refetchTimer);
    };
  }, [viewerId, reload, receive, markAllLocal]);

  const track = useCallback((ids: readonly string[], type: Interaction) => {
    if (ids.length === 0) return;
    for (let i = 0; i < ids.length; i += 100) void post({ intent: "track", type, ids: ids.slice(i, i + 100) }).catch(() => undefined);
  }, []);

  const markRead = useCallback(
    (id: string, via: Interaction) => {
      const message = listRef.current.find((m) => m.id === id);
      track([id], via);
      if (!message || message.isRead) return;
      receive({ ...message, isRead: true, readAt: new Date().toISOString() });
      // A failure to mark as read is ignored (spec 2 section 8).
      void post({ intent: "read", id }).catch(() => undefined);
    },
    [receive, track],
  );

  const markAllRead = useCallback(async () => {
    try {
      await post({ intent: "read_all" });
      markAllLocal(new Date().toISOString());
      toast.success(NOTIFICATION_TEXTS.allRead);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : NOTIFICATION_TEXTS.panelCrashDefault);
    }
  }, [markAllLocal]);

  const value = useMemo<Inbox>(
    () => ({ enabled: Boolean(viewerId), messages, unread, status, error, reload, markRead, markAllRead, track }),
    [viewerId, messages, unread, status, error, reload, markRead, markAllRead, track],
  );
  return <InboxContext.Provider value={value}>{children}</InboxContext.Provider>;
}
