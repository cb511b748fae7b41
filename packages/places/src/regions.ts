// SPEC §3 reference lists: the US states and territories ({ short_code, value }) and the Canadian provinces
// and territories, with their names in French and Spanish where they differ from English (the UI shows
// them in its language).

export interface Region {
  /** The postal abbreviation: TX, QC. */
  short_code: string;
  /** The English name. */
  value: string;
  /** Names in the other interface languages, where they differ. */
  fr?: string;
  esp?: string;
}

export const US_STATES: readonly Region[] = [
  { short_code: 'AL', value: 'Alabama' },
  { short_code: 'AK', value: 'Alaska' },
  { short_code: 'AZ', value: 'Arizona' },
  { short_code: 'AR', value: 'Arkansas' },
  { short_code: 'CA', value: 'California', fr: 'Californie' },
  { short_code: 'CO', value: 'Colorado' },
  { short_code: 'CT', value: 'Connecticut' },
  { short_code: 'DE', value: 'Delaware' },
  { short_code: 'DC', value: 'District of Columbia', fr: 'District de Columbia', esp: 'Distrito de Columbia' },
  { short_code: 'FL', value: 'Florida', fr: 'Floride' },
  { short_code: 'GA', value: 'Georgia', fr: 'Géorgie' },
  { short_code: 'HI', value: 'Hawaii', fr: 'Hawaï', esp: 'Hawái' },
  { short_code: 'ID', value: 'Idaho' },
  { short_code: 'IL', value: 'Illinois' },
  { short_code: 'IN', value: 'Indiana' },
  { short_code: 'IA', value: 'Iowa' },
  { short_code: 'KS', value: 'Kansas' },
  { short_code: 'KY', value: 'Kentucky' },
  { short_code: 'LA', value: 'Louisiana', fr: 'Louisiane', esp: 'Luisiana' },
  { short_code: 'ME', value: 'Maine' },
  { short_code: 'MD', value: 'Maryland' },
  { short_code: 'MA', value: 'Massachusetts' },
  { short_code: 'MI', value: 'Michigan', esp: 'Míchigan' },
  { short_code: 'MN', value: 'Minnesota' },
  { short_code: 'MS', value: 'Mississippi', esp: 'Misisipi' },
  { short_code: 'MO', value: 'Missouri', esp: 'Misuri' },
  { short_code: 'MT', value: 'Montana' },
  { short_code: 'NE', value: 'Nebraska' },
  { short_code: 'NV', value: 'Nevada' },
  { short_code: 'NH', value: 'New Hampshire', esp: 'Nuevo Hampshire' },
  { short_code: 'NJ', value: 'New Jersey', esp: 'Nueva Jersey' },
  { short_code: 'NM', value: 'New Mexico', fr: 'Nouveau-Mexique', esp: 'Nuevo México' },
  { short_code: 'NY', value: 'New York', fr: 'État de New York', esp: 'Nueva York' },
  { short_code: 'NC', value: 'North Carolina', fr: 'Caroline du Nord', esp: 'Carolina del Norte' },
  { short_code: 'ND', value: 'North Dakota', fr: 'Dakota du Nord', esp: 'Dakota del Norte' },
  { short_code: 'OH', value: 'Ohio' },
  { short_code: 'OK', value: 'Oklahoma' },
  { short_code: 'OR', value: 'Oregon', esp: 'Oregón' },
  { short_code: 'PA', value: 'Pennsylvania', fr: 'Pennsylvanie', esp: 'Pensilvania' },
  { short_code: 'RI', value: 'Rhode Island' },
  { short_code: 'SC', value: 'South Carolina', fr: 'Caroline du Sud', esp: 'Carolina del Sur' },
  { short_code: 'SD', value: 'South Dakota', fr: 'Dakota du Sud', esp: 'Dakota del Sur' },
  { short_code: 'TN', value: 'Tennessee' },
  { short_code: 'TX', value: 'Texas' },
  { short_code: 'UT', value: 'Utah' },
  { short_code: 'VT', value: 'Vermont' },
  { short_code: 'VA', value: 'Virginia', fr: 'Virginie' },
  { short_code: 'WA', value: 'Washington', fr: 'État de Washington', esp: 'Washington (estado)' },
  { short_code: 'WV', value: 'West Virginia', fr: 'Virginie-Occidentale', esp: 'Virginia Occidental' },
  { short_code: 'WI', value: 'Wisconsin' },
  { short_code: 'WY', value: 'Wyoming' },
  { short_code: 'AS', value: 'American Samoa', fr: 'Samoa américaines', esp: 'Samoa Estadounidense' },
  { short_code: 'GU', value: 'Guam' },
  { short_code: 'MP', value: 'Northern Mariana Islands', fr: 'Îles Mariannes du Nord', esp: 'Islas Marianas del Norte' },
  { short_code: 'PR', value: 'Puerto Rico', fr: 'Porto Rico' },
  { short_code: 'VI', value: 'U.S. Virgin Islands', fr: 'Îles Vierges des États-Unis', esp: 'Islas Vírgenes de los Estados Unidos' },
  {
    short_code: 'UM',
    value: 'U.S. Minor Outlying Islands',
    fr: 'Îles mineures éloignées des États-Unis',
    esp: 'Islas menores alejadas de los Estados Unidos',
  },
];

export const CANADIAN_PROVINCES: readonly Region[] = [
  { short_code: 'AB', value: 'Alberta' },
  { short_code: 'BC', value: 'British Columbia', fr: 'Colombie-Britannique', esp: 'Columbia Británica' },
  { short_code: 'MB', value: 'Manitoba' },
  { short_code: 'NB', value: 'New Brunswick', fr: 'Nouveau-Brunswick', esp: 'Nuevo Brunswick' },
  { short_code: 'NL', value: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador', esp: 'Terranova y Labrador' },
  { short_code: 'NS', value: 'Nova Scotia', fr: 'Nouvelle-Écosse', esp: 'Nueva Escocia' },
  { short_code: 'NT', value: 'Northwest Territories', fr: 'Territoires du Nord-Ouest', esp: 'Territorios del Noroeste' },
  { short_code: 'NU', value: 'Nunavut' },
  { short_code: 'ON', value: 'Ontario' },
  { short_code: 'PE', value: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard', esp: 'Isla del Príncipe Eduardo' },
  { short_code: 'QC', value: 'Quebec', fr: 'Québec' },
  { short_code: 'SK', value: 'Saskatchewan' },
  { short_code: 'YT', value: 'Yukon' },
];
