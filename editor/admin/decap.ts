// The little of Decap CMS the editor page's own code uses. decap-cms.js (its prebuilt bundle,
// loaded by the page beside admin.js) sets it on `window`: `CMS`, and React's `h` (createElement)
// and `createClass`, with which the page's widgets and preview are made. The bundle ships no types:
// these follow Decap's documentation (custom widgets, custom previews, event listeners) for what is
// called here, and React's own types for `h`.
import type { Component, ComponentClass, ComponentType, createElement, ReactNode } from "react";

/** An Immutable.js value as Decap hands it (a field's configuration, a part of an entry's data). */
export interface Immutable {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  setIn(path: readonly string[], value: unknown): Immutable;
  toJS(): unknown;
}

/** An entry: the file being edited, with its data. */
export interface Entry extends Immutable {
  get(key: "data"): Immutable;
  get(key: "collection" | "slug" | "path"): string | undefined;
}

/** What Decap gives a widget's control. */
export type WidgetProps = {
  entry: Entry;
  field: Immutable;
  value: unknown;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};

/** A component Decap renders as a class, `this` being the component: its props, state and spec's own members. */
export type ComponentThis<Props, State> = { props: Props; state: State; setState(state: Partial<State>): void };

/** Decap's object widget's control: the languages widget extends it. */
type ObjectControl = new (
  props: WidgetProps,
) => Component<WidgetProps> & { controlFor(field: Immutable, index?: number): ReactNode; renderFields?: unknown };

type SaveListener = { name: "preSave" | "postSave"; handler(event: { entry: Entry }): unknown };

type DecapWindow = {
  /** Set before decap-cms.js runs: Decap waits for `CMS.init` (admin.ts fetches the configuration first). */
  CMS_MANUAL_INIT: boolean;
  CMS: {
    init(options: { config: unknown }): void;
    getWidget(name: "object"): { control: ObjectControl; preview: ComponentType; schema: unknown };
    registerWidget(name: string, control: ComponentType<WidgetProps>): void;
    registerWidget(widget: {
      name: string;
      controlComponent: ComponentType<WidgetProps>;
      previewComponent: unknown;
      schema: unknown;
    }): void;
    registerEventListener(listener: SaveListener): void;
    registerPreviewTemplate(name: string, component: ComponentType<{ entry: Entry }>): void;
    registerPreviewStyle(style: string, options: { raw: true }): void;
  };
  h: typeof createElement;
  /** create-react-class: each method of `spec` is called with the component as `this` (typed by its `this` parameter). */
  createClass<Props>(spec: object): ComponentClass<Props>;
};

/** The window, with what decap-cms.js puts on it (read once the page has loaded it). */
export const decap = window as unknown as Window & DecapWindow;

/** An Immutable value as plain data; a plain value as it is. */
export const plain = (value: unknown): unknown =>
  value && typeof value === "object" && "toJS" in value && typeof value.toJS === "function" ? value.toJS() : value;
