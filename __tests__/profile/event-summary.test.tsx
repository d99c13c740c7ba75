import * as React from "react";
import { render, screen } from "@testing-library/react";
import { ProfileContent } from "../../src/components/profile/ProfilePanels";
import { useAuth, type AuthState } from "../../src/components/auth/AuthContext";
import { eventSummary, parseEventSummary } from "../../src/lib/event-summary";
import type { Fechas } from "../../src/school-api/types";

jest.mock("../../src/components/auth/AuthContext", () => ({
  ...jest.requireActual("../../src/components/auth/AuthContext"),
  useAuth: jest.fn(),
}));
beforeEach(() =>
  jest.mocked(useAuth).mockReturnValue({
    ready: true,
    loggedIn: true,
    user: { user: "Ana", username: "ana", notificacionesNoLeidas: 0 },
  } as unknown as AuthState),
);

const starting = (fechaInicio: string | null) => ({ fechaInicio }) as Fechas;
const HOUR = 3_600_000;

describe("the profile panel's event summary", () => {
  test("the build writes each event by id, with its start", () => {
    expect(
      eventSummary([
        { idEvento: 9, fechas: starting("2026-12-01T15:00:00.000Z") },
        { idEvento: 2, fechas: starting(null) },
      ]),
    ).toEqual({
      eventos: [
        { idEvento: 2, fechaInicio: null },
        { idEvento: 9, fechaInicio: "2026-12-01T15:00:00.000Z" },
      ],
    });
  });

  test("the browser reads only what it understands; an unreadable file is an error", () => {
    expect(
      parseEventSummary({
        eventos: [{ idEvento: 3, fechaInicio: 5 }, { idEvento: "x" }, null, { idEvento: 4 }],
      }),
    ).toEqual([
      { idEvento: 3, fechaInicio: null },
      { idEvento: 4, fechaInicio: null },
    ]);
    expect(() => parseEventSummary("<html>")).toThrow();
  });

  test("while loading, says so; on failure, says so; then, the two lines", () => {
    const { rerender } = render(
      <ProfileContent summary={{ status: "loading" }} newEvents={null} />,
    );
    expect(screen.getByText("Consultando los eventos…")).toBeVisible();

    rerender(<ProfileContent summary={{ status: "error", error: new Error() }} newEvents={null} />);
    expect(screen.getByText(/No se pudieron consultar los eventos/)).toBeVisible();

    const soon = new Date(Date.now() + 5 * HOUR - 60_000).toISOString();
    rerender(
      <ProfileContent
        summary={{ status: "success", data: [{ idEvento: 1, fechaInicio: soon }] }}
        newEvents={2}
      />,
    );
    expect(screen.getByText("2 eventos nuevos desde tu última visita")).toBeVisible();
    expect(screen.getByText("Tu próximo curso empieza en 5 horas")).toBeVisible();
    expect(screen.queryByText("Consultando los eventos…")).toBeNull();
  });
});
