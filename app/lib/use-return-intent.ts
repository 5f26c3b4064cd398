import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { readReturnIntent, withoutReturnIntent, type SignInPrompt } from "./return-intent";

/**
 * Opens what the visitor wanted before signing in (app/lib/return-intent.ts): when the page's
 * query holds the intent of `prompt` and `enabled` (e.g. a viewer is signed in), `onReturn` runs
 * once with the intent's target, and the parameter is removed from the URL (replace, scroll kept),
 * so a reload or Back does not open the dialog again. With `only` given, just that target (null:
 * the intent without a target) counts.
 */
export function useReturnIntent(prompt: SignInPrompt, onReturn: (target: string | null) => void, enabled = true, only?: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const intent = readReturnIntent(location.search, prompt);
  const active = intent !== null && enabled && (only === undefined || intent.target === only);
  const target = intent?.target ?? null;
  const handled = useRef<string | null>(null);
  const open = useEffectEvent(() => {
    onReturn(target);
    void navigate(
      { pathname: location.pathname, search: withoutReturnIntent(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  });

  useEffect(() => {
    if (!active || handled.current === location.key) return;
    handled.current = location.key;
    open();
  }, [active, location.key]);
}
