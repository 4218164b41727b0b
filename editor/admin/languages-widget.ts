// The "languages" widget: a data file's wording (the figures, the travel plans, the notice) with
// each language in a column of its own, so that an editor translates with the English beside it.
// It is Decap's own object widget with its fields laid out differently, not a widget of our own.
import type { ReactNode } from "react";
import { decap, type Immutable } from "./decap.ts";
import { noteEntry } from "./notice-entry.ts";

/**
 * The "languages" widget (editor/schema-fields.ts gives it to a data file's wording): Decap's own
 * object widget, with each language's fields in a column of its own marked with its language
 * (`data-kgc-locale`), which admin.css lays out side by side and right-to-left.ts writes right to
 * left for Arabic. Extending the object widget keeps its validation, collapsing and focus.
 */
export function registerLanguagesWidget() {
  const object = decap.CMS.getWidget("object");
  const h = decap.h;
  class LanguagesControl extends object.control {
    // Decap's object control calls it with its fields (a list), or with its one field when it has a single one.
    override renderFields = (
      fields: { map(column: (field: Immutable, index: number) => ReactNode): Iterable<ReactNode> } | null,
      single: Immutable,
    ) => {
      // The texts' latest state, for the checks of other fields (the notice's dates, notice-editor.ts).
      noteEntry(this.props.entry);
      if (!fields) return this.controlFor(single);
      const column = (field: Immutable, index: number) =>
        h(
          "div",
          { key: String(field.get("name")), className: "kgc-language", "data-kgc-locale": String(field.get("name")) },
          this.controlFor(field, index),
        );
      // The outer box is the one whose width the columns follow (a container query in admin.css).
      return h("div", { className: "kgc-languages" }, h("div", { className: "kgc-language-columns" }, fields.map(column)));
    };
  }
  decap.CMS.registerWidget({
    name: "languages",
    controlComponent: LanguagesControl,
    previewComponent: object.preview,
    schema: object.schema,
  });
}
