// Hostile text for the escape tests: markup that would set window.__xss if it ever ran, and
// line breaks where a file format ends its lines.
import { normaliseEvento } from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";

export const XSS = `"'><img src=x onerror="window.__xss=1"></script><script>window.__xss=2</script>`;
export const LINES = "Taller\r\nEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:injected\rX";

export const HOSTILE_EVENT = normaliseEvento({
  idEvento: 41,
  resumen: `${LINES} ${XSS}`,
  descripcion: `Line one\r\nATTACH:http://evil.example/\n${XSS}`,
  ubicacionDada: "Cali\r\nLOCATION:elsewhere",
  url: "https://meet.example/a\r\nURL:javascript:alert(1)",
  presencial: true,
  precio: 25,
  fechas: {
    hourInicio: 10,
    hourFin: 13,
    fechaInicio: "2027-01-12T10:00:00-05:00",
    fechaFinalTotal: "2027-01-12T13:00:00-05:00",
  },
}) as Evento;
