import { graphql } from "gatsby";

/** A plan as the cards and the subscription flow use it (docs/api-contract.md §2). */
export const planFragments = graphql`
  fragment PlanFields on Plan {
    idPlan
    nombre
    costoMensualEur
    descripcion
  }
`;
