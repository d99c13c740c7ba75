import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Mandala } from "../../src/components/sections/Mandala";
import { YesLetters } from "../../src/components/sections/YesLetters";
import { TeacherCards } from "../../src/components/sections/TeacherCards";
import { ContentAccordion } from "../../src/components/sections/ContentAccordion";
import { useRecommendationFlash } from "../../src/components/sections/Island";
import { LocaleProvider } from "../../src/i18n/LocaleContext";
import { pageMessages } from "../../src/i18n/catalog";

// jsdom has no <dialog> methods: open and close by attribute, as the Modal's fallback does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

describe("ContentAccordion", () => {
  const content = {
    label: "Prueba",
    items: [
      { meta: null, title: "Primero", body: ["Texto uno"] },
      { meta: null, title: "Segundo", body: ["Texto dos"] },
    ],
  };

  it("opens one item at a time and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<ContentAccordion content={content} />);
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
    render(<ContentAccordion content={content} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Primero" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("region", { name: "Primero" })).toHaveTextContent("Texto uno");
  });

  it("draws the entries of a content file, each paragraph of the body as one", async () => {
    const user = userEvent.setup();
    render(
      <ContentAccordion
        content={{
          label: "Etapas de la escuela",
          items: [
            { meta: "2009", title: "Primera promoción", body: ["Uno.", "Dos."] },
            { meta: null, title: "Sin etiqueta", body: ["Tres."] },
          ],
        }}
      />,
    );
    expect(screen.getByRole("group", { name: "Etapas de la escuela" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Primera promoción/ }));
    const panel = screen.getByRole("region", { name: /Primera promoción/ });
    expect(
      within(panel)
        .getAllByText(/^(Uno|Dos)\.$/)
        .map((p) => p.tagName),
    ).toEqual(["P", "P"]);
    expect(screen.getByRole("button", { name: "Sin etiqueta" })).toBeInTheDocument();
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

const YOGA_FACTS = [
  "3 sesiones de IKY Yoga",
  "1 sesión de Ishka Vraja",
  "1 sesión de Power Yoga",
  "1 sesión de Flow",
  "1 sesión de yoga chamánico",
  "1 sesión de Kankueb",
];

// The shape of content/sections/yoga/programa-yes.yaml, as the page's query hands it over.
const YES: Queries.YesProgrammeContentFragment = {
  title: "Programa YES",
  duration: "7 días en Cali",
  letters: [
    {
      letter: "Y",
      name: "Yoga",
      summary: "Una sesión diaria de unos 90 minutos, cada día un estilo.",
      facts: YOGA_FACTS,
    },
    {
      letter: "E",
      name: "Español",
      summary: "8 sesiones de 60 minutos con profesores nativos, para todos los niveles.",
      facts: ["Conversación para la vida diaria en Cali"],
    },
    {
      letter: "S",
      name: "Salsa",
      summary: "9 clases de al menos 60 minutos en la capital mundial de la salsa.",
      facts: ["Baile en pareja y en rueda"],
    },
  ],
};

describe("YesLetters", () => {
  it("names the programme and its letters from the content", () => {
    render(<YesLetters content={YES} />);
    expect(screen.getByRole("list", { name: "Programa YES: Yoga, Español y Salsa" })).toBeVisible();
    expect(screen.getByText("7 días en Cali", { exact: false })).toBeInTheDocument();
  });

  it("shows the programme facts on hover and closes with its button", async () => {
    const user = userEvent.setup();
    render(<YesLetters content={YES} />);
    await user.hover(screen.getByRole("button", { name: "Yoga" }));
    const panel = screen.getByRole("group", { name: "Detalle: Yoga" });
    for (const fact of YOGA_FACTS) {
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
    render(<YesLetters content={YES} />);
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
  const content: Queries.TeacherCardsContentFragment = {
    teachers: [
      {
        name: "Mariana Ocampo",
        profession: "Profesora de yoga IKY y formadora",
        bio: ["Primer párrafo de la biografía.", "Segundo párrafo."],
        photo: null,
      },
      { name: "Tomás Rivas", profession: "Fisioterapeuta", bio: ["Otra biografía."], photo: null },
    ],
  };

  it("opens the bio in a dialog and returns the focus to the card on close", async () => {
    const user = userEvent.setup();
    render(<TeacherCards content={content} />);
    const teacher = content.teachers[0]!;
    const card = screen.getByRole("button", { name: new RegExp(teacher.name) });
    expect(card).toHaveTextContent(teacher.profession);

    await user.click(card);
    const dialog = await screen.findByRole("dialog", { name: teacher.name });
    for (const paragraph of teacher.bio) expect(dialog).toHaveTextContent(paragraph);

    await user.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it("speaks English on English pages: 'Read biography of …', no Spanish link text", () => {
    render(
      <LocaleProvider locale="en" messages={pageMessages("en")}>
        <TeacherCards content={content} />
      </LocaleProvider>,
    );
    const card = screen.getByRole("button", { name: /Mariana Ocampo/ });
    expect(card).toHaveTextContent("Read biography of Mariana Ocampo");
    expect(card).not.toHaveTextContent(/Leer|biografía/);
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
