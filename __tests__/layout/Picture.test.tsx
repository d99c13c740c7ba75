import * as React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../src/components/layout/Picture";

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1600,
  height: 1000,
  backgroundColor: "#d8b89a",
  images: {
    fallback: { src: "/static/a-750.jpg", srcSet: "/static/a-480.jpg 480w", sizes: "100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a-480.avif 480w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/a-480.webp 480w", sizes: "100vw" },
    ],
  },
};

test("an image processed at build time, with modern formats and its size reserved", () => {
  const { container } = render(<Picture image={image} alt="Amanecer en la shala" />);
  const img = screen.getByRole("img", { name: "Amanecer en la shala" });
  expect(img).toHaveAttribute("src", "/static/a-750.jpg");
  expect(img).toHaveAttribute("width", "1600");
  expect(img).toHaveAttribute("height", "1000");
  expect(img).toHaveAttribute("loading", "lazy");
  const types = [...container.querySelectorAll("source")].map((s) => s.getAttribute("type"));
  expect(types).toEqual(["image/avif", "image/webp"]);
});

test("the main image is requested first and without waiting", () => {
  render(<Picture image={image} alt="" loading="eager" priority sizes="50vw" />);
  const img = document.querySelector("img");
  expect(img).toHaveAttribute("loading", "eager");
  expect(img).toHaveAttribute("fetchpriority", "high");
  expect(img).toHaveAttribute("sizes", "50vw");
});

test("a full-width image (only its aspect ratio) gets a size in whole pixels", () => {
  render(<Picture image={{ ...image, layout: "fullWidth", width: 1, height: 0.625 }} alt="Mar" />);
  const img = screen.getByRole("img", { name: "Mar" });
  // HTML wants whole numbers; the ratio (1.6) is what reserves the frame.
  expect(img).toHaveAttribute("width", "1000");
  expect(img).toHaveAttribute("height", "625");
});
