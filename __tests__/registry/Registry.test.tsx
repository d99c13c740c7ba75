import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Registry } from "../../src/components/registry/Registry";
import es from "../../src/i18n/es";

const NO_RESULTS = es.registry.noResults;
import { SAMPLE, teacher } from "./fixtures";
import { inSpanish } from "../fixtures/spanish";

// The full registry: the SAMPLE teachers first, then 20 more (the page prebuilds 10).
const FULL = [...SAMPLE, ...Array.from({ length: 20 }, (_, i) => teacher(i + 5))];
const DETAILS = {
  "0": {
    adress: "Calle 5 # 38-25",
    evento: "Profesorado IKY 2009",
    description: "Enseña hatha y kankueb.",
    fotoImage: null,
    diplomaImage: null,
  },
  "3": { adress: null, evento: null, description: null, fotoImage: null, diplomaImage: null },
};

let fetchMock: jest.Mock;
const respond = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 500, json: () => Promise.resolve(body) });

beforeEach(() => {
  window.history.replaceState(null, "", "/ripey/");
  fetchMock = jest.fn((url: string) => {
    if (url.endsWith("/registro/indice.json")) return respond({ total: 25, profesores: FULL });
    if (url.endsWith("/registro/fichas-0.json")) return respond(DETAILS);
    return respond(null, false);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderRegistry = () =>
  render(
    <Registry
      preview={FULL.slice(0, 10)}
      total={25}
      paises={[
        { pais: "Colombia", total: 12 },
        { pais: "México", total: 4 },
      ]}
    />,
  );
const rowNames = () =>
  within(screen.getByRole("table"))
    .queryAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("Registry", () => {
  it("shows the first rows without fetching anything", () => {
    renderRegistry();
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent(
      "25 profesores graduados en 2 países.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("searches the whole registry from each box, updating the URL as one types", async () => {
    renderRegistry();
    await userEvent.type(screen.getByLabelText("Nombre y apellido"), "lucia");
    await waitFor(() => expect(rowNames()).toEqual(["Lucía Restrepo Gómez"]));
    expect(fetchMock).toHaveBeenCalledWith("/registro/indice.json", { cache: "no-cache" });
    expect(window.location.search).toBe("?nombre=lucia");
    expect(screen.getByText("1 profesor coincide con la búsqueda.")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Nombre y apellido"));
    await userEvent.type(screen.getByLabelText(/Lugar/), "jamundi");
    expect(rowNames()).toEqual(["Isabel Núñez Prieto"]);

    await userEvent.type(screen.getByLabelText(/Código de certificación/), "0101");
    expect(screen.getByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(window.location.search).toBe("?lugar=jamundi&codigo=0101");

    await userEvent.click(screen.getByRole("button", { name: "Borrar la búsqueda" }));
    expect(rowNames()).toHaveLength(10);
    expect(window.location.search).toBe("");
  });

  it("restores the search from the URL after a reload", async () => {
    window.history.replaceState(null, "", "/ripey/?lugar=m%C3%A9xico");
    renderRegistry();
    await waitFor(() => expect(rowNames()).toEqual(["Ximena Gutiérrez Ramos"]));
    expect(screen.getByLabelText(/Lugar/)).toHaveValue("méxico");
    expect(screen.getByRole("button", { name: /México/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("filters by country from the country buttons", async () => {
    renderRegistry();
    await userEvent.click(screen.getByRole("button", { name: /México/ }));
    await waitFor(() => expect(rowNames()).toEqual(["Ximena Gutiérrez Ramos"]));
    expect(screen.getByLabelText(/Lugar/)).toHaveValue("México");
  });

  it("opens a teacher's record from a row, with the code decoded", async () => {
    renderRegistry();
    await userEvent.click(screen.getByRole("button", { name: "Lucía Restrepo Gómez" }));
    const dialog = await screen.findByRole("dialog", { name: "Lucía Restrepo Gómez" });
    expect(within(dialog).getByText("Profesorado de Yoga")).toBeInTheDocument();
    expect(within(dialog).getByText("15 de marzo de 2009")).toBeInTheDocument();
    expect(await within(dialog).findByText("Calle 5 # 38-25")).toBeInTheDocument();
    expect(within(dialog).getByText("Profesorado IKY 2009")).toBeInTheDocument();
    expect(within(dialog).getByText("Enseña hatha y kankueb.")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows an unreadable code as it is, with a note, and the missing address", async () => {
    renderRegistry();
    await userEvent.click(screen.getByRole("button", { name: "Isabel Núñez Prieto" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("IKY-9999-321399")).toBeInTheDocument();
    expect(within(dialog).getByText(/No se pudo interpretar este código/)).toBeInTheDocument();
    expect(await within(dialog).findByText("Sin dirección")).toBeInTheDocument();
  });

  it("says so when the record cannot load, and retries", async () => {
    const online = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("offline")));
    renderRegistry();
    await userEvent.click(screen.getByRole("button", { name: "Lucía Restrepo Gómez" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "No se pudo cargar la ficha completa",
    );
    fetchMock.mockImplementation(online);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reintentar" }));
    expect(await within(dialog).findByText("Calle 5 # 38-25")).toBeInTheDocument();
  });

  it("keeps what was typed and offers a retry when the registry cannot load", async () => {
    const online = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(() => respond(null, false));
    renderRegistry();
    await userEvent.type(screen.getByLabelText("Nombre y apellido"), "zz");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se pudo cargar el registro completo",
    );
    expect(screen.getByLabelText("Nombre y apellido")).toHaveValue("zz");
    fetchMock.mockImplementation(online);
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
  });

  it("needs no file when the page already holds the whole registry", async () => {
    render(<Registry preview={[teacher(0, { nombre: "Ana" })]} total={1} />);
    await userEvent.type(screen.getByLabelText("Nombre y apellido"), "ana");
    expect(rowNames()).toEqual(["Ana Apellido0"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("Registry before hydration", () => {
  it("keeps what was typed into the prebuilt boxes before the page came alive", async () => {
    // React's server renderer needs TextEncoder, which jsdom leaves out.
    const { TextEncoder } = await import("util");
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import("react-dom/server");
    const ui = inSpanish(<Registry preview={FULL.slice(0, 10)} total={25} />);
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const early = container.querySelector<HTMLInputElement>("input[name=lugar]")!;
    early.value = "jamundi";

    render(ui, { container, hydrate: true });
    await waitFor(() => expect(rowNames()).toEqual(["Isabel Núñez Prieto"]));
    expect(screen.getByLabelText(/Lugar/)).toHaveValue("jamundi");
    expect(window.location.search).toBe("?lugar=jamundi");
  });
});
