// Loading the page script and the plan script where an element needs them (src/enhance/load-script.ts).
import { loadScriptAfterFirstPaint, loadScriptNear } from "../../src/enhance/load-script";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; observed: Element[]; options: unknown; disconnected: boolean }> = [];
class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options: unknown) {
    this.record = { callback, observed: [], options, disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

const loaded = () => Array.from(document.head.querySelectorAll("script")).map((script) => script.getAttribute("src"));
const withObserver = () => Object.assign(window, { IntersectionObserver: FakeObserver }) as Window & typeof globalThis;

beforeEach(() => {
  observers = [];
  document.head.innerHTML = "";
  document.body.innerHTML = '<p>Text</p><form data-enhance="site-form"></form><p data-enhance="sent-to"></p>';
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it("loads nothing on a page without an element that needs the script", () => {
  loadScriptNear(withObserver(), "[data-plan-sheet]", "/static/plan-1.js");
  expect(observers).toHaveLength(0);
  expect(loaded()).toEqual([]);
});

it("loads the script once, when the first of its elements comes within two screens of the viewport", () => {
  loadScriptNear(withObserver(), "[data-enhance]", "/static/page-1.js");
  const [observer] = observers;
  expect(observer.observed.map((element) => element.tagName)).toEqual(["FORM", "P"]);
  expect(observer.options).toEqual({ rootMargin: "200% 0px" });
  observer.callback([{ isIntersecting: false }, { isIntersecting: false }]);
  expect(loaded()).toEqual([]);
  observer.callback([{ isIntersecting: false }, { isIntersecting: true }]);
  expect(loaded()).toEqual(["/static/page-1.js"]);
  expect(observer.disconnected).toBe(true);
});

it("loads the script at once where the browser has no IntersectionObserver", () => {
  loadScriptNear(window, "[data-enhance]", "/static/page-1.js");
  expect(loaded()).toEqual(["/static/page-1.js"]);
});

it("loads a script after the first paint: in a timeout set by the next frame's callback", () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  loadScriptAfterFirstPaint(window, "/static/plan-1.js");
  expect(loaded()).toEqual([]);
  frames[0](0);
  expect(loaded()).toEqual([]);
  jest.runAllTimers();
  expect(loaded()).toEqual(["/static/plan-1.js"]);
  jest.useRealTimers();
});
