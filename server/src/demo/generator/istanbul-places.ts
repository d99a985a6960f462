/**
 * Hard-coded places of Istanbul used by the demo data. Customer locations are scattered within a
 * small radius around neighbourhood centres that lie well inland (at least about 1.5 km from the
 * Bosphorus, the Golden Horn, the Marmara shore and the lakes), so no generated point falls in
 * the water. `istanbul-water.ts` and its test check this.
 */

export type IstanbulSide = 'EUROPE' | 'ASIA';

export interface NeighbourhoodCentre {
  district: string;
  neighbourhood: string;
  lat: number;
  lng: number;
  postalCode: string;
  side: IstanbulSide;
  /** how many customer locations to place around this centre */
  locations: number;
  /** scatter radius in metres */
  radiusM: number;
}

const centre = (
  district: string,
  neighbourhood: string,
  lat: number,
  lng: number,
  postalCode: string,
  side: IstanbulSide,
  locations: number,
  radiusM = 600,
): NeighbourhoodCentre => ({ district, neighbourhood, lat, lng, postalCode, side, locations, radiusM });

export const NEIGHBOURHOOD_CENTRES: readonly NeighbourhoodCentre[] = [
  // European side, west and centre
  centre('Bağcılar', 'Merkez', 41.039, 28.856, '34200', 'EUROPE', 13),
  centre('Bağcılar', 'Güneşli', 41.043, 28.821, '34212', 'EUROPE', 11),
  centre('Bahçelievler', 'Merkez', 41.001, 28.862, '34180', 'EUROPE', 12),
  centre('Bahçelievler', 'Yenibosna', 40.999, 28.835, '34197', 'EUROPE', 10, 500),
  centre('Güngören', 'Merkez', 41.02, 28.876, '34165', 'EUROPE', 10),
  centre('Esenler', 'Merkez', 41.043, 28.876, '34220', 'EUROPE', 10),
  centre('Başakşehir', 'Merkez', 41.093, 28.802, '34480', 'EUROPE', 11),
  centre('Küçükçekmece', 'Sefaköy', 41.003, 28.803, '34295', 'EUROPE', 10, 500),
  centre('Esenyurt', 'Merkez', 41.034, 28.68, '34510', 'EUROPE', 12),
  centre('Beylikdüzü', 'Cumhuriyet', 41.002, 28.642, '34520', 'EUROPE', 10, 500),
  centre('Bayrampaşa', 'Merkez', 41.045, 28.905, '34030', 'EUROPE', 11),
  centre('Zeytinburnu', 'Merkezefendi', 41.01, 28.913, '34015', 'EUROPE', 10, 500),
  centre('Fatih', 'Çapa', 41.016, 28.938, '34093', 'EUROPE', 10, 400),
  centre('Gaziosmanpaşa', 'Merkez', 41.065, 28.91, '34245', 'EUROPE', 11),
  centre('Sultangazi', 'Cebeci', 41.106, 28.868, '34265', 'EUROPE', 10),
  centre('Eyüpsultan', 'Göktürk', 41.182, 28.883, '34077', 'EUROPE', 8, 500),
  // European side, north centre
  centre('Şişli', 'Mecidiyeköy', 41.067, 28.995, '34387', 'EUROPE', 14, 500),
  centre('Şişli', 'Merkez', 41.06, 28.987, '34381', 'EUROPE', 11, 400),
  centre('Şişli', 'Kurtuluş', 41.049, 28.98, '34375', 'EUROPE', 10, 400),
  centre('Beşiktaş', 'Levent', 41.08, 29.011, '34330', 'EUROPE', 13),
  centre('Beşiktaş', 'Gayrettepe', 41.068, 29.008, '34349', 'EUROPE', 11, 500),
  centre('Beşiktaş', 'Teşvikiye', 41.051, 28.993, '34365', 'EUROPE', 8, 350),
  centre('Sarıyer', 'Maslak', 41.11, 29.02, '34485', 'EUROPE', 12),
  centre('Sarıyer', 'Ayazağa', 41.109, 28.998, '34396', 'EUROPE', 10, 500),
  centre('Kağıthane', 'Merkez', 41.081, 28.973, '34410', 'EUROPE', 12),
  centre('Kağıthane', 'Çağlayan', 41.068, 28.979, '34403', 'EUROPE', 9, 400),
  // Asian side
  centre('Üsküdar', 'Altunizade', 41.022, 29.044, '34662', 'ASIA', 11, 500),
  centre('Üsküdar', 'Küçükçamlıca', 41.018, 29.065, '34696', 'ASIA', 9, 500),
  centre('Üsküdar', 'Bulgurlu', 41.015, 29.08, '34696', 'ASIA', 9, 500),
  centre('Kadıköy', 'Acıbadem', 41.003, 29.045, '34718', 'ASIA', 11, 500),
  centre('Kadıköy', 'Merdivenköy', 40.99, 29.073, '34732', 'ASIA', 10, 500),
  centre('Kadıköy', 'Kozyatağı', 40.977, 29.096, '34742', 'ASIA', 11, 500),
  centre('Ataşehir', 'Atatürk', 40.992, 29.125, '34758', 'ASIA', 13),
  centre('Ümraniye', 'Merkez', 41.025, 29.099, '34760', 'ASIA', 12),
  centre('Ümraniye', 'Yukarı Dudullu', 41.023, 29.135, '34775', 'ASIA', 10),
  centre('Çekmeköy', 'Merkez', 41.036, 29.178, '34782', 'ASIA', 10),
  centre('Sancaktepe', 'Merkez', 41.0, 29.23, '34785', 'ASIA', 10),
  centre('Sultanbeyli', 'Merkez', 40.966, 29.265, '34920', 'ASIA', 9),
  centre('Maltepe', 'Başıbüyük', 40.953, 29.145, '34857', 'ASIA', 10, 500),
  centre('Kartal', 'Yakacık', 40.918, 29.202, '34876', 'ASIA', 10, 500),
  centre('Pendik', 'Kurtköy', 40.915, 29.295, '34912', 'ASIA', 10),
];

