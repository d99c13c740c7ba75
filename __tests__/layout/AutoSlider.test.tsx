import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AutoSlider } from "../../src/components/layout/AutoSlider";

const slides = ["Amanecer", "Montañas", "Océano"].map((alt) => (
  <img key={alt} src={`/${alt}.jpg`} alt={alt} />
));

test("the HTML carries the first photo, without waiting for the carousel", () => {
  render(
    <AutoSlider label="Fotos de la escuela" slides={slides} speed={1000} autoplaySpeed={3000} />,
  );
  const region = screen.getByRole("region", { name: "Fotos de la escuela" });
  expect(region).toHaveAttribute("aria-roledescription", "carrusel");
  expect(screen.getByRole("img", { name: "Amanecer" })).toBeInTheDocument();
});

test("the motion can be paused and resumed with a button", async () => {
  render(<AutoSlider label="Galería" slides={slides} speed={500} autoplaySpeed={3500} />);
  const pause = screen.getByRole("button", { name: "Pausar el carrusel" });
  expect(pause).toHaveAttribute("aria-pressed", "false");
  await userEvent.click(pause);
  expect(screen.getByRole("button", { name: "Reanudar el carrusel" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("with a single photo there is no carousel and no button", () => {
  render(
    <AutoSlider label="Galería" slides={slides.slice(0, 1)} speed={500} autoplaySpeed={3500} />,
  );
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

describe("once the page has loaded", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const current = () =>
    document.querySelector("[data-current] img")?.getAttribute("alt") ?? "(none)";

  test("a new photo every autoplaySpeed ms, the first again after the last, and pause holds it", () => {
    const { container } = render(
      <AutoSlider label="Galería" slides={slides} speed={500} autoplaySpeed={3500} />,
    );
    // jsdom has loaded the document and has no requestIdleCallback: the 200 ms fallback.
    act(() => jest.advanceTimersByTime(200));
    expect(container.querySelector('[data-slider-state="ready"]')).not.toBeNull();
    expect(current()).toBe("Amanecer");
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      act(() => jest.advanceTimersByTime(3500));
      seen.push(current());
      // The browser ends each transition; the copy of the first photo jumps back to it.
      const track = container.querySelector("[data-current]")?.parentElement;
      if (track) fireEvent.transitionEnd(track);
    }
    expect(seen).toEqual(["Montañas", "Océano", "Amanecer"]);
    // Only the photo on screen is exposed to assistive technology.
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Amanecer"]);

    act(() => screen.getByRole("button", { name: "Pausar el carrusel" }).click());
    act(() => jest.advanceTimersByTime(20_000));
    expect(current()).toBe("Amanecer");
  });
});
