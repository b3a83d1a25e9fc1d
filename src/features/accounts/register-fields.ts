/** The HR registration's fiscal fields, by the form's names (./components/register-form.tsx). */
export const FISCAL = {
  type: 'fiscal_data.tipo_persona',
  nome: 'fiscal_data.nome',
  cognome: 'fiscal_data.cognome',
  codiceFiscale: 'fiscal_data.codice_fiscale',
  ragioneSociale: 'fiscal_data.ragione_sociale',
  pIva: 'fiscal_data.p_iva',
  codiceRea: 'fiscal_data.codice_rea',
} as const
