import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import es from "../../src/i18n/es";
import en from "../../src/i18n/en";
import { LocaleProvider } from "../../src/i18n/LocaleContext";
import { pageMessages } from "../../src/i18n/catalog";
import { apiLang } from "../../src/i18n/api-lang";
import { PlanCard } from "../../src/components/plans/PlanCard";
import { SubscriptionProvider } from "../../src/components/subscription/SubscriptionContext";
import { PaymentModal } from "../../src/components/payment/PaymentModal";
import { ProfileContent } from "../../src/components/profile/ProfilePanels";
import { useAuth, type AuthState } from "../../src/components/auth/AuthContext";
import { Registry } from "../../src/components/registry/Registry";
import { RegistryTable } from "../../src/components/registry/RegistryTable";
import { TeacherModal } from "../../src/components/registry/TeacherModal";
import { showBanner } from "../../src/components/consent/banner";
import { decodeCertification } from "../../src/lib/certification";
import { teacher } from "../registry/fixtures";
import { loadPrebuiltBody } from "../fixtures/prebuilt-banner";
import { fakeResponse, routeFetch } from "../auth/fake-response";
import { installFakeStripe } from "../auth/fake-stripe";
import VideosPage from "../../src/pages/videos";

/**
 * The English edition of the accounts and commerce parts: English around the API's
 * words, the API's words marked Spanish, and prices and counts as English writes them.
 */
const english = (ui: React.ReactElement) =>
  render(
    <LocaleProvider locale="en" messages={pageMessages("en")}>
      {ui}
    </LocaleProvider>,
  );

// A build with analytics: the cookie banner is written into every page.
jest.mock("../../src/config", () => ({
  ...jest.requireActual<object>("../../src/config"),
  ANALYTICS_ID: "G-TEST123",
}));
jest.mock("../../src/components/auth/AuthContext", () => ({
  ...jest.requireActual("../../src/components/auth/AuthContext"),
  useAuth: jest.fn(),
}));
const loggedOut = { loggedIn: false, user: null, token: null } as unknown as AuthState;
beforeEach(() => jest.mocked(useAuth).mockReturnValue(loggedOut));
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  jest.mocked(navigate).mockClear();
});

describe("the catalogs of accounts and commerce", () => {
  const AREAS = ["auth", "account", "checkout", "registry", "map", "consent", "videos", "ui"];
  // Words that are the same in both languages: names, and a card's code.
  const SAME = new Set(["IKY Yoga · Cali", "Plan", "CVV", "Yoga", "IKYnesis", " + IKYnesis"]);

  /** Arguments to try on a message, by kind: counts (plural and singular), text, flags. */
  const CALLS: unknown[][] = [
    [2, 2],
    [1, 1],
    ["X", "Y"],
    [2, "X"],
    [1, "X"],
    [2, true],
    [1, false],
  ];

  /** Every message of an area as text: functions called with each list of sample arguments. */
  function texts(value: unknown, path: string, out: Map<string, string>) {
    if (typeof value === "string") out.set(path, value);
    else if (typeof value === "function") {
      const fn = value as (...args: unknown[]) => unknown;
      CALLS.forEach((call, i) => {
        let text: unknown;
        try {
          text = fn(...call.slice(0, fn.length));
        } catch {
          return; // Arguments of another kind: another call covers the message.
        }
        if (typeof text === "string") out.set(`${path}#${i}`, text);
      });
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) texts(child, `${path}.${key}`, out);
    }
  }

  it("translates every message: no English message is left as the Spanish one", () => {
    for (const area of AREAS) {
      const spanish = new Map<string, string>();
      const english = new Map<string, string>();
      texts(es[area as keyof typeof es], area, spanish);
      texts(en[area as keyof typeof en], area, english);
      expect([...english.keys()].sort()).toEqual([...spanish.keys()].sort());
      const untranslated = [...english].filter(
        // Numbers alone ('1,234' from a count) have no words to translate.
        ([path, text]) => text === spanish.get(path) && !SAME.has(text) && /[a-z]{2}/i.test(text),
      );
      expect(untranslated).toEqual([]);
    }
  });

  it("apiLang marks the API's Spanish only on pages in another language", () => {
    expect(apiLang("es")).toBeUndefined();
    expect(apiLang("en")).toBe("es");
  });
});

