import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import Footer from "../../src/components/layout/Footer";

const mockConfig = { ANALYTICS_ID: "" };
jest.mock("../../src/config", () => ({
  ...jest.requireActual<object>("../../src/config"),
  get ANALYTICS_ID() {
    return mockConfig.ANALYTICS_ID;
  },
}));

describe("Footer: the legal links", () => {
  it("links the data policy and the subscription terms", () => {
    render(<Footer />);
    const legal = screen.getByRole("navigation", { name: "Información legal" });
    expect(
      within(legal).getByRole("link", { name: "Política de tratamiento de datos" }),
    ).toHaveAttribute("href", "/privacidad/");
    expect(within(legal).getByRole("link", { name: "Términos de la suscripción" })).toHaveAttribute(
      "href",
      "/terminos/",
    );
  });

  it("offers 'Preferencias de cookies' only when analytics can be loaded", () => {
    const { unmount } = render(<Footer />);
    expect(screen.queryByRole("button", { name: "Preferencias de cookies" })).toBeNull();
    unmount();
    mockConfig.ANALYTICS_ID = "G-TEST123";
    render(<Footer />);
    expect(screen.getByRole("button", { name: "Preferencias de cookies" })).toBeInTheDocument();
  });
});
