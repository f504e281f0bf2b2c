/** Sets the tab title while a page is shown (screen readers announce it on navigation). */
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
