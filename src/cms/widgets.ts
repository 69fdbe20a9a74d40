// The editor's own widgets, built with Decap's React (window.h / window.createClass).
import { asText, decap, type WidgetProps } from "./decap";
import { FILE_STATUS_WIDGET, FIXED_TEXT_WIDGET } from "./config";
import { unreadableFileProblems } from "./save-check";

/**
 * A file the parser cannot read would show as an empty form (Decap falls back to no data), which an
 * editor could fill in and publish over the real content. Instead this covers the whole editor with
 * the German error (file, line, what is wrong) until the file is fixed in a text editor.
 */
function fileStatus() {
  const { h, createClass } = decap();
  return createClass({
    render(this: { props: WidgetProps }) {
      const { entry, forID } = this.props;
      const path = asText(entry.get("path"));
      const problems = unreadableFileProblems(path, asText(entry.get("raw")));
      // The label of this field says nothing an editor needs; the line under it says where the text is kept.
      const hideLabel = h("style", null, `label[for="${forID}"] { display: none; }`);
      if (problems.length === 0) return h("div", { id: forID }, hideLabel);
      return h(
        "div",
        { role: "alert", style: OVERLAY },
        h("h1", { style: { fontSize: "1.6rem" } }, `${path} kann nicht bearbeitet werden`),
        h("p", null, "Die Datei enthält einen Fehler und kann deshalb nicht gelesen werden:"),
        h(
          "ul",
          null,
          ...problems.map((problem) => h("li", { key: problem, style: { marginBottom: "0.5rem" } }, problem)),
        ),
        h(
          "p",
          null,
          `Öffnen Sie ${path} in einem Texteditor, beheben Sie den Fehler an der genannten Zeile und speichern Sie die Datei. ` +
            "Laden Sie danach diese Seite neu. Bis dahin lässt sich hier nichts ändern oder veröffentlichen, damit der Inhalt der Datei nicht verloren geht.",
        ),
        h("a", { href: "#/collections/inhalte", style: { fontSize: "1.1rem" } }, "Zurück zur Übersicht"),
      );
    },
  });
}

const OVERLAY = {
  position: "fixed",
  inset: 0,
  zIndex: 10000,
  overflow: "auto",
  padding: "2rem max(1.5rem, calc(50vw - 24rem))",
  background: "#fff",
  color: "#1a1a1a",
  fontSize: "1.1rem",
  lineHeight: 1.5,
  borderTop: "0.5rem solid #b00020",
};

/** A value fixed by docs/product.md (a page's key, a weekday): shown, not editable. */
function fixedText() {
  const { h, createClass } = decap();
  return createClass({
    render(this: { props: WidgetProps }) {
      const { value, forID, classNameWrapper } = this.props;
      return h("p", { id: forID, className: classNameWrapper }, asText(value));
    },
  });
}

/**
 * Decap's image widget shows the file's picture only if it was loaded before the form opened: its
 * preview asks once and keeps the empty placeholder (an empty SVG named empty.svg) it got while the
 * file was still loading. This wrapper asks again until the picture is there and then hands the
 * widget a new getAsset, which makes the preview ask again.
 */
function imageWithPicture(imageControl: unknown) {
  const { h, createClass } = decap();
  const EMPTY = "empty.svg";
  type Self = {
    props: WidgetProps;
    state: { round: number };
    timer?: ReturnType<typeof setTimeout>;
    tries: number;
    check(): void;
    setState(state: object): void;
  };
  return createClass({
    getInitialState() {
      return { round: 0 };
    },
    // Decap's Widget asks the control whether to update; the image widget also updates when a
    // picture is chosen in the media library (mediaPaths), so this wrapper always passes props on.
    shouldComponentUpdate() {
      return true;
    },
    componentDidMount(this: Self) {
      this.tries = 0;
      this.check();
    },
    componentDidUpdate(this: Self, previous: WidgetProps) {
      if (previous.value !== this.props.value) {
        this.tries = 0;
        this.check();
      }
    },
    componentWillUnmount(this: Self) {
      clearTimeout(this.timer);
    },
    check(this: Self) {
      clearTimeout(this.timer);
      const { value, field, getAsset } = this.props;
      if (!value) return;
      const asset = getAsset(asText(value), field) as { path?: string } | undefined;
      if (asset?.path !== EMPTY) {
        if (this.tries > 0) this.setState({ round: this.state.round + 1 });
        return;
      }
      if (this.tries++ < 60) this.timer = setTimeout(() => this.check(), 250);
    },
    render(this: Self) {
      const getAsset: WidgetProps["getAsset"] = (path, field) => this.props.getAsset(path, field);
      return h(imageControl, {
        ...this.props,
        getAsset: this.state.round > 0 ? getAsset : this.props.getAsset,
        key: "image",
      });
    },
  });
}

const noPreview = () => null;

export function registerWidgets(): void {
  const { CMS } = decap();
  CMS.registerWidget(FILE_STATUS_WIDGET, fileStatus(), noPreview);
  CMS.registerWidget(FIXED_TEXT_WIDGET, fixedText(), noPreview);
  const image = CMS.getWidget("image");
  if (image) CMS.registerWidget("image", imageWithPicture(image.control), image.preview);
}