export interface DistributionCenterSite {
  key: 'DC1' | 'DC2' | 'DC3';
  name: string;
  regionName: string;
  district: string;
  neighbourhood: string;
  street: string;
  lat: number;
  lng: number;
  postalCode: string;
  phoneNumber: string;
  note: string;
}

export const REGION_NAMES = { europe: 'Avrupa Yakası', asia: 'Anadolu Yakası' } as const;

/** The first site is "the first distribution center" (the demo DC Manager's). */
export const DISTRIBUTION_CENTER_SITES: readonly DistributionCenterSite[] = [
  {
    key: 'DC1',
    name: 'İkitelli Dağıtım Merkezi',
    regionName: REGION_NAMES.europe,
    district: 'Başakşehir',
    neighbourhood: 'Ziya Gökalp',
    street: 'İkitelli Organize Sanayi Bölgesi Atatürk Bulvarı',
    lat: 41.0705,
    lng: 28.8005,
    postalCode: '34490',
    phoneNumber: '+90 212 555 01 01',
    note: 'Avrupa Yakası batı bölgesi ana deposu',
  },
  {
    key: 'DC2',
    name: 'Kağıthane Dağıtım Merkezi',
    regionName: REGION_NAMES.europe,
    district: 'Kağıthane',
    neighbourhood: 'Seyrantepe',
    street: 'Cendere Caddesi',
    lat: 41.0915,
    lng: 28.9805,
    postalCode: '34418',
    phoneNumber: '+90 212 555 02 02',
    note: 'Şişli, Beşiktaş ve Sarıyer dağıtımları',
  },
  {
    key: 'DC3',
    name: 'Dudullu Dağıtım Merkezi',
    regionName: REGION_NAMES.asia,
    district: 'Ümraniye',
    neighbourhood: 'Dudullu OSB',
    street: 'Dudullu Organize Sanayi Bölgesi 1. Cadde',
    lat: 41.0055,
    lng: 29.1605,
    postalCode: '34776',
    phoneNumber: '+90 216 555 03 03',
    note: 'Anadolu Yakası ana deposu',
  },
];

export interface SatelliteDepotSite {
  name: string;
  distributionCenterKey: DistributionCenterSite['key'];
  district: string;
  neighbourhood: string;
  street: string;
  lat: number;
  lng: number;
  postalCode: string;
}

/** Cross-dock depots that some vehicles start from. */
export const SATELLITE_DEPOT_SITES: readonly SatelliteDepotSite[] = [
  {
    name: 'Esenyurt Aktarma Deposu',
    distributionCenterKey: 'DC1',
    district: 'Esenyurt',
    neighbourhood: 'Kıraç',
    street: 'Hadımköy Yolu Caddesi',
    lat: 41.048,
    lng: 28.662,
    postalCode: '34522',
  },
  {
    name: 'Yakacık Aktarma Deposu',
    distributionCenterKey: 'DC3',
    district: 'Kartal',
    neighbourhood: 'Yakacık',
    street: 'Samandıra Yolu',
    lat: 40.93,
    lng: 29.215,
    postalCode: '34876',
  },
];
