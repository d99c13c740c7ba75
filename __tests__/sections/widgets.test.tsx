import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Accordion } from "../../src/components/sections/Accordion";
import { Mandala } from "../../src/components/sections/Mandala";
import { YesLetters } from "../../src/components/sections/YesLetters";
import { TeacherCards, TEACHERS } from "../../src/components/sections/TeacherCards";
import { useRecommendationFlash } from "../../src/components/sections/Island";

// jsdom has no <dialog> methods: open and close by attribute, as the Modal's fallback does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

describe("Accordion", () => {
  const items = [
    { title: "Primero", body: <p>Texto uno</p> },
    { title: "Segundo", body: <p>Texto dos</p> },
  ];

  it("opens one item at a time and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} label="Prueba" />);
    const first = screen.getByRole("button", { name: "Primero" });
    const second = screen.getByRole("button", { name: "Segundo" });

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Texto uno")).toBeVisible();

    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Texto uno")).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Texto dos")).not.toBeVisible();
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} label="Prueba" />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Primero" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("region", { name: "Primero" })).toHaveTextContent("Texto uno");
  });
});

describe("Mandala", () => {
  it("explains the element under the pointer and the one with the focus", async () => {
    const user = userEvent.setup();
    render(<Mandala />);
    await user.hover(screen.getByRole("button", { name: "Fuego" }));
    expect(screen.getByRole("heading", { name: "Fuego" })).toBeInTheDocument();
    expect(screen.getByText("Energía, voluntad y transformación.")).toBeInTheDocument();

    await user.tab(); // the first element in the ring
    expect(screen.getByRole("button", { name: "Tierra" })).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Tierra" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tierra" })).toHaveAttribute("aria-pressed", "true");
  });

  it("names all five elements", () => {
    render(<Mandala />);
    for (const name of ["Fuego", "Tierra", "Aire", "Agua", "Éter"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });
});

describe("YesLetters", () => {
  it("shows the programme facts on hover and closes with its button", async () => {
    const user = userEvent.setup();
    render(<YesLetters />);
    await user.hover(screen.getByRole("button", { name: "Yoga" }));
    const panel = screen.getByRole("group", { name: "Detalle: Yoga" });
    for (const fact of [
      "3 sesiones de IKY Yoga",
      "1 sesión de Ishka Vraja",
      "1 sesión de Power Yoga",
      "1 sesión de Flow",
      "1 sesión de yoga chamánico",
      "1 sesión de Kankueb",
    ]) {
      expect(within(panel).getByText(fact)).toBeInTheDocument();
    }
    expect(panel).toHaveTextContent("90 minutos");

    await user.click(within(panel).getByRole("button", { name: /Cerrar/ }));
    expect(screen.queryByRole("group", { name: /Detalle/ })).not.toBeInTheDocument();
    // Focus goes back to the letter without reopening the panel.
    expect(screen.getByRole("button", { name: "Yoga" })).toHaveFocus();
  });

  it("opens on keyboard focus and closes with Escape", async () => {
    const user = userEvent.setup();
    render(<YesLetters />);
    await user.tab();
    await user.tab(); // Yoga → Español
    expect(screen.getByRole("group", { name: "Detalle: Español" })).toHaveTextContent(
      "8 sesiones de 60 minutos",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: /Detalle/ })).not.toBeInTheDocument();

    await user.tab(); // Salsa
    expect(screen.getByRole("group", { name: "Detalle: Salsa" })).toHaveTextContent(
      "9 clases de al menos 60 minutos",
    );
  });
});

describe("TeacherCards", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ allFile: { nodes: [] } });
  });

  it("opens the bio in a dialog and returns the focus to the card on close", async () => {
    const user = userEvent.setup();
    render(<TeacherCards />);
    const teacher = TEACHERS[0]!;
    const card = screen.getByRole("button", { name: new RegExp(teacher.name) });
    expect(card).toHaveTextContent(teacher.profession);

    await user.click(card);
    const dialog = await screen.findByRole("dialog", { name: teacher.name });
    for (const paragraph of teacher.bio) expect(dialog).toHaveTextContent(paragraph);

    await user.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });
});

describe("useRecommendationFlash", () => {
  const recs = [
    { title: "A", url: "https://example.org/a", porcentaje: 30, allowed: true },
    { title: "B", url: "https://example.org/b", porcentaje: 80, allowed: false },
  ];

  function Probe({ percent }: { percent: number }) {
    const { shown } = useRecommendationFlash(recs, percent);
    return <p>{shown.map((r) => r.title).join(",") || "nada"}</p>;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the recommendations in the window for 1.5 s each time the set changes", () => {
    const { rerender } = render(<Probe percent={0} />);
    expect(screen.getByText("nada")).toBeInTheDocument();

    rerender(<Probe percent={15} />);
    expect(screen.getByText("A")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.getByText("A")).toBeInTheDocument();
    // Scrolling within the same window does not restart the clock.
    rerender(<Probe percent={20} />);
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByText("nada")).toBeInTheDocument();

    rerender(<Probe percent={60} />);
    expect(screen.getByText("B")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByText("nada")).toBeInTheDocument();
  });
});
