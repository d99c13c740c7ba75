import * as React from "react";
import { render, screen } from "@testing-library/react";
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
