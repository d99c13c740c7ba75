import { graphql } from "gatsby";

/** A plan as the cards and the subscription flow use it (spec: /planes). */
export const planFragments = graphql`
  fragment PlanFields on Plan {
    idPlan
    nombre
    costoMensualEur
    descripcion
  }
`;
