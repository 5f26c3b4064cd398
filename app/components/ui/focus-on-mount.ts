import { useEffect } from "react";

/**
 * Moves the focus to the element with `id` when the calling component mounts: for a field that
 * appears on a click (a reply form, the editor's link field). `autoFocus` alone is not enough in
 * the browser: Preact does not focus such a field itself, and the browser's autofocus serves
 * only the first one inserted into a document (a second reply form in the same tab got none).
 */
export function useFocusOnMount(id: string) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
}
