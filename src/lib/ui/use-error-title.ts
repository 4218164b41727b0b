import { useEffect } from "react";

/**
 * While `inError` holds, the page's title starts with `prefix` ("Error:" in the page's language), as
 * GOV.UK does after a submit that found errors: a screen reader announces the title first, and the
 * browser's tab and history show that the form was not accepted. The title comes back as it was.
 */
export function useErrorTitle(inError: boolean, prefix: string) {
  useEffect(() => {
    if (!inError) return;
    const title = document.title;
    const marked = `${prefix} ${title}`;
    document.title = marked;
    return () => {
      // A navigation may have set the next page's title meanwhile: leave that one alone.
      if (document.title === marked) document.title = title;
    };
  }, [inError, prefix]);
}
