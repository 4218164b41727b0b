// The editor's own widget and preview for the site notice (decisions 160 and 162):
// - "gaza-datetime", here: a date and time picker on Gaza's clock, with Gaza's time now and the
//   chosen time on the editor's own clock beside it; it refuses, before saving, a missing date when
//   the notice has text and an end that does not follow the start, naming the field.
// - the notice's preview (notice-preview.ts): the notice as the pages show it, in each language.
import { gazaInstant, gazaTimeZone, onGazaClock } from "#model/gaza-clock.ts";
import { type ComponentThis, decap, type WidgetProps } from "./decap.ts";
import { dateProblem, inWords } from "./notice-dates.ts";
import { hasText, latestEntry, noteEntry } from "./notice-entry.ts";
import { type NoticeLanguages, registerNoticePreview } from "./notice-preview.ts";

/** Registers the notice's date widget and its preview. */
export function registerNoticeEditor(languages: NoticeLanguages) {
  decap.CMS.registerWidget("gaza-datetime", gazaDateTimeControl());
  registerNoticePreview(languages);
}

type DateControl = ComponentThis<WidgetProps, { now: number }> & { timer?: ReturnType<typeof setInterval> };

function gazaDateTimeControl() {
  const h = decap.h;
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return decap.createClass<WidgetProps>({
    getInitialState() {
      return { now: Date.now() };
    },
    componentDidMount(this: DateControl) {
      this.timer = setInterval(() => this.setState({ now: Date.now() }), 15_000);
    },
    componentWillUnmount(this: DateControl) {
      clearInterval(this.timer);
    },
    // Decap re-renders a widget only when its own value changes; this one also follows the other date and the texts.
    shouldComponentUpdate() {
      return true;
    },
    /** Called by Decap before saving: the first problem, which it shows above the field. */
    isValid(this: DateControl) {
      const { field, value } = this.props;
      const entry = latestEntry(this.props.entry);
      const afterName = field.get("after");
      const problem = dateProblem({
        label: String(field.get("label")),
        value: String(value ?? ""),
        hasText: hasText(entry, String(field.get("needed_with_text_of") ?? "wording")),
        after: afterName ? { label: String(afterName), value: String(entry.getIn(["data", String(afterName)]) ?? "") } : undefined,
      });
      return problem ? { error: { type: "CUSTOM", message: problem } } : true;
    },
    render(this: DateControl) {
      noteEntry(this.props.entry);
      const { forID, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const value = String(this.props.value ?? "");
      const instant = value ? gazaInstant(value) : null;
      const yours = localZone === gazaTimeZone ? "" : ` On your computer's clock (${localZone}): ${inWords(this.state.now, localZone)}.`;
      const chosen =
        instant !== null && localZone !== gazaTimeZone ? ` This date is ${inWords(instant, localZone)} on your computer's clock.` : "";
      return h(
        "div",
        { className: "kgc-datetime" },
        h(
          "div",
          { className: "kgc-datetime-row" },
          h("input", {
            type: "datetime-local",
            id: forID,
            className: classNameWrapper,
            value,
            step: 60,
            "aria-describedby": `${forID}-clock`,
            onChange: (event) => onChange(event.target.value),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          }),
          h("button", { type: "button", className: "kgc-button", onClick: () => onChange(onGazaClock(Date.now())) }, "Now"),
          value ? h("button", { type: "button", className: "kgc-button", onClick: () => onChange("") }, "Clear") : null,
        ),
        h(
          "p",
          { id: `${forID}-clock`, className: "kgc-clock" },
          `Gaza time. Now in Gaza: ${inWords(this.state.now, gazaTimeZone)}.${yours}${chosen}`,
        ),
      );
    },
  });
}
