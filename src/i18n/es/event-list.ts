/** The events list, /events/: its intro, its headings and the calendar feed's invitation. */
export const eventList = {
  listTitle: "Eventos",
  listDescription:
    "Instructorados, profesorados, retiros, talleres y clases especiales de IKY Yoga en Cali y en línea.",
  listKicker: "Agenda",
  listLead:
    "Formaciones, retiros y talleres en el centro Ishka de Cali y en línea. Cada tarjeta muestra el tiempo que falta para empezar.",
  upcomingHeading: "Próximos eventos y en curso",
  noEvents: "No hay eventos programados por ahora. Vuelve pronto.",
  feedTitle: "Los eventos en tu calendario",
  feedText:
    "Suscríbete y tu calendario mostrará cada nuevo evento de la escuela, actualizado solo.",
  pastHeading: "Eventos pasados",
};
