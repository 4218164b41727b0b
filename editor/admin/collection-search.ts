// Finding a collection by its name in Decap's search: Decap searches the entries' text only, so a
// search for "notice" or "figures" found nothing. This lists, above its results, the collections
// whose name or description holds the words searched for.
import { paragraph } from "./paragraph.ts";

/** What the search needs of a collection of config.json; admin.ts passes the writer's collections (editor/config.ts), so the type check holds the two together. */
export type DecapCollection = { name: string; label: string; description?: string; files?: Array<{ name: string }> };

/**
 * Decap's search looks inside entries, not at the collections' names: a search for "notice" found
 * nothing. Above its results, list the collections whose name or description holds the words.
 */
export function findCollectionsByName(collections: DecapCollection[]) {
  const box = document.createElement("nav");
  box.className = "kgc-search-collections";
  box.setAttribute("aria-label", "Collections found");
  const update = () => {
    const term = /^#\/search\/(.+)$/.exec(location.hash)?.[1];
    const words = term ? decodeURIComponent(term).toLowerCase().split(/\s+/).filter(Boolean) : [];
    const found = words.length
      ? collections.filter((collection) =>
          words.every((word) => `${collection.label} ${collection.description ?? ""}`.toLowerCase().includes(word)),
        )
      : [];
    box.replaceChildren();
    if (!found.length) return box.remove();
    box.append(paragraph("Collections:"));
    const list = document.createElement("ul");
    for (const collection of found) {
      const link = document.createElement("a");
      const single = collection.files?.length === 1 ? collection.files[0] : undefined;
      link.href = single ? `#/collections/${collection.name}/entries/${single.name}` : `#/collections/${collection.name}`;
      link.textContent = collection.label;
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    box.append(list);
    if (!box.isConnected) document.body.append(box);
  };
  window.addEventListener("hashchange", update);
  update();
}