describe("plans and checkout in English", () => {
  const plan = {
    idPlan: 2,
    nombre: "Premium presencial",
    costoMensualEur: 25.5,
    descripcion: ["Clases ilimitadas"],
  };

  it("a plan card: English price and button, the API's name and features marked Spanish", () => {
    english(
      <SubscriptionProvider>
        <PlanCard plan={plan} />
        <PlanCard plan={{ ...plan, idPlan: 3, nombre: null, costoMensualEur: 0 }} />
      </SubscriptionProvider>,
    );
    const [paid, free] = screen.getAllByRole("article");
    expect(paid).toHaveTextContent("€25.50 / month");
    expect(within(paid!).getByRole("heading", { name: "Premium presencial" })).toHaveAttribute(
      "lang",
      "es",
    );
    expect(within(paid!).getByRole("list")).toHaveAttribute("lang", "es");
    expect(within(paid!).getByRole("button", { name: "Enrol" })).toBeInTheDocument();
    expect(free).toHaveTextContent("Free");
    expect(within(free!).getByRole("heading", { name: "Plan" })).not.toHaveAttribute("lang");
  });

  /** On an English page, the plan card's 'Enrol'. */
  async function enrolOnEnglishPage() {
    window.history.replaceState(null, "", "/en/");
    english(
      <SubscriptionProvider>
        <PlanCard plan={plan} />
      </SubscriptionProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Enrol" }));
  }

  it("without a token on an English page: to /en/login-subscription/ with the plan", async () => {
    routeFetch({});
    await enrolOnEnglishPage();
    expect(navigate).toHaveBeenCalledWith("/en/login-subscription/?plan=2");
  });

  it("the subscription modal opened on an English page is English, with English prices", async () => {
    window.localStorage.setItem("authToken", "tok-est");
    routeFetch({
      "GET /api/stripe/generarEnlaceSuscripcion/2?incluirSuplemento=false": () =>
        fakeResponse(500, "no"),
    });
    await enrolOnEnglishPage();
    const dialog = await screen.findByRole("dialog", { name: "Enrol: Premium presencial" });
    expect(dialog).toHaveTextContent("What is IKYnesis?");
    expect(dialog).toHaveTextContent("€29.33 / month");
    expect(within(dialog).getByRole("link", { name: /^Subscription terms/ })).toHaveAttribute(
      "href",
      "/en/terms/",
    );
    expect(within(dialog).getByRole("link", { name: /^Data processing policy/ })).toHaveAttribute(
      "href",
      "/en/privacy/",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Enrol in the plan only" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Could not connect to Stripe. Please try again.",
    );
  });

  it("the card payment modal: English fields, and the cancel question", async () => {
    const stripe = installFakeStripe();
    english(<PaymentModal open onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Card payment" });
    expect(await within(dialog).findByRole("group", { name: "Card number" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Expiry date (MM/YY)" })).toBeInTheDocument();
    expect(within(dialog).getByText(/The three card fields are Stripe's own/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Cancel the payment?" })).toHaveTextContent(
      "If you cancel, nothing will be charged and the card details will be erased.",
    );
    expect(screen.getByRole("button", { name: "No, back to the payment" })).toHaveFocus();
    stripe.remove();
  });
});

describe("the profile panel in English", () => {
  it("logged out: the way in", () => {
    english(<ProfileContent summary={{ status: "idle" }} newEvents={null} />);
    expect(screen.getByRole("heading", { name: "Your space at IKY Yoga" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
  });

  it("logged in: greeting, notifications and the progress lines, singular and plural", () => {
    jest.mocked(useAuth).mockReturnValue({
      ...loggedOut,
      loggedIn: true,
      user: { user: "Ana", username: "ana", notificacionesNoLeidas: 1 },
    } as unknown as AuthState);
    const soon = new Date(Date.now() + 50 * 3_600_000 - 60_000).toISOString();
    const { rerender } = english(
      <ProfileContent
        summary={{ status: "success", data: [{ idEvento: 1, fechaInicio: soon }] }}
        newEvents={1}
      />,
    );
    const lines = screen.getByRole("list", { name: "Your account at a glance" });
    expect(screen.getByRole("heading", { name: "Hello, Ana" })).toBeInTheDocument();
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "You have 1 unread notification",
      "1 new event since your last visit",
      "Your next course starts in 50 hours (about 2 days)",
    ]);
    rerender(
      <LocaleProvider locale="en" messages={pageMessages("en")}>
        <ProfileContent summary={{ status: "loading" }} newEvents={null} />
      </LocaleProvider>,
    );
    expect(screen.getByText("Checking the events…")).toBeVisible();
  });
});

describe("the registry in English", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("the table: English headers, fallbacks and toggle; the API's entries marked Spanish", () => {
    const rows = [
      teacher(0, {
        nombre: "Lucía",
        prenom: "Restrepo",
        titulo: null,
        localidad: null,
        pais: null,
      }),
      ...Array.from({ length: 1200 }, (_, i) => teacher(i + 1)),
    ];
    english(<RegistryTable rows={rows} onOpen={jest.fn()} />);
    for (const name of ["Name", "Title", "Place", "Code"]) {
      expect(screen.getByRole("columnheader", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Show 1,191 more teachers" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lucía Restrepo" })).toHaveAttribute("lang", "es");
    const first = screen.getAllByRole("row")[1]!;
    expect(within(first).getByText("No title")).not.toHaveAttribute("lang");
    expect(within(first).getByText("Location not specified")).not.toHaveAttribute("lang");
    const second = screen.getAllByRole("row")[2]!;
    expect(within(second).getByText("Profesora de Yoga")).toHaveAttribute("lang", "es");
    expect(within(second).getByText("Cali, Colombia")).toHaveAttribute("lang", "es");
  });

  it("the search: English labels and summaries; no results in English", async () => {
    global.fetch = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ total: 2, profesores: [teacher(0), teacher(1)] }),
      }),
    ) as unknown as typeof fetch;
    window.history.replaceState(null, "", "/en/ripey/");
    english(
      <Registry
        preview={[teacher(0), teacher(1)]}
        total={2}
        paises={[
          { pais: "Colombia", total: 1 },
          { pais: "México", total: 1 },
        ]}
      />,
    );
    expect(screen.getByRole("search", { name: "Search the teacher registry" })).toBeInTheDocument();
    expect(screen.getByText("2 graduated teachers in 2 countries.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByText("México")).toHaveAttribute("lang", "es");
    await userEvent.type(screen.getByLabelText("First and last name"), "zzz");
    expect(await screen.findByText("No teachers match the search criteria.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear the search" })).toBeInTheDocument();
  });

  it("a teacher's record: English labels, date and ordinal; the formation named in both", () => {
    english(
      <TeacherModal
        teacher={teacher(0, { nombre: "Lucía", prenom: "Restrepo", codigo: "IKY-0101-150309-02" })}
        details={{
          status: "success",
          data: {
            adress: null,
            evento: "Profesorado IKY 2009",
            description: null,
            fotoImage: null,
            diplomaImage: null,
          },
        }}
        onRetry={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Lucía Restrepo" });
    const credential = within(dialog).getByRole("region", { name: "Certification" });
    expect(credential).toHaveTextContent("TrainingYoga Teacher (Profesorado de Yoga)");
    expect(within(credential).getByText("(Profesorado de Yoga)")).toHaveAttribute("lang", "es");
    expect(credential).toHaveTextContent("Date15 March 2009");
    expect(credential).toHaveTextContent("Order of the day2nd");
    expect(within(dialog).getByText("No address")).not.toHaveAttribute("lang");
    expect(within(dialog).getByText("Profesorado IKY 2009")).toHaveAttribute("lang", "es");
  });

  it("an unreadable code is explained in English", () => {
    const decoded = decodeCertification("IKY-9999-321399-00", en.registry.certification);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) {
      expect(decoded.motivo).toBe(
        "Training type 9999 does not exist; 321399 is not a valid date (DDMMYY); the order number must start at 01.",
      );
    }
  });
});

describe("the consent banner in English", () => {
  it("asks in English, Reject and Accept side by side, the policy at its English address", () => {
    loadPrebuiltBody("/en/events/");
    act(() => showBanner({ current: "denied", reopened: true, opener: null, choose: jest.fn() }));
    const region = screen.getByRole("region", { name: "Analytics cookies" });
    expect(region).toHaveAccessibleDescription(/Only with your permission/);
    expect(within(region).getByRole("link", { name: "Data policy" })).toHaveAttribute(
      "href",
      "/en/privacy/",
    );
    expect(within(region).getByRole("status")).toHaveTextContent(
      "Analytics is currently rejected.",
    );
    for (const name of ["Reject", "Accept", "Close"]) {
      expect(within(region).getByRole("button", { name })).toBeInTheDocument();
    }
    act(() => within(region).getByRole("button", { name: "Close" }).click());
  });

  it("is written in the language of the page it is on", () => {
    loadPrebuiltBody("/en/events/");
    act(() => showBanner({ current: null, reopened: false, opener: null, choose: jest.fn() }));
    expect(screen.getByRole("region", { name: "Analytics cookies" })).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Reject" }).click());
    loadPrebuiltBody("/events/");
    act(() => showBanner({ current: null, reopened: false, opener: null, choose: jest.fn() }));
    expect(screen.getByRole("region", { name: "Cookies de analítica" })).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Rechazar" }).click());
  });
});

describe("shared pieces in English", () => {
  it("the videos page: English headings, the five collections and English links", () => {
    english(<VideosPage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Practise with us from home" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Yoga",
      "Meditation",
      "IKYnesis",
      "Kankueb dance",
      "Cali-style salsa",
      "In the meantime",
    ]);
    expect(screen.getByRole("link", { name: "See the events calendar" })).toHaveAttribute(
      "href",
      "/en/events/",
    );
  });
});
